import type { Database } from '../../db/database.js';
import type { LiveHub } from './live-hub.js';
import { pushVesselPositions } from './push-vessel-positions.js';

/**
 * Relays vessel position notices to the hub: MMSIs that arrive while a push is under way are
 * merged into the next one, so a busy feed costs one query per push, never a backlog.
 */
export function createVesselPositionRelay(db: Database, hub: LiveHub, onError: (err: unknown) => void) {
  let pending = new Set<number>();
  let running: Promise<void> | null = null;
  const drain = async () => {
    while (pending.size > 0) {
      const batch = pending;
      pending = new Set();
      try {
        await pushVesselPositions(db, hub, batch);
      } catch (err) {
        onError(err);
      }
    }
    running = null;
  };
  return {
    push(mmsis: readonly number[]): void {
      for (const mmsi of mmsis) pending.add(mmsi);
      running ??= drain();
    },
    /** Resolves once nothing is left to push (before the database closes). */
    idle: async (): Promise<void> => {
      while (running) await running;
    },
  };
}
