import type { P2pSailing, ScheduleCall, ScheduleLeg } from '@tracklane/domain';

export type StopRole = 'POL' | 'TS' | 'POD' | 'CALL';
export type TimeKind = 'actual' | 'estimated' | 'planned';

export interface StopTime {
  /** The best known time (actual, else estimate, else plan). */
  at: string;
  kind: TimeKind;
  planned: string | null;
  /** (best − planned) in hours; null without a plan. */
  shiftHours: number | null;
  /** The vessel's own AIS time at the port area, when we have it. */
  ais: string | null;
}

export interface RoutingStop {
  key: string;
  role: StopRole;
  /** The call shown for the port (at a transshipment, the onward vessel's call). */
  call: ScheduleCall;
  /** At a transshipment: the terminal the first vessel discharges at, when it differs. */
  arrivalTerminal: string | null;
  arrival: StopTime | null;
  departure: StopTime | null;
  omitted: boolean;
  /** The leg the cargo is on when it reaches this stop (0-based); -1 at the POL. */
  arrivingLeg: number;
  /** The leg the cargo leaves on (boards at POL and transshipments); null elsewhere. */
  boardsLeg: number | null;
  /** Call ids this stop stands for (both sides of a transshipment), to match per-call data. */
  callIds: string[];
}

function stopTime(call: ScheduleCall, side: 'arrival' | 'departure'): StopTime | null {
  const best = side === 'arrival' ? call.arrival : call.departure;
  if (!best) return null;
  const actual = side === 'arrival' ? call.actualArrival : call.actualDeparture;
  const estimated = side === 'arrival' ? call.estimatedArrival : call.estimatedDeparture;
  const planned = side === 'arrival' ? call.plannedArrival : call.plannedDeparture;
  const kind: TimeKind = actual ? 'actual' : estimated ? 'estimated' : 'planned';
  const shift = planned ? (Date.parse(best) - Date.parse(planned)) / 3_600_000 : null;
  return {
    at: best,
    kind,
    planned,
    shiftHours: shift === null ? null : Math.round(shift * 10) / 10,
    ais: side === 'arrival' ? call.aisArrival : call.aisDeparture,
  };
}

function stop(
  call: ScheduleCall,
  role: StopRole,
  legs: { arriving: number; boards: number | null },
  arrivalCall: ScheduleCall | null = call,
): RoutingStop {
  const omitted = call.status === 'OMITTED' || call.status === 'BLANKED';
  const departs = role !== 'POD';
  return {
    key: `${call.callId}:${role}`,
    role,
    call,
    arrivalTerminal:
      arrivalCall && arrivalCall !== call && arrivalCall.terminalCode !== call.terminalCode
        ? arrivalCall.terminalCode
        : null,
    arrival: arrivalCall ? stopTime(arrivalCall, 'arrival') : null,
    departure: departs ? stopTime(call, 'departure') : null,
    omitted,
    arrivingLeg: legs.arriving,
    boardsLeg: legs.boards,
    callIds: arrivalCall && arrivalCall !== call ? [arrivalCall.callId, call.callId] : [call.callId],
  };
}

/**
 * Every port call of a sailing from the POL to the POD, in order: each leg's load call, the calls
 * it makes on the way (omitted ones included, marked), and its discharge call. Where two legs
 * meet, one transshipment stop stands for both calls: arrival from the first vessel, departure on
 * the second.
 */
export function buildRouting(sailing: Pick<P2pSailing, 'legs'>): RoutingStop[] {
  const stops: RoutingStop[] = [];
  const legs: readonly ScheduleLeg[] = sailing.legs;
  legs.forEach((leg, i) => {
    if (i === 0) stops.push(stop(leg.from, 'POL', { arriving: -1, boards: 0 }));
    else stops.push(stop(leg.from, 'TS', { arriving: i - 1, boards: i }, legs[i - 1]?.to ?? null));
    for (const call of leg.intermediateCalls) stops.push(stop(call, 'CALL', { arriving: i, boards: null }));
    if (i === legs.length - 1) stops.push(stop(leg.to, 'POD', { arriving: i, boards: null }));
  });
  return stops;
}
