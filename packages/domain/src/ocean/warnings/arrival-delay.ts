import type { CallTimes } from '../call-times.js';
import type { Warning } from '../shipment-view.js';
import { DAY_MS } from '../timed-event.js';
import { formatDays, makeWarning } from './warning-texts.js';

/** views.md §4: 1440 minutes. */
export const ARRIVAL_DELAY_THRESHOLD_MS = DAY_MS;

/**
 * WETA: the discharge port has no actual arrival and its latest ETA is at least one day after the
 * STA (first schedule).
 */
export function arrivalDelayWarning(
  pod: string | null,
  arrival: CallTimes,
  containerNumber: string | null,
): Warning | null {
  if (!pod || arrival.actual || !arrival.estimated || !arrival.scheduled) return null;
  const late = Date.parse(arrival.estimated) - Date.parse(arrival.scheduled);
  if (late < ARRIVAL_DELAY_THRESHOLD_MS) return null;
  const days = formatDays(late / DAY_MS);
  return makeWarning(
    'WETA',
    { containerNumber, eventLocation: pod },
    `预计抵港时间比计划晚${days}天`,
    `ETA at ${pod} is ${days} days later than scheduled`,
  );
}
