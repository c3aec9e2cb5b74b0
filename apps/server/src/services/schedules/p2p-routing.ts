import type { CandidateLeg } from './p2p-candidates.js';

/** Time a box needs between discharge and loading at a transshipment port, and the longest wait sold. */
export const MIN_CONNECTION_MS = 12 * 3_600_000;
export const MAX_CONNECTION_MS = 10 * 86_400_000;

/** A routing: one leg (direct) or two joined at a transshipment port. */
export type Routing = readonly CandidateLeg[];

/**
 * Joins first legs to onward legs (pure). For each first leg (POL → via port) the earliest onward
 * sailing of the same carrier that leaves the via port 12 h to 10 days after the first leg
 * arrives, on another vessel. Where one pair of voyages connects at several ports (both call at
 * Singapore and Port Klang), only the routing arriving first is kept, then the earlier transfer.
 * Carriers sell transshipments within their own network, hence the same-carrier rule.
 *
 * A first leg never lands before it leaves: where the carrier delayed the POL departure but left
 * the via port's older time standing, the connection counts from the departure. Without that, an
 * onward sailing gone before the feeder left was joined to it, and a search starting on the
 * sailing's own departure day (a shared detail link) could not find the routing again.
 */
export function joinTransshipments(
  first: readonly CandidateLeg[],
  onward: readonly CandidateLeg[],
): Routing[] {
  // Onward legs by port and carrier, by departure then id: the first one in a first leg's
  // connection window that is another voyage and vessel is the pick.
  const byPortCarrier = new Map<string, CandidateLeg[]>();
  for (const leg of onward) {
    const key = `${leg.toPort}|${leg.carrierCode}`;
    const list = byPortCarrier.get(key);
    if (list) list.push(leg);
    else byPortCarrier.set(key, [leg]);
  }
  for (const list of byPortCarrier.values())
    list.sort(
      (x, y) => x.departure - y.departure || (x.loadId < y.loadId ? -1 : x.loadId > y.loadId ? 1 : 0),
    );
  const best = new Map<string, Routing>();
  for (const a of first) {
    const landed = Math.max(a.arrival, a.departure);
    const lo = landed + MIN_CONNECTION_MS;
    const hi = landed + MAX_CONNECTION_MS;
    const list = byPortCarrier.get(`${a.toPort}|${a.carrierCode}`) ?? [];
    let pick: CandidateLeg | null = null;
    for (let i = firstDepartingFrom(list, lo); i < list.length; i += 1) {
      const b = list[i] as CandidateLeg;
      if (b.departure > hi) break;
      if (b.voyageId === a.voyageId || b.vesselImo === a.vesselImo) continue;
      pick = b;
      break;
    }
    if (!pick) continue;
    const key = `${a.loadId}|${pick.voyageId}`;
    const held = best.get(key);
    const [, heldOnward] = held ?? [];
    if (
      !held ||
      !heldOnward ||
      pick.arrival < heldOnward.arrival ||
      (pick.arrival === heldOnward.arrival && pick.departure < heldOnward.departure)
    )
      best.set(key, [a, pick]);
  }
  return [...best.values()];
}

function firstDepartingFrom(list: readonly CandidateLeg[], ms: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as CandidateLeg).departure < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type SortBy = 'etd' | 'eta' | 'transitDays';

const etdOf = (r: Routing) => (r[0] as CandidateLeg).departure;
const etaOf = (r: Routing) => (r[r.length - 1] as CandidateLeg).arrival;
export const routingId = (r: Routing) => r.map((l) => l.loadId).join('+');

/** Ascending by the key, then departure, then arrival, then id: a stable order for paging. */
export function sortRoutings(routings: readonly Routing[], sortBy: SortBy): Routing[] {
  const keyed = routings.map((r) => {
    const etd = etdOf(r);
    const eta = etaOf(r);
    return {
      r,
      etd,
      eta,
      key: sortBy === 'etd' ? etd : sortBy === 'eta' ? eta : eta - etd,
      id: routingId(r),
    };
  });
  keyed.sort(
    (x, y) => x.key - y.key || x.etd - y.etd || x.eta - y.eta || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
  );
  return keyed.map((k) => k.r);
}
