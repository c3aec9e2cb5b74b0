import type { ScheduleCallRecord } from '@tracklane/connectors';

/** A call's carrier times (ms since the epoch), as the OVS connector delivers them. */
export type CallTimes = Pick<
  ScheduleCallRecord,
  | 'plannedArrival'
  | 'plannedDeparture'
  | 'estimatedArrival'
  | 'estimatedDeparture'
  | 'actualArrival'
  | 'actualDeparture'
>;

export interface BestKnown {
  arrival: number | null;
  departure: number | null;
}

/**
 * The best known arrival and departure of each call of one voyage, in call order: actual, else
 * estimated, else planned — but never a call reached before the previous one is left, nor left
 * before it is reached. Carriers often re-estimate one call and leave the next call's plan
 * standing (departure delayed five days at Shanghai, Ningbo still "arriving" before that); taken
 * as they are, such a leg lands before it leaves, a transshipment joins an onward sailing gone
 * before the feeder left, and a search from the sailing's own departure day (a shared detail
 * link) no longer finds it. The stale time is held at the previous departure: the earliest the
 * call can be, with no guess at a transit the carrier did not state.
 */
export function bestKnownTimes(calls: readonly CallTimes[]): BestKnown[] {
  let left = Number.NEGATIVE_INFINITY;
  return calls.map((c) => {
    let arrival = c.actualArrival ?? c.estimatedArrival ?? c.plannedArrival;
    let departure = c.actualDeparture ?? c.estimatedDeparture ?? c.plannedDeparture;
    if (arrival !== null && arrival < left) arrival = left;
    if (departure !== null && departure < (arrival ?? left)) departure = arrival ?? left;
    left = departure ?? arrival ?? left;
    return { arrival, departure };
  });
}
