import type { CallStatus, RawCutOff } from '@tracklane/domain';
import { arrayAt, type JsonObject, objectAt, stringAt } from '../ocean/dcsa-tnt/json-fields.js';
import type {
  ScheduleBatch,
  ScheduleCallRecord,
  ScheduleVesselRecord,
  ScheduleVoyageRecord,
  SkippedCall,
} from './contract.js';

/**
 * The mapping core OVS 3.0 service schedules and CS 1.0 vessel schedules share (pure): both are
 * service → vessel schedules → transport calls with ARRI/DEPA timestamps (PLN, EST, ACT); they
 * differ in where the vessel is described (`readVessel`) and in what else a call carries
 * (`readCall`: OVS status codes, CS cut-offs). Calls are grouped into voyages by their export
 * voyage number. A payload sent twice (a provider's duplicate page) maps to the same voyages:
 * voyages merge by (service, vessel, voyage) and calls by transportCallReference, last one wins.
 */
export interface VesselCallsFlavor {
  readVessel(schedule: JsonObject): ScheduleVesselRecord;
  /** Status and cut-offs of a call; `status` SCHEDULED when the flavour has no status codes. */
  readCall(call: JsonObject): { status: CallStatus; statusCodes: string[]; cutOffs: RawCutOff[] };
}

const timeOf = (value: string | null): number | null => {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** The last published time of each (event type, classifier) pair. */
function readTimestamps(call: JsonObject) {
  const times = new Map<string, number>();
  for (const t of arrayAt(call, 'timestamps')) {
    const at = timeOf(stringAt(t, 'eventDateTime'));
    const type = stringAt(t, 'eventTypeCode');
    const classifier = stringAt(t, 'eventClassifierCode');
    if (at !== null && type && classifier) times.set(`${type}/${classifier}`, at);
  }
  const get = (key: string) => times.get(key) ?? null;
  return {
    plannedArrival: get('ARRI/PLN'),
    plannedDeparture: get('DEPA/PLN'),
    estimatedArrival: get('ARRI/EST'),
    estimatedDeparture: get('DEPA/EST'),
    actualArrival: get('ARRI/ACT'),
    actualDeparture: get('DEPA/ACT'),
  };
}

export function mapVesselCalls(items: readonly JsonObject[], flavor: VesselCallsFlavor): ScheduleBatch {
  const voyages = new Map<string, ScheduleVoyageRecord>();
  const skipped: SkippedCall[] = [];
  for (const service of items) {
    const serviceCode = stringAt(service, 'carrierServiceCode') ?? '';
    const serviceName = stringAt(service, 'carrierServiceName') ?? serviceCode;
    for (const schedule of arrayAt(service, 'vesselSchedules')) {
      const vessel = flavor.readVessel(schedule);
      for (const call of arrayAt(schedule, 'transportCalls')) {
        const reference = stringAt(call, 'transportCallReference');
        const voyageNumber =
          stringAt(call, 'carrierExportVoyageNumber') ?? stringAt(call, 'carrierImportVoyageNumber');
        const location = objectAt(call, 'location');
        const portCode = stringAt(location, 'UNLocationCode');
        if (!reference || !voyageNumber || !portCode) {
          skipped.push({
            serviceCode,
            transportCallReference: reference,
            reason: !portCode
              ? 'location without UN/LOCODE (an address cannot be searched by port)'
              : 'no voyage number',
          });
          continue;
        }
        const key = `${serviceCode}|${vessel.imo || vessel.name}|${voyageNumber}`;
        let voyage = voyages.get(key);
        if (!voyage) {
          voyage = {
            serviceCode,
            serviceName,
            vessel,
            voyageNumber,
            universalVoyageReference:
              stringAt(call, 'universalExportVoyageReference') ??
              stringAt(call, 'universalImportVoyageReference'),
            calls: [],
          };
          voyages.set(key, voyage);
        }
        const record: ScheduleCallRecord = {
          transportCallReference: reference,
          portCode: portCode.toUpperCase(),
          portName: stringAt(location, 'locationName'),
          terminalCode: stringAt(location, 'facilitySMDGCode'),
          ...flavor.readCall(call),
          ...readTimestamps(call),
        };
        const at = voyage.calls.findIndex((c) => c.transportCallReference === reference);
        if (at >= 0) voyage.calls[at] = record;
        else voyage.calls.push(record);
      }
    }
  }
  return { voyages: [...voyages.values()], skipped, unknownStatusCodes: [] };
}
