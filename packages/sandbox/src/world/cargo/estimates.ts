/**
 * Estimate revisions as a carrier publishes them: a new ETA/ETD every 1–3 days from booking until
 * the event, starting near the proforma time and converging on what really happens — the error
 * shrinks with the time to go, and the last revision comes a few hours before the event.
 */
import type { Rng } from '../rng.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Beyond this horizon an estimate still mostly repeats the proforma. */
const HORIZON = 21 * DAY;

export interface EstimateInput {
  /** First publication (booking confirmation). */
  from: number;
  planned: number;
  actual: number;
  /**
   * A re-plan the cargo went through (a roll): before `at`, estimates tracked `actual` of the
   * sailing first booked.
   */
  before?: { at: number; actual: number };
}

function valueAt(rng: Rng, publishedAt: number, input: EstimateInput): number {
  const target = input.before && publishedAt < input.before.at ? input.before.actual : input.actual;
  const toGo = Math.max(0, target - publishedAt);
  // Squared so the proforma's pull fades fast near the event, however late the voyage runs.
  const drift = (input.planned - target) * Math.min(1, toGo / HORIZON) ** 2;
  const noise = rng.normal(0, 0.02 * toGo + 0.4 * HOUR);
  // Carriers publish to the minute.
  return Math.round((target + drift + noise) / 60_000) * 60_000;
}

export function estimateSeries(rng: Rng, input: EstimateInput): { publishedAt: number; value: number }[] {
  const out: { publishedAt: number; value: number }[] = [];
  const lastAt = input.actual - rng.range(2, 10) * HOUR;
  let t = input.from + rng.range(0.2, 1) * DAY;
  while (t < lastAt) {
    out.push({ publishedAt: Math.round(t), value: valueAt(rng, t, input) });
    t += rng.range(1, 3) * DAY;
  }
  if (lastAt > input.from) out.push({ publishedAt: Math.round(lastAt), value: valueAt(rng, lastAt, input) });
  return out;
}
