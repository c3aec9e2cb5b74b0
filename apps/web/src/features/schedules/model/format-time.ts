import type { Language } from '@tracklane/domain';

const LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', jp: 'ja-JP' };
// Formatters are costly to build: one per zone (and language), kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
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

/** The weekday at the port ("Wed", "周三", "水"): sailings are booked by their day of the week. */
export function weekdayAt(iso: string, timeZone: string | null, language: Language): string {
  const zone = validZone(timeZone);
  return formatOf(
    `weekday|${language}|${zone}`,
    () => new Intl.DateTimeFormat(LOCALE[language], { timeZone: zone, weekday: 'short' }),
  ).format(Date.parse(iso));
}

/**
 * An instant on the port's clock, "2026-11-25 13:42", and the zone's short name ("GMT+8"):
 * "13:42" means nothing to a forwarder without knowing whose 13:42. (The ocean detail has its own
 * formatter; sharing it would split it out of that page's first load.)
 */
export function portClock(
  iso: string | null,
  timeZone: string | null,
): { text: string; zone: string } | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const zone = validZone(timeZone);
  const parts = formatOf(
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
  const name = formatOf(
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

/** "2026-11-25 Wed" on the port's clock, for list rows. */
export function dayAt(iso: string | null, timeZone: string | null, language: Language): string {
  if (!iso) return '—';
  const local = portClock(iso, timeZone);
  if (!local) return '—';
  return `${local.text.slice(0, 10)} ${weekdayAt(iso, timeZone, language)}`;
}

/** "2026-11-25 13:42" on the port's clock (views.md §9: times to 16 characters). */
export function timeAt(iso: string | null, timeZone: string | null): string {
  return portClock(iso, timeZone)?.text ?? '—';
}

/** The zone's short name at that instant ("GMT+8", "CET"), shown beside port times. */
export function zoneAt(iso: string | null, timeZone: string | null): string {
  return portClock(iso, timeZone)?.zone ?? '';
}

/** The UTC day of an instant, as detail links carry the sailing's departure day. */
export function utcDay(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().slice(0, 10);
}
