import type { RailSighting, RailTrip } from '../../world/inland/index.js';

const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A US Class I event, shaped like the railroads' EDI 322 / intermodal trace JSON. */
export function renderUsEvent(trip: RailTrip, s: RailSighting): Record<string, unknown> {
  return {
    equipmentId: trip.containerNumber,
    railroad: trip.railroad,
    eventCode: s.code,
    eventDateTime: iso(s.t),
    location: { rampCode: s.locode, latitude: round(s.lat), longitude: round(s.lon) },
    trainId: trip.trainId,
    waybillNumber: trip.waybill,
    originRamp: trip.originLocode,
    destinationRamp: trip.destinationLocode,
    milesToDestination: s.milesToGo,
    etaDestination: iso(s.eta),
  };
}

/** A European rail car location message (CLM-like), as DB Cargo style track APIs publish it. */
export function renderEuEvent(trip: RailTrip, s: RailSighting): Record<string, unknown> {
  return {
    containerNo: trip.containerNumber,
    operator: trip.railroad,
    status: s.code,
    timestamp: iso(s.t),
    position: { lat: round(s.lat), lon: round(s.lon), locode: s.locode },
    trainNumber: trip.trainId,
    consignmentNumber: trip.waybill,
    from: trip.originLocode,
    to: trip.destinationLocode,
    remainingKm: Math.round(s.milesToGo * 1.609344),
    eta: iso(s.eta),
  };
}

function round(x: number): number {
  return Math.round(x * 1e5) / 1e5;
}
