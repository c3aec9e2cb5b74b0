import type { OnTimeFigures, OnTimeSide } from './on-time-wire.js';
import type { CallStatus } from './wire-common.js';

/**
 * On-time definition (the one every figure of the schedule calls uses):
 *
 * - A side (arrival or departure) of a port call is **measured** when it has a planned time (the
 *   carrier's PLN, i.e. the proforma / long-term schedule) and an actual time. The actual is the
 *   carrier's ACT; where the carrier published none, the AIS time (entering or leaving the 30 km
 *   port area) stands in, and the side counts in `fromAis`.
 * - delay = actual − planned, in hours (negative when early).
 * - **On time** when |delay| ≤ 24 h (the industry's "within one day of schedule", as
 *   Sea-Intelligence's Global Liner Performance counts vessel arrivals); late when delay > 24 h,
 *   early when delay < −24 h. The bound is inclusive: exactly 24 h late is on time.
 * - Omitted calls (OMIT) and calls of blank sailings (BLNK) never happen, so they are never
 *   measured: they are counted apart (`omitted`, `blanked`) and stay out of the rates.
 * - onTimeRate = onTime / measured (rounded to 4 decimals); meanDelayHours = the mean signed delay
 *   of the measured calls; meanLateHours = the mean delay of the late calls only; both rounded to
 *   0.1 h. Null when there is nothing to average.
 */
export const ON_TIME_TOLERANCE_HOURS = 24;
const HOUR_MS = 3_600_000;

/** One port call as the figures need it; times are epoch ms or null. */
export interface MeasuredCall {
  status: CallStatus;
  plannedArrival: number | null;
  plannedDeparture: number | null;
  actualArrival: number | null;
  actualDeparture: number | null;
  aisArrival: number | null;
  aisDeparture: number | null;
}

export interface SideMeasure {
  delayHours: number;
  onTime: boolean;
  source: 'CARRIER' | 'AIS';
}

/** One side of one call: null when it cannot be measured (see the definition above). */
export function measureSide(
  status: CallStatus,
  planned: number | null,
  actual: number | null,
  ais: number | null,
): SideMeasure | null {
  if (status === 'OMITTED' || status === 'BLANKED' || planned === null) return null;
  const source = actual !== null ? 'CARRIER' : ais !== null ? 'AIS' : null;
  if (source === null) return null;
  const delayHours = ((actual ?? (ais as number)) - planned) / HOUR_MS;
  return { delayHours, onTime: Math.abs(delayHours) <= ON_TIME_TOLERANCE_HOURS, source };
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

function sideFigures(measures: readonly SideMeasure[]): OnTimeSide {
  const onTime = measures.filter((m) => m.onTime).length;
  const lateDelays = measures.filter((m) => m.delayHours > ON_TIME_TOLERANCE_HOURS).map((m) => m.delayHours);
  const early = measures.filter((m) => m.delayHours < -ON_TIME_TOLERANCE_HOURS).length;
  const meanDelay = mean(measures.map((m) => m.delayHours));
  const meanLate = mean(lateDelays);
  return {
    measured: measures.length,
    onTime,
    late: lateDelays.length,
    early,
    onTimeRate: measures.length === 0 ? null : round(onTime / measures.length, 4),
    meanDelayHours: meanDelay === null ? null : round(meanDelay, 1),
    meanLateHours: meanLate === null ? null : round(meanLate, 1),
    fromAis: measures.filter((m) => m.source === 'AIS').length,
  };
}

/** The figures of a set of calls (a carrier's, a service's, a route's or a vessel's). Pure. */
export function onTimeFigures(calls: readonly MeasuredCall[]): OnTimeFigures {
  const arrivals: SideMeasure[] = [];
  const departures: SideMeasure[] = [];
  for (const c of calls) {
    const a = measureSide(c.status, c.plannedArrival, c.actualArrival, c.aisArrival);
    const d = measureSide(c.status, c.plannedDeparture, c.actualDeparture, c.aisDeparture);
    if (a) arrivals.push(a);
    if (d) departures.push(d);
  }
  return {
    calls: calls.length,
    omitted: calls.filter((c) => c.status === 'OMITTED').length,
    blanked: calls.filter((c) => c.status === 'BLANKED').length,
    arrival: sideFigures(arrivals),
    departure: sideFigures(departures),
  };
}

/** Delay of one side for display: hours, one decimal, null when not measured. */
export function delayHoursOf(measure: SideMeasure | null): number | null {
  return measure ? round(measure.delayHours, 1) : null;
}
