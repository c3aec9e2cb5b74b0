import { distanceNm } from '../geo/index.js';
import { rngFor } from '../rng.js';
import { type Airline, type AirReference, GATEWAYS, lonLat } from './air-reference.js';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
/** Taxi out and in, and the allowance for climbing and descending slower than cruise. */
export const TAXI_OUT_MIN = 12;
export const TAXI_IN_MIN = 8;
const CLIMB_DESCENT_ALLOWANCE_MIN = 10;
export const CRUISE_KMH = 850;

export interface Flight {
  /** Flight number and UTC date of scheduled departure, e.g. EK9862-20260301. */
  id: string;
  flightNumber: string;
  airlinePrefix: string;
  origin: string;
  destination: string;
  distanceKm: number;
  /** Off-block (departure) and on-block (arrival) times, epoch ms. */
  scheduledDeparture: number;
  scheduledArrival: number;
  actualDeparture: number;
  actualArrival: number;
}

export interface FlightTable {
  /** The daily flight of an airline between two airports leaving on the UTC day of `dayMs`. */
  flightOn(airline: Airline, from: string, to: string, dayMs: number): Flight;
  /** The first daily flight that is scheduled to leave at or after `notBefore`. */
  nextFlight(airline: Airline, from: string, to: string, notBefore: number): Flight;
  byId(id: string): Flight | undefined;
}

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/** Great-circle block time: taxi + climb/descent allowance + distance at cruise speed. */
export function blockMinutes(distanceKm: number): number {
  return TAXI_OUT_MIN + TAXI_IN_MIN + CLIMB_DESCENT_ALLOWANCE_MIN + (distanceKm / CRUISE_KMH) * 60;
}

/**
 * Every airline flies every ordered pair of the sandbox airports daily (only the pairs AWBs use
 * matter). Flight numbers are the pair's index in a sorted list, so they are unique per airline
 * and a flight id can be parsed back into its route without any stored state.
 */
export function createFlightTable(seed: number, ref: AirReference): FlightTable {
  const airports = [...new Set([...GATEWAYS, ...ref.airlines.map((a) => a.hub)])].sort();
  const pairs: [string, string][] = airports.flatMap((a) =>
    airports.filter((b) => b !== a).map((b): [string, string] => [a, b]),
  );
  const pairIndex = new Map(pairs.map(([a, b], i) => [`${a}${b}`, i]));
  const number = (airline: Airline, from: string, to: string): string => {
    const i = pairIndex.get(`${from}${to}`);
    if (i === undefined) throw new RangeError(`no sandbox route ${from}-${to}`);
    return `${airline.iata}${1000 + i}`;
  };
  const flightOn = (airline: Airline, from: string, to: string, dayMs: number): Flight => {
    const flightNumber = number(airline, from, to);
    const day = Math.floor(dayMs / DAY_MS) * DAY_MS;
    const id = `${flightNumber}-${ymd(day)}`;
    const slot = rngFor(seed, 'air-slot', flightNumber).int(0, 95) * 15 * MINUTE_MS;
    const a = ref.airport(from);
    const b = ref.airport(to);
    if (!a || !b) throw new RangeError(`unknown airport in ${from}-${to}`);
    const distanceKm = distanceNm(lonLat(a), lonLat(b)) * 1.852;
    const block = Math.round(blockMinutes(distanceKm)) * MINUTE_MS;
    const rng = rngFor(seed, 'air-flight', id);
    const delayMin = rng.chance(0.18)
      ? rng.int(30, 360)
      : Math.round(Math.max(-10, Math.min(25, rng.normal(4, 8))));
    const actualDeparture = day + slot + delayMin * MINUTE_MS;
    const actualBlock = Math.round((block * Math.max(0.96, Math.min(1.05, rng.normal(1, 0.02)))) / MINUTE_MS);
    return {
      id,
      flightNumber,
      airlinePrefix: airline.prefix,
      origin: from,
      destination: to,
      distanceKm,
      scheduledDeparture: day + slot,
      scheduledArrival: day + slot + block,
      actualDeparture,
      actualArrival: actualDeparture + actualBlock * MINUTE_MS,
    };
  };
  const nextFlight = (airline: Airline, from: string, to: string, notBefore: number): Flight => {
    const today = flightOn(airline, from, to, notBefore);
    return today.scheduledDeparture >= notBefore ? today : flightOn(airline, from, to, notBefore + DAY_MS);
  };
  const byId = (id: string): Flight | undefined => {
    const m = /^([A-Z0-9]{2})(\d{4})-(\d{4})(\d{2})(\d{2})$/.exec(id.trim().toUpperCase());
    if (!m) return undefined;
    const [, iata, num, y, mo, d] = m;
    const airline = ref.airlines.find((x) => x.iata === iata);
    const pair = pairs[Number(num) - 1000];
    const day = Date.UTC(Number(y), Number(mo) - 1, Number(d));
    if (!airline || !pair || Number.isNaN(day) || ymd(day) !== `${y}${mo}${d}`) return undefined;
    return flightOn(airline, pair[0], pair[1], day);
  };
  return { flightOn, nextFlight, byId };
}
