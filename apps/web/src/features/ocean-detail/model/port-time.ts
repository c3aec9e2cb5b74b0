import { portClock } from '../../../shared/time/port-clock';

/** A date-only value (last free day "2026-11-26") or a full time, shown as its date. */
export function dayOf(value: string | null | undefined, timeZone?: string | null): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return portClock(value, timeZone)?.text.slice(0, 10) ?? null;
}
