import type { CallStatus, RawCutOff } from '@tracklane/domain';

/**
 * What the schedule connectors hand the ingest: voyages with their port calls, in the shape the
 * server stores (one row per voyage, one per call). Times are epoch ms; null when not published.
 */
export interface ScheduleProviderConfig {
  baseUrl: string;
  apiKey: string;
  /** Per request; a slower provider is a timeout fault. Default 15 s. */
  timeoutMs?: number;
}

export interface ScheduleVesselRecord {
  /** '' for a dummy vessel without IMO number. */
  imo: string;
  name: string;
  mmsi: string | null;
  callSign: string | null;
  /** The operator's code as published (OVS: SMDG liner code; CS: carrier code). */
  operatorCode: string | null;
}

export interface ScheduleCallRecord {
  transportCallReference: string;
  /** UN/LOCODE as published. */
  portCode: string;
  portName: string | null;
  terminalCode: string | null;
  status: CallStatus;
  /** Every OVS status code received, known or not. */
  statusCodes: string[];
  plannedArrival: number | null;
  plannedDeparture: number | null;
  estimatedArrival: number | null;
  estimatedDeparture: number | null;
  actualArrival: number | null;
  actualDeparture: number | null;
  /** CS 1.0 cut-offs at the call; [] from OVS, which publishes none. */
  cutOffs: RawCutOff[];
}

export interface ScheduleVoyageRecord {
  serviceCode: string;
  serviceName: string;
  vessel: ScheduleVesselRecord;
  /** Carrier export voyage number (the calls are grouped by it). */
  voyageNumber: string;
  universalVoyageReference: string | null;
  /** In the provider's order (the spec: "the order of the list is the sequence"). */
  calls: ScheduleCallRecord[];
}

/** A call the mapping could not use, and why (it never stops the rest of the batch). */
export interface SkippedCall {
  serviceCode: string;
  transportCallReference: string | null;
  reason: string;
}

export interface ScheduleBatch {
  voyages: ScheduleVoyageRecord[];
  skipped: SkippedCall[];
  /** Status codes outside the OVS 3.0 code list, kept raw on the calls and reported here. */
  unknownStatusCodes: string[];
}
