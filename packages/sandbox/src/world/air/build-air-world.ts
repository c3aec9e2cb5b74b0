import { type Airline, type Airport, type AirReference, loadAirReference } from './air-reference.js';
import { type AirWaybill, planAirWaybill } from './air-waybills.js';
import { parseAwb } from './awb-number.js';
import { type FlightPosition, flightPositionAt } from './flight-position.js';
import { createFlightTable, DAY_MS, type Flight } from './flights.js';

export interface AirWorldOptions {
  seed: number;
  /** Simulated instant the window is built around: ~6 months back, 8 weeks ahead. */
  anchor: number;
  /** Air waybills in the window; about 2,000 by default. */
  awbs?: number;
  dataDir?: string;
}

export interface AirWorld {
  readonly seed: number;
  readonly anchor: number;
  readonly from: number;
  readonly to: number;
  readonly airlines: readonly Airline[];
  readonly awbs: readonly AirWaybill[];
  airport(iata: string): Airport | undefined;
  airline(prefixOrIata: string): Airline | undefined;
  /** Lookup by AWB number with or without the hyphen; undefined when unknown or malformed. */
  awbByNumber(awbNumber: string): AirWaybill | undefined;
  /** Any daily flight of the sandbox airlines by id (e.g. CX1071-20260301). */
  flightById(id: string): Flight | undefined;
  flightPositionAt(flight: Flight, t: number): FlightPosition;
  /** For search pages: AWBs moving at the anchor, spread over airlines, and flights airborne then. */
  samples(): { awbNumbers: string[]; flightIds: string[] };
}

/** The air cargo world: a pure function of seed and anchor, independent of the ocean world. */
export function buildAirWorld(options: AirWorldOptions): AirWorld {
  const { seed, anchor } = options;
  const ref: AirReference = loadAirReference(options.dataDir);
  const from = anchor - 183 * DAY_MS;
  const to = anchor + 56 * DAY_MS;
  const flights = createFlightTable(seed, ref);
  const byNumber = new Map<string, AirWaybill>();
  const count = options.awbs ?? 2000;
  // Serials are drawn at random; a rare repeat keeps the first index so lookups stay unambiguous.
  for (let i = 0; byNumber.size < count && i < count * 2; i++) {
    const awb = planAirWaybill(seed, i, { from, to }, ref, flights);
    if (!byNumber.has(awb.awbNumber)) byNumber.set(awb.awbNumber, awb);
  }
  const awbs = [...byNumber.values()];
  const samples = () => {
    const active = awbs.filter(
      (a) => (a.events[0]?.at ?? 0) <= anchor && (a.events.at(-1)?.at ?? 0) > anchor,
    );
    const awbNumbers = ref.airlines.flatMap((al) =>
      active
        .filter((a) => a.airlinePrefix === al.prefix)
        .slice(0, 2)
        .map((a) => a.awbNumber),
    );
    const airborne = awbs
      .flatMap((a) => a.flights)
      .filter((f) => f.actualDeparture <= anchor && f.actualArrival > anchor);
    return { awbNumbers, flightIds: [...new Set(airborne.map((f) => f.id))].slice(0, 20) };
  };
  return {
    seed,
    anchor,
    from,
    to,
    airlines: ref.airlines,
    awbs,
    airport: ref.airport,
    airline: (code) => ref.airlines.find((a) => a.prefix === code || a.iata === code.toUpperCase()),
    awbByNumber: (n) => {
      const parsed = parseAwb(n);
      return parsed.ok ? byNumber.get(parsed.awbNumber) : undefined;
    },
    flightById: flights.byId,
    flightPositionAt: (flight, t) => flightPositionAt(ref, flight, t),
    samples,
  };
}
