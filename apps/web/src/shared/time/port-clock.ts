import type { Language } from '@tracklane/domain';

/**
 * Cached Intl formatters and the zone check for what the one time formatter
 * (./zoned-time.tsx) does not cover, such as a weekday on a port's clock.
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

const WEEKDAY_LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', jp: 'ja-JP' };

/** The weekday on a zone's clock ("Wed", "周三", "水"): sailings are booked by their day of the week. */
export function weekdayAt(iso: string, timeZone: string | null, language: Language): string {
  const zone = validZone(timeZone);
  return cachedFormat(
    `weekday|${language}|${zone}`,
    () => new Intl.DateTimeFormat(WEEKDAY_LOCALE[language], { timeZone: zone, weekday: 'short' }),
  ).format(Date.parse(iso));
}
