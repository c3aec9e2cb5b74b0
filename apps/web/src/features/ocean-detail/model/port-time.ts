/**
 * Event times to the minute on the clock of the port where they happen (views.md §2), with the
 * zone's abbreviation, because "14:00" means nothing to a forwarder without knowing whose 14:00.
 * Formatters are costly to build: one per zone, cached.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, zone: string, make: () => Intl.DateTimeFormat) {
  let f = map.get(zone);
  if (!f) {
    f = make();
    map.set(zone, f);
  }
  return f;
}

function validZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export interface PortTime {
  /** yyyy-mm-dd hh:mm */
  text: string;
  /** e.g. PST, GMT+8, UTC */
  zone: string;
}

export function portTime(iso: string | null | undefined, timeZone?: string | null): PortTime | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const zone = validZone(timeZone);
  const parts = cached(
    dateFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const abbr = cached(
    zoneFormats,
    zone,
    () => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }),
  )
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return {
    text: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`,
    zone: abbr ?? zone,
  };
}

/** A date-only value (last free day "2026-11-26") or a full time, shown as its date. */
export function dayOf(value: string | null | undefined, timeZone?: string | null): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return portTime(value, timeZone)?.text.slice(0, 10) ?? null;
}
