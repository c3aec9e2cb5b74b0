/**
 * Reminder events for the engine (platform.md §3, issue 21): comparing the view before and after a
 * refresh.
 * - Date changes: ETD_CHANGE / ETA_CHANGE when an estimate moves, ATD_CHANGE / ATA_CHANGE when an
 *   actual appears or is corrected, each with the place's role: departure at the load port (place
 *   type 2) and at each transshipment port (the load call of a later leg), arrival at each
 *   transshipment port (the discharge call of an earlier leg), at the discharge port (type 4) and at
 *   the final destination (type 5, when it is not the discharge port). The first estimate ever
 *   seen is not a change (nothing to compare).
 * - Milestones: an actual event of a milestone's codes (MILESTONE_CODES) at a port where the view
 *   before had none of that milestone (holds: of that code).
 * - Warnings: a warning (code, place) the view before did not have.
 * With no view before, everything is "new": the caller stores the first poll's as history.
 */
import type { WarningCode } from './event-codes.js';
import {
  MILESTONE_CODES,
  MILESTONE_TYPES,
  type MilestoneType,
  type PlaceRole,
  type ReminderType,
  reminderSubject,
  warningReminderType,
} from './reminder-types.js';
import type { OceanShipmentView, Place, ShipmentEvent, Transport } from './shipment-view.js';

export interface ReminderEvent {
  type: ReminderType;
  oldValue: string | null;
  /** ISO time: the date, the milestone's actual time, or when a warning was first seen. */
  newValue: string;
  portCode: string;
  /** The port's role on the route; null where it has none (the origin, an inland place). */
  placeRole: PlaceRole | null;
  /** The milestone's event code (DLPT …) or the warning's code (WDLPT …); null for dates. */
  code: string | null;
  /** Where the milestone was seen; null for dates (the fan-out reads it from the view). */
  source: 'carrier' | 'ais' | null;
}

