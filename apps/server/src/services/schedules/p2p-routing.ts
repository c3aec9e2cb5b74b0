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
 */
export function joinTransshipments(
  first: readonly CandidateLeg[],
  onward: readonly CandidateLeg[],
): Routing[] {
  const byPort = new Map<string, CandidateLeg[]>();
  for (const leg of onward) byPort.set(leg.toPort, [...(byPort.get(leg.toPort) ?? []), leg]);
  const best = new Map<string, Routing>();
  for (const a of first) {
    const lo = a.arrival + MIN_CONNECTION_MS;
    const hi = a.arrival + MAX_CONNECTION_MS;
    let pick: CandidateLeg | null = null;
    for (const b of byPort.get(a.toPort) ?? []) {
      if (b.carrierCode !== a.carrierCode || b.voyageId === a.voyageId || b.vesselImo === a.vesselImo)
        continue;
      if (b.departure < lo || b.departure > hi) continue;
      if (!pick || b.departure < pick.departure || (b.departure === pick.departure && b.loadId < pick.loadId))
        pick = b;
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

export type SortBy = 'etd' | 'eta' | 'transitDays';

const etdOf = (r: Routing) => (r[0] as CandidateLeg).departure;
const etaOf = (r: Routing) => (r[r.length - 1] as CandidateLeg).arrival;
export const routingId = (r: Routing) => r.map((l) => l.loadId).join('+');

/** Ascending by the key, then departure, then arrival, then id: a stable order for paging. */
export function sortRoutings(routings: Routing[], sortBy: SortBy): Routing[] {
  const key = (r: Routing) =>
    sortBy === 'etd' ? etdOf(r) : sortBy === 'eta' ? etaOf(r) : etaOf(r) - etdOf(r);
  return routings.sort(
    (x, y) =>
      key(x) - key(y) ||
      etdOf(x) - etdOf(y) ||
      etaOf(x) - etaOf(y) ||
      (routingId(x) < routingId(y) ? -1 : routingId(x) > routingId(y) ? 1 : 0),
  );
}
