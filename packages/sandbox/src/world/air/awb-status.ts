import type { AirWaybill } from './air-waybills.js';
import { flightEstimateAt } from './flight-estimates.js';
import type { Flight } from './flights.js';
import { type AirEvent, FSU_CODES } from './fsu-events.js';

/** ACT: it happened (an FSU message); EST: the airline's calculated time of a step still ahead. */
export type EventClassifier = 'ACT' | 'EST';

export interface AwbStatusEvent extends AirEvent {
  classifier: EventClassifier;
}

/** The flights the cargo is booked on at `now`: the offloaded flight until it leaves without it. */
export function bookedFlightsAt(awb: AirWaybill, now: number): readonly Flight[] {
  const off = awb.offloadedFrom;
  if (off && now < off.actualDeparture) return [off, ...awb.flights.slice(1)];
  return awb.flights;
}

/**
 * What an airline status feed shows for an AWB at `now`: the FSU messages sent so far (ACT),
 * then for each booked flight not yet off-block an estimated departure, and for each not yet
 * landed an estimated arrival, at the flight's calculated times as published at `now`. Once the
 * real time passes, the FSU chain's DEP or ARR takes the estimate's place.
 */
export function awbEventsAt(awb: AirWaybill, now: number): AwbStatusEvent[] {
  const actual = awb.events.filter((e) => e.at <= now).map((e) => ({ ...e, classifier: 'ACT' as const }));
  const estimated: AwbStatusEvent[] = [];
  const est = (code: 'DEP' | 'ARR', airport: string, at: number, flight: Flight) =>
    estimated.push({
      code,
      description: FSU_CODES[code],
      airport,
      flight: flight.flightNumber,
      flightId: flight.id,
      at,
      pieces: awb.pieces,
      weightKg: awb.weightKg,
      classifier: 'EST',
    });
  for (const flight of bookedFlightsAt(awb, now)) {
    const calculated = flightEstimateAt(flight, now);
    if (flight.actualDeparture > now) est('DEP', flight.origin, calculated.departure, flight);
    if (flight.actualArrival > now) est('ARR', flight.destination, calculated.arrival, flight);
  }
  return [...actual, ...estimated.sort((a, b) => a.at - b.at)];
}
