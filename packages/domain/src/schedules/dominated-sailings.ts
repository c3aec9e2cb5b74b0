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
 * The sailings in their order, except that transshipments dominated by a direct sailing among
 * them (isDominatedBy) come after every other sailing, still in their order: they stay on offer,
 * never first (pure).
 */
export function demoteDominated<T extends Compared>(sailings: readonly T[]): T[] {
  const directs = new Map<string, T[]>();
  for (const s of sailings)
    if (s.direct) directs.set(s.carrierCode, [...(directs.get(s.carrierCode) ?? []), s]);
  const kept: T[] = [];
  const demoted: T[] = [];
  for (const s of sailings) {
    const dominated = !s.direct && (directs.get(s.carrierCode) ?? []).some((d) => isDominatedBy(s, d));
    (dominated ? demoted : kept).push(s);
  }
  return [...kept, ...demoted];
}
