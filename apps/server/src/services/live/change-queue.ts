import type { ShipmentChangeNotice } from './shipment-change-notice.js';

/** Notices pushed in one batch at most: one query reads their subscriptions. */
export const MAX_NOTICES_PER_BATCH = 200;

export interface ChangeQueue {
  push(notice: ShipmentChangeNotice): void;
  /** Resolves once every notice pushed so far has been handled (close waits for it). */
  idle(): Promise<void>;
}

/**
 * Handles notices one batch at a time, in arrival (commit) order: notices that arrive while a
 * batch is being pushed are gathered into the next one, so a burst of refreshes costs a few
 * queries rather than one each, and a page never sees an older change after a newer one.
 */
export function createChangeQueue(
  handle: (batch: ShipmentChangeNotice[]) => Promise<unknown>,
  onError: (err: unknown) => void,
  maxBatch = MAX_NOTICES_PER_BATCH,
): ChangeQueue {
  const pending: ShipmentChangeNotice[] = [];
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending.splice(0, maxBatch);
      try {
        await handle(batch);
      } catch (err) {
        onError(err);
      }
    }
    draining = undefined;
  }

  return {
    push(notice) {
      pending.push(notice);
      draining ??= drain();
    },
    idle: () => draining ?? Promise.resolve(),
  };
}
