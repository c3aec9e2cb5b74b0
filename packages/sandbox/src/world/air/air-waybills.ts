import { distanceNm } from '../geo/index.js';
import { type Rng, rngFor } from '../rng.js';
import { type Airline, type AirReference, GATEWAYS, lonLat } from './air-reference.js';
import { formatAwb } from './awb-number.js';
import { DAY_MS, type Flight, type FlightTable, MINUTE_MS } from './flights.js';
import { type AirEvent, fsuEvents } from './fsu-events.js';

export interface AirWaybill {
  /** Printed form with the hyphen, e.g. 160-12345675. */
  awbNumber: string;
  airlinePrefix: string;
  airlineIata: string;
  origin: string;
  destination: string;
  pieces: number;
  weightKg: number;
  volumeM3: number;
  bookedAt: number;
  /** Flights flown in order; two when routed via the airline's hub. */
  flights: readonly Flight[];
  offloadedFrom: Flight | null;
  /** Every FSU message, chronological; the providers show those up to their clock's now. */
  events: readonly AirEvent[];
}

/** Segments shorter than this are trucked between neighbours (HKG–SZX), not flown. */
const MIN_SEGMENT_KM = 1200;
const MIN_CONNECTION_MS = 5 * 3_600_000;

function routeFor(ref: AirReference, airline: Airline, rng: Rng): string[] {
  const km = (a: string, b: string) => {
    const x = ref.airport(a);
    const y = ref.airport(b);
    return x && y ? distanceNm(lonLat(x), lonLat(y)) * 1.852 : 0;
  };
  const hub = airline.hub;
  const places = [...new Set([...GATEWAYS, hub])];
  for (let attempt = 0; attempt < 50; attempt++) {
    const o = rng.chance(0.25) ? hub : rng.pick(places);
    const d = rng.pick(places);
    if (o === d) continue;
    const direct = km(o, d) >= MIN_SEGMENT_KM;
    if ((o === hub || d === hub) && direct) return [o, d];
    const via = km(o, hub) >= MIN_SEGMENT_KM && km(hub, d) >= MIN_SEGMENT_KM;
    if (via && (!direct || rng.chance(0.7))) return [o, hub, d];
    if (direct && o !== hub && d !== hub) return [o, d];
  }
  return [hub, hub === 'FRA' ? 'JFK' : 'FRA'];
}

/** Air waybill `index` of the world: every draw is keyed by the seed and the index. */
export function planAirWaybill(
  seed: number,
  index: number,
  window: { from: number; to: number },
  ref: AirReference,
  flights: FlightTable,
): AirWaybill {
  const rng = rngFor(seed, 'awb', index);
  const airline = rng.pick(ref.airlines);
  const route = routeFor(ref, airline, rng);
  const serial = String(rng.int(0, 9_999_999)).padStart(7, '0');
  const target = rng.range(window.from + 3 * DAY_MS, window.to - 5 * DAY_MS);
  const [o = '', second = '', third] = route;
  let first = flights.nextFlight(airline, o, second, target);
  let offloadedFrom: Flight | null = null;
  if (rng.chance(0.05)) {
    // Offloaded for lack of space: flies on the same flight number a day later.
    offloadedFrom = first;
    first = flights.flightOn(airline, o, second, first.scheduledDeparture + DAY_MS);
  }
  const flown: Flight[] = [first];
  if (third) {
    const ready = Math.max(first.scheduledArrival, first.actualArrival) + MIN_CONNECTION_MS;
    let onward = flights.nextFlight(airline, second, third, ready);
    while (onward.actualDeparture < ready)
      onward = flights.flightOn(airline, second, third, onward.scheduledDeparture + DAY_MS);
    flown.push(onward);
  }
  const pieces = rng.chance(0.3) ? 1 : rng.int(2, 60);
  const weightKg = Math.round(pieces * rng.range(6, 140) * 10) / 10;
  const bookedAt =
    (offloadedFrom ?? first).scheduledDeparture - Math.round(rng.range(2, 7) * 24 * 60) * MINUTE_MS;
  const plan = { origin: o, bookedAt, pieces, weightKg, flights: flown, offloadedFrom };
  return {
    awbNumber: formatAwb(airline.prefix, serial),
    airlinePrefix: airline.prefix,
    airlineIata: airline.iata,
    origin: o,
    destination: route[route.length - 1] ?? o,
    pieces,
    weightKg,
    volumeM3: Math.round((weightKg / rng.range(120, 300)) * 100) / 100,
    bookedAt,
    flights: flown,
    offloadedFrom,
    events: fsuEvents(plan, rng),
  };
}
