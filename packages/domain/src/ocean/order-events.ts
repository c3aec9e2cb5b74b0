/**
 * Timeline order (views.md §4): ports in route order; within a port by time, equal times by the
 * rank table; then the two fix-ups for carriers that report dates without a time:
 * - on the same date IRDP goes after IRLB and IRDS after IRAR (a rail departure reported for the
 *   day must not precede the loading onto that train);
 * - for EMC and MSC, a TS* event timed exactly 00:00 (these carriers send the date only) goes
 *   after the last event of lower rank at that port;
 * - a planned or estimated event never goes before an event of lower rank at its port: a stale
 *   plan of the discharge must not precede the vessel's revised arrival (the rank table is the
 *   order things can happen in; only actual times may contradict it).
 * "Date" and "00:00" are read on the port's local clock when its time zone is known (a date-only
 * event converted to UTC is no longer at 00:00 UTC), else in UTC.
 * Sorting is done once per port group: the fix-ups become sort times (see sortTimes).
 */
import { OCEAN_EVENT_RANKS } from './event-codes.js';
import { localClock } from './local-clock.js';

export interface Orderable {
  /** Product code, or the DCSA code kept. */
  code: string;
  at: number;
  loc: string | null;
  /** False for a planned or estimated event (ordered no earlier than lower ranks); default true. */
  actual?: boolean;
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

/**
 * Time each event sorts by. The two fix-ups become later sort times instead of moves, so a port
 * with hundreds of boxes still costs one sort: an IRDP (IRDS) sorts no earlier than the last
 * IRLB (IRAR) of its local date; a date-only TS* event of EMC/MSC, and a planned or estimated
 * event, no earlier than the last event of lower rank; equal times then fall back on the rank,
 * which puts it right after.
 */
function sortTimes<T extends Orderable>(
  group: readonly T[],
  zone: string | null,
  dateOnlyTs: boolean,
): number[] {
  const times = group.map((e) => e.at);
  const hasRail = group.some((e) => e.code === 'IRDP' || e.code === 'IRDS');
  if (hasRail) {
    const days = group.map((e) =>
      RAIL_PAIRS[e.code] || RAIL_EARLY.has(e.code) ? localClock(e.at, zone).day : '',
    );
    const lastEarly = new Map<string, number>();
    group.forEach((e, i) => {
      if (!RAIL_EARLY.has(e.code)) return;
      const key = `${e.code}|${days[i]}`;
      lastEarly.set(key, Math.max(lastEarly.get(key) ?? Number.NEGATIVE_INFINITY, e.at));
    });
    group.forEach((e, i) => {
      const early = RAIL_PAIRS[e.code];
      const bound = early ? lastEarly.get(`${early}|${days[i]}`) : undefined;
      if (bound !== undefined) times[i] = Math.max(times[i] as number, bound);
    });
  }
  const tsDateOnly = (e: T) => dateOnlyTs && e.code.startsWith('TS') && localClock(e.at, zone).midnight;
  const waitsForLowerRanks = (e: T) => e.actual === false || tsDateOnly(e);
  if (group.some(waitsForLowerRanks)) {
    // Latest time among events of each rank, then a running maximum over increasing ranks.
    const latestByRank = new Map<number, number>();
    for (const e of group)
      latestByRank.set(
        rankOf(e.code),
        Math.max(latestByRank.get(rankOf(e.code)) ?? Number.NEGATIVE_INFINITY, e.at),
      );
    const ranks = [...latestByRank.keys()].sort((x, y) => x - y);
    const latestBelow = new Map<number, number>();
    let running = Number.NEGATIVE_INFINITY;
    for (const r of ranks) {
      latestBelow.set(r, running);
      running = Math.max(running, latestByRank.get(r) as number);
    }
    group.forEach((e, i) => {
      if (!waitsForLowerRanks(e)) return;
      times[i] = Math.max(times[i] as number, latestBelow.get(rankOf(e.code)) as number);
    });
  }
  return times;
}

/** IRDP waits for IRLB, IRDS for IRAR (same local date). */
const RAIL_PAIRS: Record<string, string> = { IRDP: 'IRLB', IRDS: 'IRAR' };
const RAIL_EARLY = new Set(['IRLB', 'IRAR']);

/**
 * Orders events for the timeline. `route` lists the shipment's locations in route order; places
 * off the route (a depot, an unplaced event) go after the last route port reached before them.
 */
export function orderEvents<T extends Orderable>(
  events: readonly T[],
  route: readonly string[],
  carrierCode: string,
  timeZoneOf: (code: string) => string | null = () => null,
): T[] {
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
  const dateOnlyTs = hasDateOnlyTransshipments(carrierCode);
  const out: T[] = [];
  for (const { g } of ordered) {
    const zone = g.items[0]?.loc ? timeZoneOf(g.items[0].loc) : null;
    const times = sortTimes(g.items, zone, dateOnlyTs);
    const items = g.items
      .map((item, i) => ({ item, time: times[i] as number, rank: rankOf(item.code) }))
      .sort((a, b) => a.time - b.time || a.rank - b.rank)
      .map((x) => x.item);
    out.push(...items);
  }
  return out;
}
