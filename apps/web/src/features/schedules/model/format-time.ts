import { type Language, zonedTime } from '@tracklane/domain';
import { validZone, weekdayAt } from '../../../shared/time/port-clock';

export { weekdayAt };

// Each takes the zone a time is shown in, chosen by the one rule of shared/time/zoned-time.tsx
// (`useTimeFormat().zoneOf(port zone)`: the port's clock, or the user's chosen zone).

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