/** One date of the route: where, which role, and its estimate and actual. */
interface RouteDate {
  role: PlaceRole;
  code: string;
  departure: boolean;
  estimated: string | null;
  actual: string | null;
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

const placeOf = (view: OceanShipmentView, type: Place['type']): Place | undefined =>
  view.proxy.places.find((p) => p.type === type);

const fromPlace = (place: Place | undefined, role: PlaceRole, departure: boolean): RouteDate[] =>
  place ? [{ role, code: place.code, departure, estimated: place.eta, actual: place.ata }] : [];

/** Transshipment ports: the discharge call of each vessel leg but the last, the load call of each but the first. */
function transshipmentDates(view: OceanShipmentView): RouteDate[] {
  const pots = new Set(
    view.shipmentLocations.filter((l) => l.locationCategory === 'POT').map((l) => l.location.locationCode),
  );
  const out: RouteDate[] = [];
  const seen = new Set<string>();
  const add = (leg: Transport, departure: boolean) => {
    const call = departure ? leg.loadTransportCall : leg.dischargeTransportCall;
    const key = `${departure} ${call.locationCode}`;
    if (!pots.has(call.locationCode) || seen.has(key)) return;
    seen.add(key);
    out.push({
      role: 'POT',
      code: call.locationCode,
      departure,
      estimated: call.estimated,
      actual: call.actual,
    });
  };
  for (const leg of view.transports) {
    add(leg, false);
    add(leg, true);
  }
  return out;
}

function routeDates(view: OceanShipmentView | null): RouteDate[] {
  if (!view) return [];
  const pod = placeOf(view, 4);
  const pde = placeOf(view, 5);
  return [
    ...fromPlace(placeOf(view, 2), 'POL', true),
    ...transshipmentDates(view),
    ...fromPlace(pod, 'POD', false),
    // A destination that is the discharge port is the same date: told once, as the POD's.
    ...(pde && pde.code !== pod?.code ? fromPlace(pde, 'PDE', false) : []),
  ];
}

function dateChanges(before: OceanShipmentView | null, after: OceanShipmentView): ReminderEvent[] {
  const key = (d: RouteDate) => `${d.role} ${d.departure} ${d.code}`;
  const previous = new Map(routeDates(before).map((d) => [key(d), d]));
  const out: ReminderEvent[] = [];
  for (const date of routeDates(after)) {
    const prev = previous.get(key(date));
    const push = (type: ReminderType, oldValue: string | null, newValue: string) =>
      out.push({
        type,
        oldValue,
        newValue,
        portCode: date.code,
        placeRole: date.role,
        code: null,
        source: null,
      });
    const [estimate, actual] = date.departure
      ? (['ETD_CHANGE', 'ATD_CHANGE'] as const)
      : (['ETA_CHANGE', 'ATA_CHANGE'] as const);
    const prevEstimate = prev?.estimated ?? null;
    if (date.estimated && prevEstimate && !sameInstant(prevEstimate, date.estimated))
      push(estimate, prevEstimate, date.estimated);
    const prevActual = prev?.actual ?? null;
    if (date.actual && !sameInstant(prevActual, date.actual)) push(actual, prevActual, date.actual);
  }
  return out;
}

const milestoneOf = new Map<string, MilestoneType>(
  MILESTONE_TYPES.flatMap((type) => MILESTONE_CODES[type].map((code) => [code, type] as const)),
);

const allEvents = (view: OceanShipmentView | null): ShipmentEvent[] =>
  view ? [...view.transportEvents, ...view.equipmentEvents, ...view.shipmentEvents] : [];

/** The role of a port on the view's route, null when it has none. */
export function placeRoleOf(view: OceanShipmentView, portCode: string): PlaceRole | null {
  const place = view.proxy.places.find((p) => p.code === portCode && p.type !== 1);
  if (place) return place.type === 2 ? 'POL' : place.type === 4 ? 'POD' : 'PDE';
  const location = view.shipmentLocations.find((l) => l.location.locationCode === portCode);
  const category = location?.locationCategory;
  return category === 'POT' || category === 'POL' || category === 'POD' || category === 'PDE'
    ? category
    : null;
}

/** The actual milestones of a view by subject, the earliest of each (one per port, not per box). */
function milestones(view: OceanShipmentView | null): Map<string, ReminderEvent> {
  const out = new Map<string, ReminderEvent>();
  if (!view) return out;
  for (const event of allEvents(view)) {
    const type = milestoneOf.get(event.eventCode);
    if (!type || event.eventClassifier !== 'ACT') continue;
    const portCode = event.transportCall?.location?.locationCode ?? '';
    const change: ReminderEvent = {
      type,
      oldValue: null,
      newValue: event.eventTime,
      portCode,
      placeRole: placeRoleOf(view, portCode),
      code: event.eventCode,
      source: event.sourceCategory === 'AIS' ? 'ais' : 'carrier',
    };
    const key = `${type} ${reminderSubject({ event: type, portCode, code: event.eventCode })}`;
    const seen = out.get(key);
    if (!seen || Date.parse(event.eventTime) < Date.parse(seen.newValue)) out.set(key, change);
  }
  return out;
}

function milestoneChanges(before: OceanShipmentView | null, after: OceanShipmentView): ReminderEvent[] {
  const had = milestones(before);
  return [...milestones(after)].filter(([key]) => !had.has(key)).map(([, change]) => change);
}

const warningKey = (code: WarningCode, location: string | null) => `${code} ${location ?? ''}`;

function warningChanges(
  before: OceanShipmentView | null,
  after: OceanShipmentView,
  seenAt: string,
): ReminderEvent[] {
  const had = new Set((before?.warnings ?? []).map((w) => warningKey(w.eventCode, w.eventLocation)));
  const out = new Map<string, ReminderEvent>();
  for (const warning of after.warnings) {
    const key = warningKey(warning.eventCode, warning.eventLocation);
    if (had.has(key) || out.has(key)) continue;
    const portCode = warning.eventLocation ?? '';
    out.set(key, {
      type: warningReminderType(warning.eventCode),
      oldValue: null,
      newValue: seenAt,
      portCode,
      placeRole: portCode ? placeRoleOf(after, portCode) : null,
      code: warning.eventCode,
      source: 'carrier',
    });
  }
  return [...out.values()];
}

/** `seenAt`: the refresh time (ISO), the new value of a warning. */
export function reminderEventsBetween(
  before: OceanShipmentView | null,
  after: OceanShipmentView,
  seenAt: string,
): ReminderEvent[] {
  return [
    ...dateChanges(before, after),
    ...milestoneChanges(before, after),
    ...warningChanges(before, after, seenAt),
  ];
}
