import { interpolateGreatCircle } from '../geo/great-circle.js';
import { distanceNm, initialBearingDeg } from '../geo/index.js';
import type { AirReference } from './air-reference.js';
import { lonLat } from './air-reference.js';
import { type Flight, MINUTE_MS, TAXI_IN_MIN, TAXI_OUT_MIN } from './flights.js';

export interface FlightPosition {
  t: number;
  lat: number;
  lon: number;
  altitudeFt: number;
  groundSpeedKt: number;
  /** Degrees clockwise from true north, 0–360. */
  headingDeg: number;
  onGround: boolean;
}

const CRUISE_FT = 35_000;
const CLIMB_MIN = 22;
const DESCENT_MIN = 28;
/** Speeds at lift-off / touch-down; ground speed ramps between these and cruise. */
const LOW_KT = 160;

/**
 * Where a flight is at `t`: parked at the origin until wheels-up (off-block + taxi), on the
 * great circle while airborne, parked at the destination after touch-down. Speed ramps up in the
 * climb and down in the descent; the distance flown is the integral of that profile, so position
 * and ground speed agree and the aircraft reaches the destination exactly at touch-down.
 */
export function flightPositionAt(ref: AirReference, flight: Flight, t: number): FlightPosition {
  const from = ref.airport(flight.origin);
  const to = ref.airport(flight.destination);
  if (!from || !to) throw new RangeError(`unknown airport on flight ${flight.id}`);
  const a = lonLat(from);
  const b = lonLat(to);
  const course = initialBearingDeg(a, b);
  const up = flight.actualDeparture + TAXI_OUT_MIN * MINUTE_MS;
  const down = flight.actualArrival - TAXI_IN_MIN * MINUTE_MS;
  if (t <= up) return ground(t, from.lat, from.lon, course);
  // Parked at the destination facing the way it landed: the final course of the great circle.
  if (t >= down) return ground(t, to.lat, to.lon, (initialBearingDeg(b, a) + 180) % 360);
  const airborneMin = (down - up) / MINUTE_MS;
  const climb = Math.min(CLIMB_MIN, airborneMin / 3);
  const descent = Math.min(DESCENT_MIN, airborneMin / 3);
  const cruise = airborneMin - climb - descent;
  const totalNm = distanceNm(a, b);
  // Distance = cruise speed × (cruise + half the ramps) + low speed × half the ramps.
  const cruiseKt = (totalNm * 60 - LOW_KT * (climb + descent) * 0.5) / (cruise + (climb + descent) * 0.5);
  const m = (t - up) / MINUTE_MS;
  let speed: number;
  let flownNm: number;
  let altitude: number;
  if (m < climb) {
    speed = LOW_KT + ((cruiseKt - LOW_KT) * m) / climb;
    flownNm = ((LOW_KT + speed) / 2) * (m / 60);
    altitude = (CRUISE_FT * m) / climb;
  } else if (m < climb + cruise) {
    speed = cruiseKt;
    flownNm = ((LOW_KT + cruiseKt) / 2) * (climb / 60) + cruiseKt * ((m - climb) / 60);
    altitude = CRUISE_FT;
  } else {
    const left = airborneMin - m;
    speed = LOW_KT + ((cruiseKt - LOW_KT) * left) / descent;
    flownNm = totalNm - ((LOW_KT + speed) / 2) * (left / 60);
    altitude = (CRUISE_FT * left) / descent;
  }
  const f = Math.max(0, Math.min(1, flownNm / totalNm));
  const [lon, lat] = interpolateGreatCircle(a, b, f);
  return {
    t,
    lat,
    lon,
    altitudeFt: Math.round(altitude),
    groundSpeedKt: Math.round(speed),
    headingDeg: Math.round(f < 1 ? initialBearingDeg([lon, lat], b) : course) % 360,
    onGround: false,
  };
}

const ground = (t: number, lat: number, lon: number, heading: number): FlightPosition => ({
  t,
  lat,
  lon,
  altitudeFt: 0,
  groundSpeedKt: 0,
  headingDeg: Math.round(heading) % 360,
  onGround: true,
});
