import type { World } from '../../world/model.js';
import { transportCallReference } from '../dcsa-ovs/call-timestamps.js';
import { DAY_MS, isoDateTime, parseIsoDate } from '../http/date-time.js';
import { HttpError } from '../http/errors.js';
import { csCutOffs, csLocation, csServicePartner, csVessel, isSellable } from './cs-parts.js';
import { type RouteLeg, searchRoutes } from './route-search.js';

type Json = Record<string, unknown>;
const PARAMS = new Set([
  'placeOfReceipt',
  'placeOfDelivery',
  'departureStartDate',
  'departureEndDate',
  'arrivalStartDate',
  'arrivalEndDate',
  'maxTranshipment',
  'receiptTypeAtOrigin',
  'deliveryTypeAtDestination',
  'cargoType',
]);
/** Departures searched when no departure window is given: the next six weeks. */
const DEFAULT_WINDOW_DAYS = 42;

const ref = (l: RouteLeg, seq: number) =>
  transportCallReference(
    l.voyage.serviceCode,
    l.voyage.vesselImo,
    l.voyage.voyageNumber,
    l.voyage.calls[seq]!,
  );

function renderLeg(world: World, l: RouteLeg, sequenceNumber: number): Json {
  const intermediate = l.voyage.calls.filter(
    (c) => c.seq > l.from.seq && c.seq < l.to.seq && isSellable(l.voyage, c),
  );
  return {
    sequenceNumber,
    transport: {
      modeOfTransport: 'VESSEL',
      servicePartners: [csServicePartner(world, l.voyage)],
      universalExportVoyageReference: l.voyage.universalVoyageReference,
      universalImportVoyageReference: l.voyage.universalVoyageReference,
      vessel: csVessel(world.vesselByImo(l.voyage.vesselImo), l.voyage.vesselImo),
    },
    departure: {
      transportCallReference: ref(l, l.from.seq),
      facilityTypeCode: 'POTE',
      location: csLocation(world, l.from),
      dateTime: isoDateTime(l.departure),
    },
    ...(intermediate.length > 0
      ? {
          intermediateCalls: intermediate.map((c) => ({
            transportCallReference: ref(l, c.seq),
            facilityTypeCode: 'POTE',
            location: csLocation(world, c),
            arrivalDateTime: isoDateTime(c.plannedArrival),
            departureDateTime: isoDateTime(c.plannedDeparture),
          })),
        }
      : {}),
    arrival: {
      transportCallReference: ref(l, l.to.seq),
      facilityTypeCode: 'POTE',
      location: csLocation(world, l.to),
      dateTime: isoDateTime(l.arrival),
    },
    cutOffTimes: csCutOffs(l.from),
  };
}

/**
 * CS 1.0 GET /v1/point-to-point-routes: port-to-port (CY/CY) routings between two UN/LOCODEs,
 * numbered by departure so solutionNumber stays the same across pages.
 */
export function pointToPointRoutes(world: World, filters: URLSearchParams, now: number): Json[] {
  for (const name of filters.keys())
    if (!PARAMS.has(name)) throw new HttpError(400, `Unknown query parameter ${name}`, name);
  const place = (name: string) => {
    const v = filters.get(name);
    if (!v || !/^[A-Z]{2}[A-Z2-9]{3}$/.test(v))
      throw new HttpError(400, `${name} is required (UN/LOCODE)`, name);
    return v;
  };
  const date = (name: string, fallback: number) => {
    const raw = filters.get(name);
    if (raw === null) return fallback;
    const ms = parseIsoDate(raw);
    if (ms === undefined) throw new HttpError(400, `${name} must be a date (YYYY-MM-DD)`, name);
    return ms;
  };
  const maxT = Number(filters.get('maxTranshipment') ?? '1');
  if (!Number.isInteger(maxT) || maxT < 0)
    throw new HttpError(400, 'maxTranshipment must be an integer ≥ 0', 'maxTranshipment');
  const origin = place('placeOfReceipt');
  const destination = place('placeOfDelivery');
  // Only container-yard service is offered; a store-door or CFS request finds no routing.
  if (
    [filters.get('receiptTypeAtOrigin'), filters.get('deliveryTypeAtDestination')].some(
      (t) => t !== null && t !== 'CY',
    )
  )
    return [];
  const departFrom = date('departureStartDate', Math.floor(now / DAY_MS) * DAY_MS);
  const departTo = date('departureEndDate', departFrom + (DEFAULT_WINDOW_DAYS - 1) * DAY_MS) + DAY_MS - 1;
  const arriveFrom = date('arrivalStartDate', Number.NEGATIVE_INFINITY);
  const arriveTo = date('arrivalEndDate', Number.POSITIVE_INFINITY - DAY_MS) + DAY_MS - 1;
  const routes = searchRoutes(
    world,
    { origin, destination, departFrom, departTo, arriveFrom, arriveTo, maxTranshipment: maxT },
    now,
  );
  return routes.map((legs, i) => {
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    return {
      placeOfReceipt: {
        facilityTypeCode: 'POTE',
        location: csLocation(world, first.from),
        dateTime: isoDateTime(first.departure),
      },
      placeOfDelivery: {
        facilityTypeCode: 'POTE',
        location: csLocation(world, last.to),
        dateTime: isoDateTime(last.arrival),
      },
      receiptTypeAtOrigin: 'CY',
      deliveryTypeAtDestination: 'CY',
      cutOffTimes: csCutOffs(first.from),
      solutionNumber: i + 1,
      transitTime: Math.ceil((last.arrival - first.departure) / DAY_MS),
      legs: legs.map((l, n) => renderLeg(world, l, n + 1)),
    };
  });
}
