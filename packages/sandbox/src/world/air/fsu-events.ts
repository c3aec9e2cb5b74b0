import type { Rng } from '../rng.js';
import { type Flight, MINUTE_MS } from './flights.js';

/** Cargo-IMP / Cargo-XML FSU status codes the sandbox emits, with the wording airlines print. */
export const FSU_CODES = {
  BKD: 'Booked on flight',
  RCS: 'Received from shipper',
  MAN: 'Manifested on flight',
  OFLD: 'Offloaded from flight',
  DEP: 'Departed',
  ARR: 'Arrived',
  RCF: 'Received from flight',
  DIS: 'Discrepancy found',
  NFD: 'Consignee notified',
  AWD: 'Documents delivered to consignee',
  DLV: 'Delivered to consignee',
} as const;

export type FsuCode = keyof typeof FSU_CODES;

export interface AirEvent {
  code: FsuCode;
  description: string;
  airport: string;
  /** Flight number (e.g. CX1071) and flight id for flight-bound events; null otherwise. */
  flight: string | null;
  flightId: string | null;
  at: number;
  pieces: number;
  weightKg: number;
}

export interface FsuPlan {
  origin: string;
  bookedAt: number;
  pieces: number;
  weightKg: number;
  /** The flights flown, in order (one, or two via the hub). */
  flights: readonly Flight[];
  /** The flight the cargo was booked on first and offloaded from, if any. */
  offloadedFrom: Flight | null;
}

const HOUR_MS = 60 * MINUTE_MS;

/**
 * The FSU messages of one air waybill in the order a handler would send them: booked, received
 * from shipper, manifested, departed; at a transfer arrived, received from flight, manifested,
 * departed; at destination arrived, received from flight, notified, documents and delivered.
 */
export function fsuEvents(plan: FsuPlan, rng: Rng): AirEvent[] {
  const events: AirEvent[] = [];
  const push = (code: FsuCode, airport: string, at: number, flight: Flight | null, pieces = plan.pieces) =>
    events.push({
      code,
      description: FSU_CODES[code],
      airport,
      flight: flight?.flightNumber ?? null,
      flightId: flight?.id ?? null,
      at,
      pieces,
      weightKg:
        pieces === plan.pieces ? plan.weightKg : Math.round((plan.weightKg * pieces * 10) / plan.pieces) / 10,
    });
  const first = plan.offloadedFrom ?? plan.flights[0];
  if (!first) throw new RangeError('an air waybill needs a flight');
  push('BKD', plan.origin, plan.bookedAt, first);
  push('RCS', plan.origin, first.scheduledDeparture - rng.int(5 * 60, 30 * 60) * MINUTE_MS, null);
  if (plan.offloadedFrom) {
    push('MAN', plan.origin, plan.offloadedFrom.actualDeparture - 2 * HOUR_MS, plan.offloadedFrom);
    push('OFLD', plan.origin, plan.offloadedFrom.actualDeparture, plan.offloadedFrom);
  }
  plan.flights.forEach((f, i) => {
    if (i > 0)
      push(
        'RCF',
        f.origin,
        (plan.flights[i - 1]?.actualArrival ?? 0) + rng.int(45, 150) * MINUTE_MS,
        plan.flights[i - 1] ?? null,
      );
    push('MAN', f.origin, f.actualDeparture - 2 * HOUR_MS, f);
    push('DEP', f.origin, f.actualDeparture, f);
    push('ARR', f.destination, f.actualArrival, f);
  });
  const last = plan.flights[plan.flights.length - 1] as Flight;
  let t = last.actualArrival + rng.int(60, 240) * MINUTE_MS;
  push('RCF', last.destination, t, last);
  let found = plan.pieces;
  if (plan.pieces > 1 && rng.chance(0.03)) {
    // A piece short at breakdown: the handler reports the discrepancy and delivers what it has.
    found = plan.pieces - 1;
    push('DIS', last.destination, t + 15 * MINUTE_MS, last, found);
  }
  t += rng.int(30, 360) * MINUTE_MS;
  push('NFD', last.destination, t, null, found);
  if (rng.chance(0.6)) push('AWD', last.destination, t + rng.int(60, 720) * MINUTE_MS, null, found);
  push('DLV', last.destination, t + rng.int(13 * 60, 72 * 60) * MINUTE_MS, null, found);
  return events.sort((a, b) => a.at - b.at);
}
