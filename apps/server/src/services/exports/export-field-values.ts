import {
  type ActiveHold,
  type CarrierRegistry,
  DISPLAY_STATUS_LABELS,
  displayZone,
  type ExportFieldKey,
  type ExportRowMode,
  eventLabel,
  holdsText,
  type Language,
  localNameOf,
  type OceanShipmentView,
  type PortDirectory,
  SHIPMENT_STAGE_LABELS,
  type ShipmentEvent,
  type ShipmentLocation,
  shipmentStageOf,
  type TimeDisplay,
  type Transport,
  type ZonedTime,
  zonedTime,
} from '@tracklane/domain';
import type { oceanSubscriptions } from '../../db/schema/index.js';
import { type SubscriptionItem, toSubscriptionItem } from '../ocean/subscription-item.js';

/** A cell: text, a number, a time on its zone's clock (a typed date cell), or empty. */
export type CellValue = string | number | ZonedTime | null;

/** What one shipment's row(s) are computed from: the subscription, its shipment's view and terminal watch. */
export interface ExportSource {
  row: typeof oceanSubscriptions.$inferSelect;
  /** Only the parts of the stored view the template's fields read (viewKeysOf); null without data. */
  view: Partial<OceanShipmentView> | null;
  /** terminal_watches.last_free_day: the earliest last free day of the boxes still in the terminal. */
  lastFreeDay: Date | null;
  /** terminal_watches.holds: the holds active on its boxes when the terminal was last asked. */
  holds: ActiveHold[] | null;
}

/** How the export writes times: the caller's choice (`timeDisplay`) and own zone. */
export interface ExportTimes {
  display: TimeDisplay;
  /** The caller's own IANA zone, for times no port applies to (UTC when unknown). */
  ownZone: string | null;
}

export interface ExportContext {
  language: Language;
  times: ExportTimes;
  ports: PortDirectory;
  carriers: CarrierRegistry;
}

/** What every field of one shipment is read from, worked out once per shipment. */
interface Shipment {
  source: ExportSource;
  item: SubscriptionItem;
  view: Partial<OceanShipmentView> | null;
  pots: ShipmentLocation[];
  pde: ShipmentLocation | null;
  /** The sea legs (vessel and feeder), in order. */
  legs: Transport[];
  boxes: Box[];
}

interface Box {
  code: string;
  type: string | null;
  /** The box's latest actual event. */
  lastEvent: ShipmentEvent | null;
}

/** The catalogue's perContainer fields (export-field-values.test.ts holds this list to the catalogue). */
type PerContainerKey = 'containerNumber' | 'containerType' | 'lastEvent' | 'lastEventTime' | 'lastEventPlace';
type ShipmentKey = Exclude<ExportFieldKey, PerContainerKey>;

const YES_NO: Record<Language, [string, string]> = {
  en: ['Yes', 'No'],
  zh: ['是', '否'],
  jp: ['はい', 'いいえ'],
};
const yesNo = (value: boolean, language: Language) => YES_NO[language][value ? 0 : 1];

const TERMINAL_STATUS: Record<'arrived' | 'expected', Record<Language, string>> = {
  arrived: { en: 'Vessel arrived', zh: '船已到港', jp: '本船到着済み' },
  expected: { en: 'Vessel expected', zh: '船预计到港', jp: '本船到着予定' },
};

/** The one rule of the pages (docs/times.md): the port's clock, else the caller's zone, labelled. */
const at = (iso: string | Date | null | undefined, portZone: string | null | undefined, c: ExportContext) =>
  iso ? zonedTime(iso, displayZone({ display: c.times.display, portZone, ownZone: c.times.ownZone })) : null;

const locationName = (l: ShipmentLocation | null | undefined, language: Language) =>
  l
    ? localNameOf(
        { en: l.location.portEn || l.location.locationName, cn: l.location.portCn, jp: l.location.portJp },
        language,
      )
    : null;

const zoneOfCode = (code: string | null | undefined, c: ExportContext) =>
  (code ? c.ports.get(code)?.timeZone : null) ?? null;

const text = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

