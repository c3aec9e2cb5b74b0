import { zonedTime } from '@tracklane/domain';

/**
 * A date-only value (last free day "2026-11-26") or a full time, shown as its date in `timeZone`
 * (the zone the user's setting shows that port's times in: `useTimeFormat().zoneOf`).
 */
export function dayOf(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return zonedTime(value, timeZone)?.text.slice(0, 10) ?? null;
}
