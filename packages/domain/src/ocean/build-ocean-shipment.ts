import { CallIndex } from './call-times.js';
import type { CarrierEvent } from './carrier-event.js';
import type { CodedEvent, EventCoder } from './coded-event.js';
import { bestTime, dateHistoryOf, daysBetween, delayDays } from './date-history.js';
import { inferInlandModes } from './infer-inland-mode.js';
import { deriveLocationRoles } from './location-roles.js';
import { findOmittedCalls, isOmittedEvent } from './omitted-calls.js';
import { orderEvents } from './order-events.js';
import type { PortDirectory } from './port-directory.js';
import {
  bookingStatusOf,
  documentsOf,
  equipmentsOf,
  placesOf,
  shipmentLocationsOf,
} from './shipment-parts.js';
import { currentStatusOf, isCompleted } from './shipment-status.js';
import type { OceanShipmentView, StatusCategory } from './shipment-view.js';
import { displayStatusOf } from './status-category.js';
import { selectCurrentVersions } from './supersession.js';
import { terminalSummaryOf } from './terminal-summary.js';
import { eventTimeIso, iso, isVesselMove, type TimedEvent, toTimedEvent } from './timed-event.js';
import { toShipmentEvent } from './to-shipment-event.js';
import { buildTransports } from './transports.js';
import { deriveVesselLegs } from './vessel-legs.js';
import { computeWarnings, flagWarningEvents } from './warnings/index.js';

export interface BuildOceanShipmentInput {
  /** Our carrier code (SCAC), e.g. MAEU, MSCU, EGLV (EMC/MSC get their transshipment rule). */
  carrierCode: string;
  billNo: string | null;
  containerNo: string | null;
  bookingNo: string | null;
  /** Every stored event of the shipment, any order, duplicates and superseded versions included. */
  events: readonly CarrierEvent[];
  ports: PortDirectory;
  now: Date;
  /** Maps each event to its product code once its place's role is known (the DCSA connector's). */
  codeEvent: EventCoder;
  /** Archived by the user: the shipment counts as complete whatever its events say. */
  archived?: boolean;
}

const vesselOnly = (list: readonly TimedEvent[]) => list.filter((t) => isVesselMove(t.source));

/**
 * Turns a shipment's carrier events into the view of spec views.md §3 (pure). One pass to
 * normalise, one sort per port group; every lookup goes through maps, so the cost stays
 * O(n log n) in the number of events.
 */
