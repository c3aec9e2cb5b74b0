import {
  type Airport,
  type AirWaybill,
  type AirWorld,
  awbEventsAt,
  bookedFlightsAt,
  type Flight,
  type FlightPosition,
  flightEstimateAt,
} from '../../world/air/index.js';
import { isoDateTime } from '../http/date-time.js';

/** Renders the air world as an air-cargo tracking API would: only what has happened by `now`. */
const iso = (ms: number) => isoDateTime(ms);
const ifPast = (ms: number, now: number) => (ms <= now ? iso(ms) : null);

export function renderAirport(a: Airport): Record<string, unknown> {
  return {
    iata: a.iata,
    icao: a.icao,
    name: a.name,
    city: a.city,
    country: a.country,
    latitude: a.lat,
    longitude: a.lon,
    timeZone: a.timeZone,
  };
}

function airportRef(air: AirWorld, iata: string): Record<string, unknown> {
  const a = air.airport(iata);
  return a ? { iata, name: a.name, city: a.city, latitude: a.lat, longitude: a.lon } : { iata };
}

export function flightStatus(f: Flight, now: number): 'scheduled' | 'active' | 'landed' {
  if (now < f.actualDeparture) return 'scheduled';
  return now < f.actualArrival ? 'active' : 'landed';
}

export function renderFlight(air: AirWorld, f: Flight, now: number): Record<string, unknown> {
  const calculated = flightEstimateAt(f, now);
  return {
    flightId: f.id,
    flightNumberIata: f.flightNumber,
    airlineName: air.airline(f.airlinePrefix)?.name ?? null,
    status: flightStatus(f, now),
    depAirport: airportRef(air, f.origin),
    arrAirport: airportRef(air, f.destination),
    scheduledDeparture: iso(f.scheduledDeparture),
    scheduledArrival: iso(f.scheduledArrival),
    actualDeparture: ifPast(f.actualDeparture, now),
    actualArrival: ifPast(f.actualArrival, now),
    // The airline's calculated times as published by now: the schedule a day out, the actual
    // times once they have happened (see world/air/flight-estimates).
    calculatedDeparture: iso(calculated.departure),
    calculatedArrival: iso(calculated.arrival),
    estimatedArrival: iso(calculated.arrival),
  };
}

export function renderPosition(p: FlightPosition): Record<string, unknown> {
  return {
    timestamp: iso(p.t),
    latitude: Math.round(p.lat * 1e5) / 1e5,
    longitude: Math.round(p.lon * 1e5) / 1e5,
    altitudeFt: p.altitudeFt,
    groundSpeedKt: p.groundSpeedKt,
    heading: p.headingDeg,
    onGround: p.onGround,
  };
}

export function renderAwb(air: AirWorld, awb: AirWaybill, now: number): Record<string, unknown> {
  // FSU messages sent so far (ACT), then the estimated DEP/ARR of the flights still ahead (EST).
  const events = awbEventsAt(awb, now);
  const last = events.filter((e) => e.classifier === 'ACT').at(-1);
  const airline = air.airline(awb.airlinePrefix);
  return {
    awbNumber: awb.awbNumber,
    airline: { prefix: awb.airlinePrefix, iataCode: awb.airlineIata, name: airline?.name ?? null },
    origin: airportRef(air, awb.origin),
    destination: airportRef(air, awb.destination),
    pieces: awb.pieces,
    weight: { value: awb.weightKg, unit: 'KG' },
    volume: { value: awb.volumeM3, unit: 'MC' },
    status: last?.code ?? null,
    statusDescription: last?.description ?? null,
    lastUpdated: last ? iso(last.at) : null,
    routing: bookedFlightsAt(awb, now).map((f, i) => ({
      segment: i + 1,
      flightNumber: f.flightNumber,
      flightId: f.id,
      origin: f.origin,
      destination: f.destination,
      scheduledDeparture: iso(f.scheduledDeparture),
      scheduledArrival: iso(f.scheduledArrival),
      estimatedDeparture: iso(flightEstimateAt(f, now).departure),
      estimatedArrival: iso(flightEstimateAt(f, now).arrival),
      actualDeparture: ifPast(f.actualDeparture, now),
      actualArrival: ifPast(f.actualArrival, now),
    })),
    events: events.map((e) => ({
      eventClassifier: e.classifier,
      code: e.code,
      description: e.description,
      airport: e.airport,
      flight: e.flight,
      timestamp: iso(e.at),
      pieces: e.pieces,
      weight: { value: e.weightKg, unit: 'KG' },
    })),
  };
}
