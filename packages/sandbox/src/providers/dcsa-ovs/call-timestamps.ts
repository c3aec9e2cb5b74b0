import type { PortCall, PortCallStatus } from '../../world/model.js';

export interface CallTimestamp {
  eventTypeCode: 'ARRI' | 'DEPA';
  eventClassifierCode: 'PLN' | 'EST' | 'ACT';
  /** Epoch ms. */
  at: number;
}

/** How long before a call its estimate is published (about two weeks of schedule visibility). */
export const ESTIMATE_HORIZON_MS = 14 * 86_400_000;

/**
 * What a schedule publishes about a call at simulated time `now`: the proforma time (PLN) always;
 * an estimate (EST) from two weeks before the real time until it happens; the actual (ACT) once
 * passed. Omitted and blanked calls never happen, so they only keep their PLN times.
 */
export function callTimestamps(call: PortCall, now: number): CallTimestamp[] {
  const out: CallTimestamp[] = [];
  const sides: [CallTimestamp['eventTypeCode'], number, number][] = [
    ['ARRI', call.plannedArrival, call.actualArrival],
    ['DEPA', call.plannedDeparture, call.actualDeparture],
  ];
  for (const [eventTypeCode, planned, actual] of sides) {
    out.push({ eventTypeCode, eventClassifierCode: 'PLN', at: planned });
    if (call.status === 'OMITTED' || call.status === 'BLANKED') continue;
    if (actual <= now) out.push({ eventTypeCode, eventClassifierCode: 'ACT', at: actual });
    else if (now >= actual - ESTIMATE_HORIZON_MS)
      out.push({ eventTypeCode, eventClassifierCode: 'EST', at: actual });
  }
  return out;
}

/** The best time known at `now` for one side of a call: actual, else estimate, else plan. */
export function bestTime(call: PortCall, side: 'ARRI' | 'DEPA', now: number): number {
  const known = callTimestamps(call, now).filter((t) => t.eventTypeCode === side);
  return (
    known.find((t) => t.eventClassifierCode === 'ACT') ??
    known.find((t) => t.eventClassifierCode === 'EST') ??
    known[0]!
  ).at;
}

/** OVS 3.0 port call status codes (data/dcsa/ovs_portcallstatuscodes-v300.csv); none when on schedule. */
export function portCallStatusCode(status: PortCallStatus): 'OMIT' | 'BLNK' | 'ADHO' | null {
  if (status === 'OMITTED') return 'OMIT';
  if (status === 'BLANKED') return 'BLNK';
  if (status === 'ADDED_TO_SCHEDULE') return 'ADHO';
  return null;
}

/** A stable reference of a call, unique across voyages (service, vessel, voyage, port, position). */
export function transportCallReference(
  serviceCode: string,
  vesselImo: string,
  voyageNumber: string,
  call: PortCall,
): string {
  return `${serviceCode}-${vesselImo}-${voyageNumber}-${call.locode}-${call.seq + 1}`;
}
