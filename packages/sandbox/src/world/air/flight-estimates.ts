import { type Flight, MINUTE_MS } from './flights.js';

/** One revision of a flight's calculated times, as an airline's status feed publishes it. */
export interface FlightEstimate {
  publishedAt: number;
  departure: number;
  arrival: number;
}

const HOUR_MS = 60 * MINUTE_MS;

/**
 * Before off-block the airline learns the delay step by step: at each lead time before the real
 * departure it publishes the schedule plus this share of the delay. The shares grow fast enough
 * that an estimate always lies after the next revision (delays are at most 6 h, see flights.ts),
 * so an estimate is never in the past while the flight is still on the ground.
 */
const DEPARTURE_REVISIONS: readonly { leadMs: number; share: number }[] = [
  { leadMs: 24 * HOUR_MS, share: 0.2 },
  { leadMs: 12 * HOUR_MS, share: 0.45 },
  { leadMs: 6 * HOUR_MS, share: 0.7 },
  { leadMs: 3 * HOUR_MS, share: 0.85 },
  { leadMs: 90 * MINUTE_MS, share: 0.93 },
  { leadMs: 45 * MINUTE_MS, share: 1 },
];

/** Once airborne the arrival is recalculated at these shares of the real block time. */
const AIRBORNE_REVISIONS: readonly { at: number; share: number }[] = [
  { at: 0, share: 0 },
  { at: 1 / 3, share: 0.5 },
  { at: 2 / 3, share: 1 },
];

const toMinute = (ms: number) => Math.round(ms / MINUTE_MS) * MINUTE_MS;

/**
 * Every revision of a flight's calculated departure and arrival, oldest first. Before departure
 * the arrival is the calculated departure plus the scheduled block time; after it, the block time
 * flown converges to the real one. The last revision equals the actual times.
 */
export function flightEstimates(flight: Flight): FlightEstimate[] {
  const delay = flight.actualDeparture - flight.scheduledDeparture;
  const scheduledBlock = flight.scheduledArrival - flight.scheduledDeparture;
  const actualBlock = flight.actualArrival - flight.actualDeparture;
  const onGround = DEPARTURE_REVISIONS.map(({ leadMs, share }) => {
    const departure = toMinute(flight.scheduledDeparture + delay * share);
    return { publishedAt: flight.actualDeparture - leadMs, departure, arrival: departure + scheduledBlock };
  });
  const airborne = AIRBORNE_REVISIONS.map(({ at, share }) => ({
    publishedAt: flight.actualDeparture + Math.round(actualBlock * at),
    departure: flight.actualDeparture,
    arrival:
      share === 1
        ? flight.actualArrival
        : toMinute(flight.actualDeparture + scheduledBlock + (actualBlock - scheduledBlock) * share),
  }));
  return [...onGround, ...airborne];
}

/** The calculated times as published at `t`: the schedule before the first revision. */
export function flightEstimateAt(flight: Flight, t: number): FlightEstimate {
  let current: FlightEstimate = {
    publishedAt: Number.NEGATIVE_INFINITY,
    departure: flight.scheduledDeparture,
    arrival: flight.scheduledArrival,
  };
  for (const revision of flightEstimates(flight)) if (revision.publishedAt <= t) current = revision;
  return current;
}
