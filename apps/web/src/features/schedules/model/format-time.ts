import { type Language, zonedTime } from '@tracklane/domain';
import { cachedFormat, validZone } from '../../../shared/time/port-clock';

// Each takes the zone a time is shown in, chosen by the one rule of shared/time/zoned-time.tsx
// (`useTimeFormat().zoneOf(port zone)`: the port's clock, or the user's chosen zone).

const LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', jp: 'ja-JP' };

/** The weekday at the port ("Wed", "周三", "水"): sailings are booked by their day of the week. */
export function weekdayAt(iso: string, timeZone: string | null, language: Language): string {
  const zone = validZone(timeZone);
  return cachedFormat(
    `weekday|${language}|${zone}`,
    () => new Intl.DateTimeFormat(LOCALE[language], { timeZone: zone, weekday: 'short' }),
  ).format(Date.parse(iso));
}

/** "2026-11-25 Wed" on the port's clock, for list rows. */
export function dayAt(iso: string | null, timeZone: string | null, language: Language): string {
  if (!iso) return '—';
  const local = zonedTime(iso, validZone(timeZone));
  if (!local) return '—';
  return `${local.text.slice(0, 10)} ${weekdayAt(iso, timeZone, language)}`;
}

/** "2026-11-25 13:42" on the port's clock (views.md §9: times to 16 characters). */
export function timeAt(iso: string | null, timeZone: string | null): string {
  return zonedTime(iso, validZone(timeZone))?.text ?? '—';
}

/** The zone's short name at that instant ("GMT+8", "CET"), shown beside port times. */
export function zoneAt(iso: string | null, timeZone: string | null): string {
  return zonedTime(iso, validZone(timeZone))?.zone ?? '';
}

/** The UTC day of an instant, as detail links carry the sailing's departure day. */
export function utcDay(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().slice(0, 10);
}
