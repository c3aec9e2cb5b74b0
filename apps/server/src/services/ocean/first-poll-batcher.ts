import type { PortDirectory } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import {
  type FetchedPoll,
  type PreparedFirstPoll,
  prepareFirstPoll,
  storeFirstPolls,
} from './store-first-polls.js';
import { type StoredBatch, type StoreFollowUps, storeTrackingBatch } from './store-tracking-batch.js';

/** First polls stored in one transaction at most: a batch's statements stay a few megabytes. */
export const FIRST_POLL_STORE_BATCH = 32;
/**
 * Groups being stored at once: with one, PostgreSQL idled while a group's commit flushed and the
 * engine sent the next (the refresh bench reached 0.77 of its target with one, 0.95 with two).
 */
export const GROUPS_IN_FLIGHT = 2;

interface Waiting {
  poll: PreparedFirstPoll;
  resolve: (stored: StoredBatch) => void;
  reject: (err: unknown) => void;
}

/**
 * Stores the polls of a refresh run: a first poll (no view yet) waits to be stored together with
 * the first polls fetched while the groups in flight were being stored (a group commit: no timer,
 * a lone poll is stored at once while a slot is free), in one transaction (store-first-polls.ts); every other poll is
 * stored on its own (storeTrackingBatch). The first poll's profile was mostly statements and round
 * trips, six per shipment; a group of n costs six for all. If a group's transaction fails, each of
 * its polls is stored again on its own, so one bad shipment fails alone as before.
 */
export function batchFirstPollStores({
  db,
  ports,
  followUps,
  maxBatch = FIRST_POLL_STORE_BATCH,
}: {
  db: Database;
  ports: PortDirectory;
  followUps?: StoreFollowUps | undefined;
  maxBatch?: number;
}): (poll: FetchedPoll) => Promise<StoredBatch> {
  const alone = (poll: FetchedPoll) => storeTrackingBatch({ db, ports, followUps, ...poll });
  const waiting: Waiting[] = [];
  let storing = 0;

  const storeAlone = (entries: readonly Waiting[]) =>
    Promise.allSettled(entries.map((w) => alone(w.poll).then(w.resolve, w.reject)));

  const storeGroup = async (group: Waiting[]) => {
    let result: Awaited<ReturnType<typeof storeFirstPolls>>;
    try {
      result = await storeFirstPolls({ db, polls: group.map((w) => w.poll), followUps });
    } catch {
      await storeAlone(group);
      return;
    }
    for (const w of group) {
      const stored = result.stored.get(w.poll);
      if (stored) w.resolve(stored);
    }
    await storeAlone(group.filter((w) => !result.stored.has(w.poll)));
  };

  const pump = () => {
    while (storing < GROUPS_IN_FLIGHT && waiting.length > 0) {
      storing++;
      void storeGroup(waiting.splice(0, maxBatch)).finally(() => {
        storing--;
        pump();
      });
    }
  };

  return (poll) => {
    const prepared = prepareFirstPoll(poll, ports);
    if (!prepared) return alone(poll);
    return new Promise<StoredBatch>((resolve, reject) => {
      waiting.push({ poll: prepared, resolve, reject });
      pump();
    });
  };
}