/** A sea leg's call time at its end: actual, else estimated. */
const actualOrEstimated = (call: Transport['loadTransportCall'] | undefined) =>
  call?.actual ?? call?.estimated ?? null;

/** Each shipment field, from the shipment. Every key of the catalogue has its entry (the type says so). */
const SHIPMENT_FIELDS: Record<ShipmentKey, (s: Shipment, c: ExportContext) => CellValue> = {
  businessNumber: (s) => text(s.item.businessNumber),
  billNumber: (s) => text(s.item.billNumber),
  bookingNumber: (s) => text(s.view?.proxy?.booking.bookingNo),
  containerCount: (s) => s.boxes.length,
  carrierCode: (s) => text(s.item.carrierCode),
  carrierName: (s, c) => {
    const carrier = c.carriers.get(s.item.carrierCode);
    if (!carrier) return null;
    return (c.language === 'zh' ? carrier.nameCn : undefined) ?? carrier.name;
  },
  remark: (s) => text(s.item.remark),
  client: (s) => text(s.source.row.client),
  isExport: (s, c) => yesNo(s.item.isExport, c.language),
  polCode: (s) => text(s.item.polCode),
  polName: (s, c) =>
    localNameOf({ en: s.item.polName, cn: s.item.polNameCn, jp: s.item.polNameJp }, c.language),
  polCountry: (s) => text(s.item.polCountry),
  potCode: (s) => text(s.pots.map((p) => p.location.locationCode).join(', ')),
  potName: (s, c) => text(s.pots.map((p) => locationName(p, c.language)).join(', ')),
  podCode: (s) => text(s.item.podCode),
  podName: (s, c) =>
    localNameOf({ en: s.item.podName, cn: s.item.podNameCn, jp: s.item.podNameJp }, c.language),
  podCountry: (s) => text(s.item.podCountry),
  pdeCode: (s) => text(s.pde?.location.locationCode),
  pdeName: (s, c) => locationName(s.pde, c.language),
  route: (s) =>
    text(
      [
        s.item.polCode,
        ...s.pots.map((p) => p.location.locationCode),
        s.item.podCode,
        s.pde?.location.locationCode,
      ]
        .filter((code): code is string => !!code)
        .join(' → '),
    ),
  // First scheduled: the first sea leg's schedule at loading, else the first ETD recorded.
  std: (s, c) =>
    at(s.legs[0]?.loadTransportCall.scheduled ?? s.view?.etdHistory?.[0]?.value, s.item.polTimeZone, c),
  etd: (s, c) => at(s.item.etd, s.item.polTimeZone, c),
  atd: (s, c) => at(s.item.atd, s.item.polTimeZone, c),
  sta: (s, c) =>
    at(
      s.legs.at(-1)?.dischargeTransportCall.scheduled ?? s.view?.etaHistory?.[0]?.value,
      s.item.podTimeZone,
      c,
    ),
  eta: (s, c) => at(s.item.eta, s.item.podTimeZone, c),
  ata: (s, c) => at(s.item.ata, s.item.podTimeZone, c),
  polTimeZone: (s) => s.item.polTimeZone,
  podTimeZone: (s) => s.item.podTimeZone,
  // The first POT: the first leg's discharge there, the second leg's loading there.
  potEta: (s, c) =>
    s.pots[0] && s.legs.length > 1
      ? at(actualOrEstimated(s.legs[0]?.dischargeTransportCall), s.pots[0].location.portTimeZone, c)
      : null,
  potEtd: (s, c) =>
    s.pots[0] && s.legs.length > 1
      ? at(actualOrEstimated(s.legs[1]?.loadTransportCall), s.pots[0].location.portTimeZone, c)
      : null,
  pdeEta: (s, c) => {
    const place = s.view?.proxy?.places.find((p) => p.type === 5);
    return s.pde ? at(place?.ata ?? place?.eta, s.pde.location.portTimeZone, c) : null;
  },
  departureDelayDays: (s) => s.view?.departureDelayDays ?? null,
  arrivalDelayDays: (s) => s.view?.arrivalDelayDays ?? null,
  transitDays: (s) => s.view?.durationDays ?? null,
  // Changes: every revision after the first estimate.
  etaHistoryCount: (s) => (s.view?.etaHistory ? Math.max(0, s.view.etaHistory.length - 1) : null),
  etdHistoryCount: (s) => (s.view?.etdHistory ? Math.max(0, s.view.etdHistory.length - 1) : null),
  status: (s, c) =>
    (DISPLAY_STATUS_LABELS as Record<string, Record<Language, string>>)[s.item.displayStatus]?.[c.language] ??
    s.item.displayStatus,
  stage: (s, c) =>
    SHIPMENT_STAGE_LABELS[
      shipmentStageOf(
        s.view
          ? { completed: s.view.completed ?? false, statusCategory: s.view.statusCategory ?? null }
          : null,
      )
    ][c.language],
  completed: (s, c) => yesNo(s.view?.completed ?? false, c.language),
  warnings: (s) => text(s.item.warnings.join(', ')),
  warningCount: (s) => s.item.warnings.length,
  vessel1: (s) => text(s.legs[0]?.vessel?.vesselName),
  voyage1: (s) => text(s.legs[0]?.voyage),
  imo1: (s) => text(s.legs[0]?.vessel?.imo),
  vessel2: (s) => text(s.legs[1]?.vessel?.vesselName),
  voyage2: (s) => text(s.legs[1]?.voyage),
  vessel3: (s) => text(s.legs[2]?.vessel?.vesselName),
  voyage3: (s) => text(s.legs[2]?.voyage),
  legCount: (s) => s.legs.length,
  terminalName: (s) => text(s.view?.terminal?.terminalName),
  terminalStatus: (s, c) => {
    const terminal = s.view?.terminal;
    if (!terminal?.eta) return null;
    return TERMINAL_STATUS[terminal.etaIsActual ? 'arrived' : 'expected'][c.language];
  },
  lastFreeDay: (s, c) => at(s.source.lastFreeDay, s.item.podTimeZone, c),
  holds: (s) => holdsText(s.source.holds ?? []),
  updateTime: (s, c) => at(s.item.updateTime, null, c),
  createdAt: (s, c) => at(s.item.createdAt, null, c),
};

