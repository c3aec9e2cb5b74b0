import type { Language } from '@tracklane/domain';
import { portTime } from '../../ocean-detail/model/port-time';

const LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', jp: 'ja-JP' };
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

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
  const key = `${language}|${zone}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], { timeZone: zone, weekday: 'short' });
    weekdayFormats.set(key, format);
  }
  return format.format(Date.parse(iso));
}

/** "2026-11-25 Wed" on the port's clock, for list rows. */
export function dayAt(iso: string | null, timeZone: string | null, language: Language): string {
  if (!iso) return '—';
  const local = portTime(iso, timeZone);
  if (!local) return '—';
  return `${local.text.slice(0, 10)} ${weekdayAt(iso, timeZone, language)}`;
}

/** "2026-11-25 13:42" on the port's clock (views.md §9: times to 16 characters). */
export function timeAt(iso: string | null, timeZone: string | null): string {
  return portTime(iso, timeZone)?.text ?? '—';
}

/** The zone's short name at that instant ("GMT+8", "CET"), shown beside port times. */
export function zoneAt(iso: string | null, timeZone: string | null): string {
  return portTime(iso, timeZone)?.zone ?? '';
}

/** The UTC day of an instant, as detail links carry the sailing's departure day. */
export function utcDay(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().slice(0, 10);
}
