/**
 * One booking, planned from its stable key (booked voyage, slot): carrier, route, inland legs,
 * equipment and numbers. Everything is drawn from `rngFor(seed, 'shipment', voyageId, slot)`,
 * so a booking looks the same in every world window that contains it.
 */
import { distanceNm } from '../geo/great-circle.js';
import type { Carrier, Container, InlandLeg, Shipment, Voyage } from '../model.js';
import { type Rng, rngFor } from '../rng.js';
import type { CargoReference, InlandPlace } from './inputs.js';
import { billOfLading, bookingReference, containerNumberFor, containerOrdinal } from './numbering.js';
import { chooseRoute, type RouteContext } from './route.js';

const DAY = 86_400_000;
const KM_PER_NM = 1.852;

export const SHARES = { transship: 0.7, rolled: 0.03, cancelled: 0.02, preCarriage: 0.3, onCarriage: 0.3 };
/** Countries whose ports feed the European inland rail points. */
const EU_RAIL = new Set(['DE', 'NL', 'BE', 'PL', 'IT', 'SI', 'HR', 'FR', 'AT', 'CZ']);

export interface PlanContext extends RouteContext {
  seed: number;
  reference: CargoReference;
  inland: readonly InlandPlace[];
  carrier(scac: string): Carrier | undefined;
  /** Lessor prefixes for carriers without their own (and for the boxes every line leases). */
  leasingPrefixes: readonly string[];
  voyageCap: number;
}

/** Containers of a booking; drawn apart from the plan so ordinals can be laid out first. */
export function containerCountOf(seed: number, voyageId: string, slot: number): number {
  const u = rngFor(seed, 'shipment-size', voyageId, slot).next();
  return u < 0.45 ? 1 : u < 0.7 ? 2 : u < 0.85 ? 3 : u < 0.95 ? 4 : 5;
}

function countryOf(code: string, ctx: PlanContext): string {
  return ctx.reference.ports.get(code)?.country ?? code.slice(0, 2);
}

function inlandNear(code: string, role: InlandPlace['role'], maxKm: number, rng: Rng, ctx: PlanContext) {
  const port = ctx.reference.ports.get(code);
  if (!port) return null;
  const near = ctx.inland.filter(
    (p) =>
      p.role === role &&
      p.locode !== code &&
      distanceNm([port.lon, port.lat], [p.lon, p.lat]) * KM_PER_NM <= maxKm,
  );
  return near.length > 0 ? rng.pick(near) : null;
}

function onCarriageFor(pod: string, rng: Rng, ctx: PlanContext): InlandLeg | null {
  const country = countryOf(pod, ctx);
  const maxKm = country === 'US' ? 3_500 : EU_RAIL.has(country) ? 1_200 : 0;
  if (maxKm === 0 || !rng.chance(SHARES.onCarriage)) return null;
  const place = inlandNear(pod, 'PDE', maxKm, rng, ctx);
  return place ? { mode: 'RAIL', fromLocode: pod, toLocode: place.locode } : null;
}

function preCarriageFor(pol: string, rng: Rng, ctx: PlanContext): InlandLeg | null {
  if (countryOf(pol, ctx) !== 'CN' || !rng.chance(SHARES.preCarriage)) return null;
  const place = inlandNear(pol, 'PRE', 350, rng, ctx);
  return place ? { mode: 'TRUCK', fromLocode: place.locode, toLocode: pol } : null;
}

function equipment(rng: Rng, carrier: Carrier, ordinal: number, ctx: PlanContext): Container {
  const own = carrier.containerPrefixes;
  // Lines lease a good part of their boxes, so lessor prefixes show up under every carrier.
  const prefix = own.length > 0 && !rng.chance(0.15) ? rng.pick(own) : rng.pick(ctx.leasingPrefixes);
  const u = rng.next();
  const isoType = u < 0.08 ? '45R1' : u < 0.3 ? '22G1' : '45G1';
  const [min, max] =
    isoType === '22G1' ? [8_000, 26_000] : isoType === '45R1' ? [18_000, 29_000] : [7_000, 28_500];
  return {
    number: containerNumberFor(prefix, ordinal),
    isoType,
    sealNumber: `${carrier.scac.slice(0, 2)}${rng.int(1_000_000, 9_999_999)}`,
    grossWeightKg: Math.round(rng.range(min, max) / 10) * 10,
  };
}

/**
 * The booking in slot `slot` of voyage `booked`, whose containers take ordinals
 * `firstIndex … firstIndex + count − 1` of the voyage's number block; null when its route
 * cannot be sailed in this fleet (e.g. the connecting sailing lies outside the world).
 */
export function planShipment(
  booked: Voyage,
  voyageSlot: number,
  slot: number,
  firstIndex: number,
  ctx: PlanContext,
): Shipment | null {
  const rng = rngFor(ctx.seed, 'shipment', booked.id, slot);
  const service = ctx.index.service(booked.serviceCode);
  if (!service) return null;
  const partners = service.partnerScacs.filter((scac) => ctx.carrier(scac));
  const scac = partners.length > 0 && rng.chance(0.35) ? rng.pick(partners) : service.operatorScac;
  const carrier = ctx.carrier(scac);
  if (!carrier) return null;
  const cancelled = rng.chance(SHARES.cancelled);
  const route = chooseRoute(
    booked,
    rng,
    { transship: rng.chance(SHARES.transship), rolled: rng.chance(SHARES.rolled) },
    ctx,
  );
  if (!route) return null;
  const firstLeg = route.legs[0];
  const lastLeg = route.legs[route.legs.length - 1];
  const pol = ctx.index.voyage(firstLeg?.voyageId ?? '')?.calls[firstLeg?.loadCallSeq ?? -1]?.locode;
  const pod = ctx.index.voyage(lastLeg?.voyageId ?? '')?.calls[lastLeg?.dischargeCallSeq ?? -1]?.locode;
  if (!pol || !pod) return null;

  const week = Math.floor((booked.calls[0]?.plannedDeparture ?? 0) / (7 * DAY));
  const ordinalOf = (i: number) =>
    containerOrdinal(ctx.seed, week, voyageSlot, ctx.voyageCap, firstIndex + i);
  const booking = bookingReference(ctx.seed, scac, ordinalOf(0), pol);
  const bookedCall = booked.calls[(route.rolledFrom ?? firstLeg)?.loadCallSeq ?? 0];
  const preCarriage = preCarriageFor(pol, rng, ctx);
  const onCarriage = onCarriageFor(pod, rng, ctx);
  const count = containerCountOf(ctx.seed, booked.id, slot);
  const containers = cancelled
    ? []
    : Array.from({ length: count }, (_, i) => equipment(rng, carrier, ordinalOf(i), ctx));

  return {
    carrierScac: scac,
    carrierBookingReference: booking,
    transportDocumentReference: cancelled ? null : billOfLading(carrier.blPrefix, booking),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    bookedAt: (bookedCall?.plannedDeparture ?? 0) - Math.round(rng.range(6, 35) * DAY),
    placeOfReceipt: preCarriage?.fromLocode ?? null,
    portOfLoading: pol,
    portOfDischarge: pod,
    placeOfDelivery: onCarriage?.toLocode ?? null,
    preCarriage,
    onCarriage,
    legs: route.legs,
    rolledFrom: route.rolledFrom,
    containers,
  };
}
