import type { P2pSailing } from './sailing-wire.js';

type Compared = Pick<P2pSailing, 'carrierCode' | 'direct' | 'etd' | 'eta'> & {
  pod: Pick<P2pSailing['pod'], 'timeZone'>;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant at a port (its zone, else UTC), as YYYY-MM-DD. */
function dayAt(iso: string, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/**
 * Whether a transshipment is strictly worse than a direct sailing of the same carrier: the direct
 * one leaves the POL no earlier (cargo ready for the transshipment makes it too) and arrives at
 * the POD no later (the same day counts, at the POD's clock), with no transshipment on the way.
 * Nothing is dominated by a sailing of another carrier: a shipper may be bound to one.
 */
export function isDominatedBy(option: Compared, direct: Compared): boolean {
  return (
    !option.direct &&
    direct.direct &&
    option.carrierCode === direct.carrierCode &&
    Date.parse(direct.etd) >= Date.parse(option.etd) &&
    dayAt(direct.eta, direct.pod.timeZone) <= dayAt(option.eta, option.pod.timeZone)
  );
}

/**
 * The sailings in their order, except that a transshipment dominated by a direct sailing among
 * them (isDominatedBy) never comes before it: it moves to just after the first direct sailing
 * that beats it. Still on offer, never ahead of the better choice; the order by the chosen key
 * is otherwise kept (pure).
 */
export function demoteDominated<T extends Compared>(sailings: readonly T[]): T[] {
  const directs = new Map<string, T[]>();
  for (const s of sailings)
    if (s.direct) directs.set(s.carrierCode, [...(directs.get(s.carrierCode) ?? []), s]);
  const seen = new Set<T>();
  const after = new Map<T, T[]>();
  const moved = new Set<T>();
  for (const s of sailings) {
    if (!s.direct) {
      // The first dominating direct sailing in the list; moved only when it comes later.
      const better = (directs.get(s.carrierCode) ?? []).find((d) => isDominatedBy(s, d));
      if (better && !seen.has(better)) {
        after.set(better, [...(after.get(better) ?? []), s]);
        moved.add(s);
      }
    }
    seen.add(s);
  }
  return sailings.flatMap((s) => (moved.has(s) ? [] : [s, ...(after.get(s) ?? [])]));
}
