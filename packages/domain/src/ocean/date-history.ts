/**
 * ETD/ETA history and the delay figures (views.md §4 delay, platform.md §3 reminders): every
 * distinct estimate of the departure at the POL and the arrival at the POD, oldest first, with
 * when it was published; delays against the first schedule; the sea duration.
 */
import type { CallTimes } from './call-times.js';
import type { DateRevision } from './shipment-view.js';
import { createdTimeIso, DAY_MS, eventTimeIso, type TimedEvent } from './timed-event.js';

/** Distinct estimates (PLN/EST) in publication order; a repeat of the current value is no change. */
export function dateHistoryOf(versions: readonly TimedEvent[]): DateRevision[] {
  const estimates = versions
    .filter((t) => t.source.eventClassifier !== 'ACT')
    .sort((a, b) => a.created - b.created || a.at - b.at);
  const out: DateRevision[] = [];
  let last: number | null = null;
  for (const t of estimates) {
    if (t.at === last) continue;
    last = t.at;
    out.push({ value: eventTimeIso(t), recordedAt: createdTimeIso(t) });
  }
  return out;
}

/** Days between two ISO instants rounded to 0.1 (b − a), null unless both are known. */
export function daysBetween(a: string | null, b: string | null): number | null {
  if (!a || !b) return null;
  return Math.round(((Date.parse(b) - Date.parse(a)) / DAY_MS) * 10) / 10;
}

/** Actual, else the latest estimate. */
export const bestTime = (t: CallTimes): string | null => t.actual ?? t.estimated;

/** Days late against the first schedule (negative: early). */
export function delayDays(t: CallTimes, firstSchedule: string | null): number | null {
  return daysBetween(firstSchedule ?? t.scheduled, bestTime(t));
}
