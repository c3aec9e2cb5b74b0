import { dayBoundIn } from '../time/zoned-time.js';
import type { TerminalRecord } from './terminal-record.js';

/** The reminder "last free day in 48 hours" (issue 21) is recorded this long before free time ends. */
export const LAST_FREE_DAY_WARNING_HOURS = 48;

/**
 * The last free day that matters for a shipment: the earliest of its boxes still in the terminal
 * (a box gated out or picked up no longer runs up storage). Days are the terminal's local dates
 * ("2026-12-04"); null when no box has one.
 */
export function earliestLastFreeDay(
  records: readonly Pick<TerminalRecord, 'lastFreeDay' | 'outDate' | 'pickupAct'>[],
): string | null {
  let earliest: string | null = null;
  for (const r of records) {
    if (!r.lastFreeDay || r.outDate || r.pickupAct) continue;
    if (!/^\d{4}-\d{2}-\d{2}/.test(r.lastFreeDay)) continue;
    const day = r.lastFreeDay.slice(0, 10);
    if (earliest === null || day < earliest) earliest = day;
  }
  return earliest;
}

/**
 * When free time ends: the last instant of the last free day on the port's clock (UTC when the
 * zone is unknown), so it shows as "23:59" in the port's zone. Null for a malformed day.
 */
export function freeTimeEnds(lastFreeDay: string, portZone: string | null): Date | null {
  return dayBoundIn(lastFreeDay.slice(0, 10), portZone ?? 'UTC', true);
}