const eventText = (e: ShipmentEvent, language: Language) => {
  const label = eventLabel(e.eventCode);
  if (language === 'zh') return e.descriptionCn || label.zh;
  if (language === 'en') return e.description || label.en;
  return label.jp;
};

/** Each per-container field, from one box of the shipment. */
const CONTAINER_FIELDS: Record<PerContainerKey, (b: Box, s: Shipment, c: ExportContext) => CellValue> = {
  containerNumber: (b) => b.code,
  containerType: (b) => b.type,
  lastEvent: (b, _s, c) => (b.lastEvent ? eventText(b.lastEvent, c.language) : null),
  lastEventTime: (b, _s, c) =>
    b.lastEvent
      ? at(b.lastEvent.eventTime, zoneOfCode(b.lastEvent.transportCall?.location?.locationCode, c), c)
      : null,
  lastEventPlace: (b) =>
    text(b.lastEvent?.transportCall?.location?.locationName ?? b.lastEvent?.transportCall?.eventPlace),
};

type ViewKey = keyof OceanShipmentView;

/**
 * The parts of the stored view each field reads: an export reads only those from the database
 * (a view with its events is kilobytes; 100,000 of them parsed whole would be most of the work).
 * export-field-values.test.ts checks every field gives the same value from only these parts.
 */
