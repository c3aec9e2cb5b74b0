import type { Shipment, World } from '../../world/model.js';
import { compareCandidates, type EventCandidate, eventCandidates, eventIdOf } from './event-candidates.js';
import type { EventFilter } from './event-filter.js';

/**
 * Every event of the world, computed once and sorted by publication time, so serving the events
 * visible at `now` is a binary search and a page is a short scan, not a pass over all shipments.
 * The world is fixed per process; only `now` moves. Queries by booking, B/L or container (the
 * references clients track) only look at the events of the shipments with that reference.
 */
export interface EventIndex {
  readonly all: readonly EventCandidate[];
  /** Number of events published at or before `now` (they form a prefix of `all`). */
  visibleCount(now: number): number;
  /** Index of the first event published after `t`. */
  firstAfter(t: number): number;
  /** The smallest sorted list that holds every event the filter can match. */
  narrowest(filter: EventFilter): readonly EventCandidate[];
  byId(eventID: string): EventCandidate | undefined;
}

/** Index of the first event in `list` (sorted) published after `t`. */
export function publishedAfter(list: readonly EventCandidate[], t: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as EventCandidate).createdAt <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const CACHED_SHIPMENTS = 5000;
// Each entry is a few dozen candidates; a tracking client polls a working set of references.
const CACHED_REFERENCES = 5000;

/**
 * Builds lazily: the sorted list of all events on first need (an unfiltered or scan query, a
 * subscription, a lookup by id), so a sandbox whose clients only track their own bookings and
 * containers never pays for it. Reference queries use the world's reference lookup instead.
 */
export function buildEventIndex(world: World): EventIndex {
  let sorted: EventCandidate[] | null = null;
  let ids: Map<string, EventCandidate> | null = null;
  const all = (): EventCandidate[] => {
    sorted ??= world.shipments.flatMap((s) => eventCandidates(world, s)).sort(compareCandidates);
    return sorted;
  };
  const perShipment = new Map<Shipment, EventCandidate[]>();
  const candidatesOf = (s: Shipment): EventCandidate[] => {
    let list = perShipment.get(s);
    if (!list) {
      if (perShipment.size >= CACHED_SHIPMENTS) perShipment.clear();
      list = eventCandidates(world, s);
      perShipment.set(s, list);
    }
    return list;
  };
  // The sorted events of a reference never change (the world is fixed; `now` only cuts the
  // list), so polls of the same booking, B/L or container skip the merge and sort.
  const perReference = new Map<string, EventCandidate[]>();
  const referenceList = (ref: string): EventCandidate[] => {
    let list = perReference.get(ref);
    if (!list) {
      if (perReference.size >= CACHED_REFERENCES) perReference.clear();
      list = world.shipmentsByReference(ref).flatMap(candidatesOf).sort(compareCandidates);
      perReference.set(ref, list);
    }
    return list;
  };
  return {
    get all() {
      return all();
    },
    visibleCount: (now) => publishedAfter(all(), now),
    firstAfter: (t) => publishedAfter(all(), t),
    narrowest: (f) => {
      const ref = f.carrierBookingReference ?? f.transportDocumentReference ?? f.equipmentReference;
      if (!ref) return all();
      // The matcher still checks which field the reference is in; this only narrows the scan.
      return referenceList(ref.toUpperCase());
    },
    byId: (id) => {
      ids ??= new Map(all().map((c) => [eventIdOf(world, c), c]));
      return ids.get(id);
    },
  };
}