export function buildOceanShipment(input: BuildOceanShipmentInput): OceanShipmentView {
  const { ports } = input;
  const now = input.now.getTime();
  // An event without a readable time cannot be placed on the timeline: it is left out.
  const timed = input.events.map((e) => toTimedEvent(e, ports)).filter((t) => !Number.isNaN(t.at));
  const versions = selectCurrentVersions(inferInlandModes(timed));
  const omitted = findOmittedCalls(versions.current);
  const onRoute = versions.current.filter((t) => !isOmittedEvent(t, omitted));
  const legs = deriveVesselLegs(onRoute);
  const roles = deriveLocationRoles(onRoute, legs);
  const lastLegVoyage = legs[legs.length - 1]?.voyageKey ?? null;

  const coded: CodedEvent[] = versions.current.map((t) => {
    const skipped = isOmittedEvent(t, omitted);
    const role = skipped
      ? t.voyageKey === lastLegVoyage
        ? 'POD'
        : 'POT'
      : (roles.roleOf.get(t.loc ?? '') ?? null);
    // Written out (no spread): one object shape per event keeps the refresh loop fast.
    return {
      source: t.source,
      at: t.at,
      created: t.created,
      loc: t.loc,
      voyageKey: t.voyageKey,
      code: input.codeEvent(t.source, role),
      actual: t.source.eventClassifier === 'ACT',
      role,
      scheduled: versions.scheduledOf.get(t) ?? null,
      omitted: skipped,
    };
  });
  // A name sent with a facility code names the terminal, not the place: used only when the
  // provider named the place nowhere else.
  const nameHint = new Map<string, string>();
  for (const facilityNames of [true, false])
    for (const t of versions.current)
      if (t.loc && t.source.locationName && (t.source.facilityCode !== null) === facilityNames)
        nameHint.set(t.loc, t.source.locationName);
  const placeName = (loc: string | null) =>
    loc ? (ports.get(loc)?.nameEn ?? nameHint.get(loc) ?? null) : null;

  const routeCodes = roles.route.map((r) => r.code);
  const moves = orderEvents(
    coded.filter((e) => e.source.eventCategory !== 'SHIPMENT'),
    routeCodes,
  );
  const documents = coded.filter((e) => e.source.eventCategory === 'SHIPMENT').sort((a, b) => a.at - b.at);

  const index = new CallIndex(versions.all, new Set(versions.current));
  const departure = index.times(['DEPA', 'LOAD'], roles.pol);
  const arrival = index.arrivalTimes(['ARRI', 'DISC'], roles.pod);
  const bookingStatus = bookingStatusOf(versions.current);
  const completed = isCompleted(coded, input.archived === true);

  const status = currentStatusOf({
    moves,
    documents,
    cancelled: bookingStatus === 'CANCELLED',
    hasInlandDestination: roles.pde !== null,
    placeName,
  });
  let statusCategory: StatusCategory | null = status?.category ?? null;
  if (!statusCategory && coded.length > 0) statusCategory = 'BOOKED';

  const polVersions = vesselOnly(index.versions('DEPA', roles.pol));
  const rolledVersions = polVersions.length > 0 ? polVersions : vesselOnly(index.versions('LOAD', roles.pol));
  const warnings = computeWarnings({
    now,
    containerNumber: input.containerNo,
    pol: roles.pol,
    pod: roles.pod,
    podArrival: arrival,
    polDepartureVersions: rolledVersions,
    events: coded,
    omitted,
    lastLegVoyage,
    cancelled: bookingStatus === 'CANCELLED',
    completed,
  });
  const flags = flagWarningEvents(coded, warnings);
  const view = (e: CodedEvent) => toShipmentEvent(e, flags.get(e) ?? null, placeName(e.loc));
  const podVersions = vesselOnly(index.versions('ARRI', roles.pod));
  const latestCreated = versions.all.reduce((max, t) => Math.max(max, t.created), Number.NEGATIVE_INFINITY);

  return {
    proxy: {
      billNo: input.billNo,
      containerNo: input.containerNo,
      booking: { bookingNo: input.bookingNo, bookingStatus },
      places: placesOf(roles, index, ports, nameHint, firstEventTimes(moves)),
    },
    carrier: { carrierCode: input.carrierCode },
    status,
    statusCategory,
    displayStatus: displayStatusOf(completed, statusCategory),
    completed,
    updateTime: iso(Number.isFinite(latestCreated) ? latestCreated : null),
    shipmentEquipments: equipmentsOf(versions.current),
    shipmentLocations: shipmentLocationsOf(roles, ports, nameHint),
    transports: buildTransports(legs, index, versions.all, onRoute, ports),
    transportEvents: moves.filter((e) => e.source.eventCategory === 'TRANSPORT').map(view),
    equipmentEvents: moves.filter((e) => e.source.eventCategory === 'EQUIPMENT').map(view),
    shipmentEvents: documents.map(view),
    shipmentDocuments: documentsOf(versions.current),
    terminal: terminalSummaryOf({
      events: versions.current,
      index,
      stops: roles.route.filter((r) => r.role !== 'PRE' && r.role !== 'PDE').map((r) => r.code),
      legs,
    }),
    warnings,
    etdHistory: dateHistoryOf(polVersions.length > 0 ? polVersions : rolledVersions),
    etaHistory: dateHistoryOf(
      podVersions.length > 0 ? podVersions : vesselOnly(index.versions('DISC', roles.pod)),
    ),
    departureDelayDays: delayDays(departure, null),
    arrivalDelayDays: delayDays(arrival, null),
    durationDays: daysBetween(bestTime(departure), bestTime(arrival)),
  };
}

function firstEventTimes(moves: readonly CodedEvent[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of moves)
    if (e.loc && e.source.eventClassifier === 'ACT' && !out.has(e.loc)) out.set(e.loc, eventTimeIso(e));
  return out;
}