const VIEW_KEYS: Partial<Record<ExportFieldKey, ViewKey[]>> = {
  bookingNumber: ['proxy'],
  potCode: ['shipmentLocations'],
  potName: ['shipmentLocations'],
  pdeCode: ['shipmentLocations'],
  pdeName: ['shipmentLocations'],
  route: ['shipmentLocations'],
  std: ['transports', 'etdHistory'],
  sta: ['transports', 'etaHistory'],
  potEta: ['shipmentLocations', 'transports'],
  potEtd: ['shipmentLocations', 'transports'],
  pdeEta: ['shipmentLocations', 'proxy'],
  departureDelayDays: ['departureDelayDays'],
  arrivalDelayDays: ['arrivalDelayDays'],
  transitDays: ['durationDays'],
  etaHistoryCount: ['etaHistory'],
  etdHistoryCount: ['etdHistory'],
  stage: ['completed', 'statusCategory'],
  completed: ['completed'],
  containerCount: ['shipmentEquipments'],
  lastEvent: ['equipmentEvents'],
  lastEventTime: ['equipmentEvents'],
  lastEventPlace: ['equipmentEvents'],
  vessel1: ['transports'],
  voyage1: ['transports'],
  imo1: ['transports'],
  vessel2: ['transports'],
  voyage2: ['transports'],
  vessel3: ['transports'],
  voyage3: ['transports'],
  legCount: ['transports'],
  terminalName: ['terminal'],
  terminalStatus: ['terminal'],
};

/** The view's parts a template reads; its boxes whenever a per-container field or container rows need them. */
export function viewKeysOf(fields: readonly ExportFieldKey[], rowMode: ExportRowMode): ViewKey[] {
  const keys = new Set<ViewKey>(fields.flatMap((key) => VIEW_KEYS[key] ?? []));
  if (rowMode === 'container' || fields.some((key) => isPerContainer(key))) keys.add('shipmentEquipments');
  return [...keys];
}

export const isPerContainer = (key: ExportFieldKey): key is PerContainerKey =>
  Object.hasOwn(CONTAINER_FIELDS, key);

function shipmentOf(source: ExportSource, c: ExportContext): Shipment {
  const view = source.view;
  const item = toSubscriptionItem(source.row, c.ports);
  const boxes: Box[] = view
    ? (view.shipmentEquipments ?? []).map((e) => ({
        code: e.equipment.equipmentCode,
        type: e.containerTypeGroup,
        lastEvent: lastActualEvent(view.equipmentEvents ?? [], e.equipment.equipmentCode),
      }))
    : [];
  // A container subscription without data yet still has its one box.
  if (boxes.length === 0 && source.row.containerNumber)
    boxes.push({ code: source.row.containerNumber, type: null, lastEvent: null });
  return {
    source,
    item,
    view,
    pots: view?.shipmentLocations?.filter((l) => l.locationCategory === 'POT') ?? [],
    pde: view?.shipmentLocations?.find((l) => l.locationCategory === 'PDE') ?? null,
    legs:
      view?.transports?.filter((t) => t.transportCategory === 'VESSEL' || t.transportCategory === 'FEEDER') ??
      [],
    boxes,
  };
}

function lastActualEvent(events: ShipmentEvent[], code: string): ShipmentEvent | null {
  let last: ShipmentEvent | null = null;
  for (const e of events) {
    if (e.eventClassifier !== 'ACT' || e.equipment?.equipmentCode !== code) continue;
    if (!last || Date.parse(e.eventTime) >= Date.parse(last.eventTime)) last = e;
  }
  return last;
}

/**
 * The cells of one shipment for a template's fields, in field order: one row per shipment
 * (per-container values joined by ", ", times of several boxes as their text) or one row per
 * container (that box's values; the shipment's repeated). A shipment without boxes is one row.
 */
export function exportRowsOf(
  source: ExportSource,
  fields: readonly ExportFieldKey[],
  rowMode: ExportRowMode,
  c: ExportContext,
): CellValue[][] {
  const s = shipmentOf(source, c);
  const shared = (key: ShipmentKey) => SHIPMENT_FIELDS[key](s, c);
  if (rowMode === 'container' && s.boxes.length > 0)
    return s.boxes.map((box) =>
      fields.map((key) => (isPerContainer(key) ? CONTAINER_FIELDS[key](box, s, c) : shared(key))),
    );
  return [
    fields.map((key) => {
      if (!isPerContainer(key)) return shared(key);
      const values = s.boxes.map((box) => CONTAINER_FIELDS[key](box, s, c)).filter((v) => v !== null);
      if (values.length === 0) return null;
      if (values.length === 1) return values[0] ?? null;
      return values.map((v) => (typeof v === 'object' ? `${v.text} ${v.zone}` : String(v))).join(', ');
    }),
  ];
}
