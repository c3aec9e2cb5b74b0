import type { RawCutOff } from '@tracklane/domain';
import { arrayAt, type JsonObject, objectAt, stringAt } from '../../ocean/dcsa-tnt/json-fields.js';
import type { ScheduleBatch, ScheduleVesselRecord } from '../contract.js';
import { mapVesselCalls } from '../vessel-calls.js';
import { readCutOffs } from './codes.js';

const timeOf = (value: string | null): number | null => {
  const ms = Date.parse(value ?? '');
  return Number.isNaN(ms) ? null : ms;
};

function csVessel(vessel: JsonObject | null, fallbackName: string): ScheduleVesselRecord {
  return {
    imo: stringAt(vessel, 'vesselIMONumber') ?? '',
    name: stringAt(vessel, 'name') ?? stringAt(vessel, 'vesselIMONumber') ?? fallbackName,
    mmsi: stringAt(vessel, 'MMSINumber'),
    callSign: stringAt(vessel, 'callSign'),
    operatorCode: stringAt(vessel, 'operatorCarrierCode'),
  };
}

/**
 * CS 1.0 GET /v1/vessel-schedules items → voyages with their calls and cut-offs (pure). CS sells
 * only calls that happen (no omitted calls, no blank sailings), so every call is SCHEDULED here;
 * the ingest takes statuses from OVS and cut-offs from CS.
 */
export function mapVesselSchedules(items: readonly JsonObject[]): ScheduleBatch {
  return mapVesselCalls(items, {
    readVessel: (s) => csVessel(objectAt(s, 'vessel'), 'TBN'),
    readCall: (call) => ({ status: 'SCHEDULED', statusCodes: [], cutOffs: readCutOffs(call) }),
  });
}

export interface P2pPlace {
  portCode: string;
  terminalCode: string | null;
  /** Epoch ms. */
  at: number | null;
  transportCallReference: string | null;
}

export interface P2pRouteLeg {
  sequence: number;
  carrierCode: string | null;
  serviceCode: string | null;
  serviceName: string | null;
  voyageNumber: string | null;
  vessel: ScheduleVesselRecord;
  departure: P2pPlace;
  arrival: P2pPlace;
}

export interface P2pRoute {
  solutionNumber: number;
  transitDays: number | null;
  departure: P2pPlace;
  arrival: P2pPlace;
  cutOffs: RawCutOff[];
  legs: P2pRouteLeg[];
}

function place(p: JsonObject | null, timeKey = 'dateTime'): P2pPlace {
  const location = objectAt(p, 'location');
  return {
    portCode: stringAt(location, 'UNLocationCode') ?? '',
    terminalCode:
      stringAt(objectAt(location, 'facility'), 'facilityCode') ?? stringAt(location, 'facilitySMDGCode'),
    at: timeOf(stringAt(p, timeKey)),
    transportCallReference: stringAt(p, 'transportCallReference'),
  };
}

/** CS 1.0 GET /v1/point-to-point-routes items → routings with their vessel legs (pure). */
export function mapPointToPointRoutes(items: readonly JsonObject[]): P2pRoute[] {
  return items.map((route) => ({
    solutionNumber: typeof route.solutionNumber === 'number' ? route.solutionNumber : 0,
    transitDays: typeof route.transitTime === 'number' ? route.transitTime : null,
    departure: place(objectAt(route, 'placeOfReceipt')),
    arrival: place(objectAt(route, 'placeOfDelivery')),
    cutOffs: readCutOffs(route),
    legs: arrayAt(route, 'legs').map((leg, i) => {
      const transport = objectAt(leg, 'transport');
      const partner = arrayAt(transport, 'servicePartners')[0] ?? null;
      return {
        sequence: typeof leg.sequenceNumber === 'number' ? leg.sequenceNumber : i + 1,
        carrierCode: stringAt(partner, 'carrierCode'),
        serviceCode: stringAt(partner, 'carrierServiceCode'),
        serviceName: stringAt(partner, 'carrierServiceName'),
        voyageNumber:
          stringAt(partner, 'carrierExportVoyageNumber') ?? stringAt(partner, 'carrierImportVoyageNumber'),
        vessel: csVessel(objectAt(transport, 'vessel'), 'TBN'),
        departure: place(objectAt(leg, 'departure')),
        arrival: place(objectAt(leg, 'arrival')),
      };
    }),
  }));
}

export interface PortScheduleEntry {
  portCode: string;
  terminalCode: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  serviceName: string | null;
  voyageNumber: string | null;
  vessel: ScheduleVesselRecord;
  /** Best known arrival and departure (ACT, else EST, else PLN), epoch ms. */
  arrival: number | null;
  departure: number | null;
  cutOffs: RawCutOff[];
}

/** CS 1.0 GET /v1/port-schedules items → one entry per vessel call at a terminal (pure). */
export function mapPortSchedules(items: readonly JsonObject[]): PortScheduleEntry[] {
  return items.flatMap((terminal) => {
    const location = objectAt(terminal, 'location');
    return arrayAt(terminal, 'vesselSchedules').map((s) => {
      const partner = arrayAt(s, 'servicePartners')[0] ?? null;
      const best = (type: string) => {
        const stamps = arrayAt(s, 'timestamps').filter((t) => stringAt(t, 'eventTypeCode') === type);
        for (const classifier of ['ACT', 'EST', 'PLN']) {
          const hit = stamps.filter((t) => stringAt(t, 'eventClassifierCode') === classifier).at(-1);
          if (hit) return timeOf(stringAt(hit, 'eventDateTime'));
        }
        return null;
      };
      return {
        portCode: stringAt(location, 'UNLocationCode') ?? '',
        terminalCode: stringAt(location, 'facilitySMDGCode'),
        carrierCode: stringAt(partner, 'carrierCode'),
        serviceCode: stringAt(partner, 'carrierServiceCode'),
        serviceName: stringAt(partner, 'carrierServiceName'),
        voyageNumber:
          stringAt(partner, 'carrierExportVoyageNumber') ?? stringAt(partner, 'carrierImportVoyageNumber'),
        vessel: csVessel(objectAt(s, 'vessel'), 'TBN'),
        arrival: best('ARRI'),
        departure: best('DEPA'),
        cutOffs: readCutOffs(s),
      };
    });
  });
}
