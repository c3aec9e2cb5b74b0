/**
 * Timeline order (views.md §4): ports in route order; within a port by the rank table (the order
 * things can happen in: gate-in before loading, arrival before discharge, discharge before
 * gate-out), events of one rank by time. An event whose code has no rank keeps its place in time
 * among the ranked ones. At a seaport, rail ranks around the vessel's work (see ranksOf).
 *
 * Carriers' times do not always agree with that order (independent estimates of the arrival and
 * the discharge, a stale plan, a mis-keyed actual): the order stays logical and the event dated
 * before an event that must precede it is a conflict (`orderConflicts`), shown as such.
 * Two cases are not conflicts because the carrier sends a date, not a time (views.md §4):
 * - on the same date IRDP after IRLB and IRDS after IRAR;
 * - for EMC and MSC, a TS* event timed 00:00 on the date of the event of lower rank.
 * "Date" and "00:00" are read on the port's local clock when its time zone is known (a date-only
 * event converted to UTC is no longer at 00:00 UTC), else in UTC.
 */
import { OCEAN_EVENT_RANKS } from './event-codes.js';
import { localClock } from './local-clock.js';

export interface Orderable {
  /** Product code, or the DCSA code kept. */
  code: string;
  at: number;
  loc: string | null;
}

/** Ranks for DCSA codes kept as they are, so they sit where their product equivalents would. */
const FALLBACK_RANKS: Record<string, number> = {
  PICK: 1,
  ARRI: 2.5,
  GTIN: 3,
  INSP: 5,
  HOLD: 5,
  RELS: 5,
  LOAD: 8,
  DEPA: 9,
  DISC: 27,
  GTOT: 29,
  DROP: 31,
};

export function rankOf(code: string): number {
  return (OCEAN_EVENT_RANKS as Record<string, number>)[code] ?? FALLBACK_RANKS[code] ?? 0;
}

/** Carriers whose transshipment events come date-only (our codes: SCACs and short names). */
const DATE_ONLY_TS_CARRIERS = new Set(['EMC', 'EGLV', 'MSC', 'MSCU', 'MEDU']);

export function hasDateOnlyTransshipments(carrierCode: string): boolean {
  return DATE_ONLY_TS_CARRIERS.has(carrierCode.toUpperCase());
}

/** IRDP may share IRLB's date, IRDS IRAR's (rail departures reported for the day). */
const RAIL_PAIRS: Record<string, string> = { IRDP: 'IRLB', IRDS: 'IRAR' };

/** Ranks of the vessel's work at a port: loading and departure, transshipment, arrival and discharge. */
const isVesselRank = (r: number) => (r >= 8 && r <= 14) || (r >= 25 && r <= 28);
/** At a port the vessel works, rail brings the box in before it (pre-carriage) and takes it away after it. */
const RAIL_AT_SEAPORT: Record<string, number> = { IRAR: 2.5, IRDS: 2.6, IRLB: 28.5, IRDP: 28.6 };

/**
 * The rank of each event of one port's group. The table's rail ranks (15–18, between the
 * transshipment and the arrival) order a rail ramp's events; at a port where the vessel also
 * loads or discharges (on-dock rail), they would put the train before the vessel that brought
 * the box, so there a rail arrival ranks before the gate-in and a rail loading after the discharge.
 */
export function ranksOf(group: readonly { code: string }[]): (code: string) => number {
  const seaport = group.some((e) => isVesselRank(rankOf(e.code)));
  return seaport ? (code) => RAIL_AT_SEAPORT[code] ?? rankOf(code) : rankOf;
}

/**
 * One port's events in rank order, events of one rank by time; unranked events (rank 0) merged in
 * by time. One sort per group, so a port with hundreds of boxes still costs O(n log n).
 */
function orderWithinPort<T extends Orderable>(group: readonly T[]): T[] {
  const rank = ranksOf(group);
  const ranked = group
    .filter((e) => rank(e.code) > 0)
    .sort((a, b) => rank(a.code) - rank(b.code) || a.at - b.at);
  const unranked = group.filter((e) => rank(e.code) <= 0).sort((a, b) => a.at - b.at);
  if (unranked.length === 0) return ranked;
  const out: T[] = [];
  let r = 0;
  for (const u of unranked) {
    while (r < ranked.length && (ranked[r] as T).at <= u.at) out.push(ranked[r++] as T);
    out.push(u);
  }
  while (r < ranked.length) out.push(ranked[r++] as T);
  return out;
}

