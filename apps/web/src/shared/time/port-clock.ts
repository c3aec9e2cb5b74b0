/**
 * Times on the clock of the port where they happen (views.md §2, §9), with the zone's short name,
 * because "14:00" means nothing to a forwarder without knowing whose 14:00. Shared by the ocean
 * detail and the schedules.
 */

// Formatters are costly to build: one per zone (and language or use), kept.
const formats = new Map<string, Intl.DateTimeFormat>();

export function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The IANA zone if this browser knows it, else UTC (a carrier's typo must not break the page). */
export function validZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export interface PortClock {
  /** yyyy-mm-dd hh:mm */
  text: string;
  /** e.g. PST, GMT+8, UTC */
  zone: string;
}

/** An instant on the port's clock, "2026-11-25 13:42", and the zone's short name ("GMT+8"). */
export function portClock(iso: string | null | undefined, timeZone?: string | null): PortClock | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const zone = validZone(timeZone);
  const parts = cachedFormat(
    `clock|${zone}`,
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
  const name = cachedFormat(
    `zone|${zone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }),
  )
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return {
    text: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`,
    zone: name ?? zone,
  };
}
