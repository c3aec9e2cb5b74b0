import type { EventCategory, EventClassifier } from './carrier-event.js';
import type { OceanEventCode, WarningCode } from './event-codes.js';

/**
 * The ocean shipment as the API returns it and the web draws it (spec views.md §3). Field names
 * are the spec's; times are ISO 8601 UTC strings or null.
 */
export type LocationCategory = 'PRE' | 'POL' | 'POT' | 'POD' | 'PDE';
export type TransportCategory = 'VESSEL' | 'FEEDER' | 'RAIL' | 'TRUCK' | 'AIR';
/** proxy.places types: 1 origin, 2 port of loading, 4 port of discharge, 5 destination. */
export type PlaceType = 1 | 2 | 4 | 5;
export type DisplayStatus = 'COMPLETE' | 'NODATA' | StatusCategory;
/** Where the cargo is; platform.md §4 tracking stages map onto these. */
export type StatusCategory =
  | 'BOOKED' // booking confirmed, nothing moved
  | 'PRE_CARRIAGE' // empty picked up / at origin, not yet at the load port
  | 'AT_POL' // gated in at the port of loading
  | 'IN_TRANSIT' // on board, sailing
  | 'AT_TS' // at a transshipment port
  | 'AT_POD' // arrived / discharged at the port of discharge
  | 'AVAILABLE' // available for pick-up
  | 'ON_CARRIAGE' // gated out, moving inland
  | 'DELIVERED' // at the destination / stripped
  | 'COMPLETE' // empty returned, or archived
  | 'CANCELLED'; // booking cancelled

export interface Place {
  type: PlaceType;
  code: string;
  name: string;
  ata: string | null;
  ata_ais: string | null;
  atb_ais: string | null;
  eta: string | null;
  sta: string | null;
}

export interface ShipmentLocation {
  locationCategory: LocationCategory;
  location: {
    locationCode: string;
    locationName: string;
    portEn: string;
    /** Chinese name where the port directory has one, else the English name. */
    portCn: string;
    /**
     * Japanese name where the port directory has one, else the English name. Optional on the
     * wire: views stored before it existed lack it until the server fills it on read.
     */
    portJp?: string;
    podCode: string | null;
    polCode: string | null;
    /** IANA zone, e.g. Asia/Shanghai. */
    portTimeZone: string | null;
    lat: number | null;
    lon: number | null;
  };
}

export interface TransportCall {
  location: { locationCode: string; locationName: string } | null;
  vessel: { vesselName: string | null; imo: string | null; mmsi: string | null } | null;
  voyage: string | null;
  facilityName: string | null;
  facilityCategory: string | null;
  eventPlace: string | null;
  transportCategory: TransportCategory | null;
}

export interface Transport {
  transportCategory: TransportCategory;
  vessel: { mmsi: string | null; vesselName: string | null; imo: string | null } | null;
  voyage: string | null;
  /** Service (route) code, e.g. AE1. */
  routeNumber: string | null;
  loadTransportCall: TransportCallTimes;
  dischargeTransportCall: TransportCallTimes;
}

export interface TransportCallTimes {
  locationCode: string;
  locationName: string;
  /** Planned (first schedule), estimated (latest) and actual time of the call. */
  scheduled: string | null;
  estimated: string | null;
  actual: string | null;
}

export interface ShipmentEvent {
  /** Stable id of the stored event (the provider's id). */
  id: string;
  eventClassifier: EventClassifier;
  eventCategory: EventCategory;
  /** Product code (views.md §4 rank table) or, when none applies, the DCSA code. */
  eventCode: OceanEventCode | string;
  eventTime: string;
  /** Scheduled time of the same milestone, where a PLN event gives one. */
  sEventTime: string | null;
  description: string;
  descriptionCn: string;
  transportEventCategory: string | null;
  equipmentEventCategory: string | null;
  equipmentIndicator: 'LADEN' | 'EMPTY' | null;
  shipmentEventCategory: string | null;
  shipmentDocType: string | null;
  sourceCategory: 'AIS' | 'CARRIER';
  transportCall: TransportCall | null;
  equipment: { equipmentCode: string } | null;
  /** The warning that flags this event (views.md §4 mapping), or null. */
  eventWarning: WarningCode | null;
}

export interface Warning {
  containerNumber: string | null;
  eventCode: WarningCode;
  eventLocation: string | null;
  eventDescription: string;
  eventDescriptionEn: string;
}

export interface ShipmentStatus {
  category: StatusCategory;
  portCode: string | null;
  eventPlaceOrigin: string | null;
  descriptionCn: string;
  descriptionEn: string;
  eventTime: string | null;
}

export interface TerminalSummary {
  portCode: string;
  terminalName: string | null;
  terminalCode: string | null;
  open: string | null;
  close: string | null;
  eta: string | null;
  /** `eta` is the vessel's actual arrival there, not an estimate or the schedule. */
  etaIsActual: boolean;
  shippingAgent: string | null;
  shippingAgentCn: string | null;
}

export interface DateRevision {
  /** The estimate as it stood from `recordedAt` on. */
  value: string;
  recordedAt: string;
}

export interface OceanShipmentView {
  proxy: {
    billNo: string | null;
    containerNo: string | null;
    booking: { bookingNo: string | null; bookingStatus: 'CONFIRMED' | 'CANCELLED' | 'UNKNOWN' };
    places: Place[];
  };
  carrier: { carrierCode: string };
  status: ShipmentStatus | null;
  statusCategory: StatusCategory | null;
  displayStatus: DisplayStatus;
  completed: boolean;
  updateTime: string | null;
  shipmentEquipments: { equipment: { equipmentCode: string }; containerTypeGroup: string | null }[];
  shipmentLocations: ShipmentLocation[];
  transports: Transport[];
  transportEvents: ShipmentEvent[];
  equipmentEvents: ShipmentEvent[];
  shipmentEvents: ShipmentEvent[];
  shipmentDocuments: { documentType: string; documentId: string }[];
  terminal: TerminalSummary | null;
  warnings: Warning[];
  /** ETD at the POL and ETA at the POD as they changed, oldest first. */
  etdHistory: DateRevision[];
  etaHistory: DateRevision[];
  /** Days late against the first schedule (negative: early), null without both dates. */
  departureDelayDays: number | null;
  arrivalDelayDays: number | null;
  /** Departure at POL to arrival at POD (actual, else estimated), in days. */
  durationDays: number | null;
}