/**
 * Orders events for the timeline. `route` lists the shipment's locations in route order; places
 * off the route (a depot, an unplaced event) go after the last route port reached before them.
 */
export function orderEvents<T extends Orderable>(events: readonly T[], route: readonly string[]): T[] {
  const routeIndex = new Map(route.map((code, i) => [code, i]));
  const groups = new Map<string, { items: T[]; earliest: number; routeIdx: number | undefined }>();
  events.forEach((e, i) => {
    // Unplaced events each form their own group, positioned by their own time.
    const key = e.loc ?? `#${i}`;
    const group = groups.get(key);
    if (group) {
      group.items.push(e);
      group.earliest = Math.min(group.earliest, e.at);
    } else
      groups.set(key, { items: [e], earliest: e.at, routeIdx: e.loc ? routeIndex.get(e.loc) : undefined });
  });
  const routeGroups = [...groups.values()].filter((g) => g.routeIdx !== undefined);
  const sortKey = (g: { earliest: number; routeIdx: number | undefined }): number => {
    if (g.routeIdx !== undefined) return g.routeIdx;
    let anchor = -1;
    for (const r of routeGroups)
      if (r.earliest <= g.earliest) anchor = Math.max(anchor, r.routeIdx as number);
    return anchor + 0.5;
  };
  const ordered = [...groups.values()]
    .map((g) => ({ g, key: sortKey(g) }))
    .sort((a, b) => a.key - b.key || a.g.earliest - b.g.earliest);
  const out: T[] = [];
  for (const { g } of ordered) out.push(...orderWithinPort(g.items));
  return out;
}

/** Why an event is out of step with the carrier's times: the earlier-ranked event dated after it. */
export interface OrderConflict<T> {
  /** The event of lower rank at the same port that the carrier dates later. */
  after: T;
}

/**
 * The conflicts of an ordered timeline (the output of orderEvents): each event the carrier dates
 * before an event of lower rank at the same port (an estimated discharge at 21:00 before the
 * estimated arrival at 01:00 the next day), mapped to the latest such event. Date-only reports
 * (same-date rail pairs; EMC/MSC TS* events at local midnight) are not conflicts. O(n).
 */
export function orderConflicts<T extends Orderable>(
  ordered: readonly T[],
  carrierCode: string,
  timeZoneOf: (code: string) => string | null = () => null,
): Map<T, OrderConflict<T>> {
  const conflicts = new Map<T, OrderConflict<T>>();
  const dateOnlyTs = hasDateOnlyTransshipments(carrierCode);
  let i = 0;
  while (i < ordered.length) {
    const loc = (ordered[i] as T).loc;
    let j = i + 1;
    if (loc !== null) while (j < ordered.length && (ordered[j] as T).loc === loc) j++;
    const zone = loc ? timeZoneOf(loc) : null;
    const rankAt = ranksOf(ordered.slice(i, j));
    // Latest event of all lower ranks seen so far, and of the rank being walked.
    let latestBelow: T | null = null;
    let latestOfRank: T | null = null;
    let rank = Number.NEGATIVE_INFINITY;
    for (let k = i; k < j; k++) {
      const e = ordered[k] as T;
      const r = rankAt(e.code);
      if (r <= 0) continue;
      if (r !== rank) {
        if (latestOfRank && (!latestBelow || latestOfRank.at > latestBelow.at)) latestBelow = latestOfRank;
        latestOfRank = null;
        rank = r;
      }
      if (latestBelow && e.at < latestBelow.at && !dateOnly(e, latestBelow, zone, dateOnlyTs))
        conflicts.set(e, { after: latestBelow });
      if (!latestOfRank || e.at > latestOfRank.at) latestOfRank = e;
    }
    i = j;
  }
  return conflicts;
}

/** A date-only report on the date of the event it follows (views.md §4 fix-ups): no conflict. */
function dateOnly(e: Orderable, before: Orderable, zone: string | null, dateOnlyTs: boolean): boolean {
  const sameDay = () => localClock(e.at, zone).day === localClock(before.at, zone).day;
  if (RAIL_PAIRS[e.code] === before.code) return sameDay();
  if (dateOnlyTs && e.code.startsWith('TS') && localClock(e.at, zone).midnight) return sameDay();
  return false;
}
