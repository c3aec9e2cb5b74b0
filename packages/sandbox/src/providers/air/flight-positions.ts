import type { AirWorld, Flight } from '../../world/air/index.js';
import { parseIsoDateTime } from '../http/date-time.js';
import { HttpError } from '../http/errors.js';
import { renderPosition } from './render-air.js';

/** A track longer than this is refused rather than built (a 16-hour flight at 60 s is 960). */
const MAX_POINTS = 5000;

export interface TrackWindow {
  from: number | undefined;
  to: number | undefined;
  intervalSec: number;
}

export function readTime(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ms = typeof value === 'string' ? parseIsoDateTime(value) : undefined;
  if (ms === undefined) throw new HttpError(400, `${name} must be an ISO 8601 date-time with offset`, name);
  return ms;
}

export function readInterval(value: string | null): number {
  if (value === null) return 60;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 10 || n > 3600)
    throw new HttpError(400, 'intervalSec must be an integer from 10 to 3600', 'intervalSec');
  return n;
}

/**
 * The reported track of a flight: one position every `intervalSec` while it is off-block, within
 * the asked window and never after `now` (a tracker cannot report the future).
 */
export function trackOf(air: AirWorld, flight: Flight, window: TrackWindow, now: number) {
  const start = Math.max(window.from ?? flight.actualDeparture, flight.actualDeparture);
  const end = Math.min(window.to ?? flight.actualArrival, flight.actualArrival, now);
  if (window.from !== undefined && window.to !== undefined && window.to < window.from)
    throw new HttpError(400, 'to must not be before from', 'to');
  const step = window.intervalSec * 1000;
  if (end >= start && (end - start) / step > MAX_POINTS)
    throw new HttpError(400, `The window holds more than ${MAX_POINTS} positions; narrow it`, 'intervalSec');
  const positions: Record<string, unknown>[] = [];
  for (let t = start; t <= end; t += step) positions.push(renderPosition(air.flightPositionAt(flight, t)));
  return positions;
}
