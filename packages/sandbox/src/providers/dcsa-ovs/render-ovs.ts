import type { World } from '../../world/model.js';
import { isoDateTime } from '../http/date-time.js';
import { callTimestamps, portCallStatusCode, transportCallReference } from './call-timestamps.js';
import type { SelectedVoyage } from './schedule-query.js';

type Json = Record<string, unknown>;

/**
 * OVS 3.0 service schedules, vessel-centric: service → vessels → the calls of the selected
 * voyages in time order, each with its status codes and PLN/EST/ACT timestamps. Pure.
 */
export function renderServiceSchedules(
  world: World,
  selected: readonly SelectedVoyage[],
  now: number,
): Json[] {
  const byService = new Map<string, Map<string, SelectedVoyage[]>>();
  for (const s of selected) {
    const vessels = byService.get(s.voyage.serviceCode) ?? new Map<string, SelectedVoyage[]>();
    byService.set(s.voyage.serviceCode, vessels);
    vessels.set(s.voyage.vesselImo, [...(vessels.get(s.voyage.vesselImo) ?? []), s]);
  }
  const services = [...byService.keys()].sort();
  return services.map((code) => {
    const service = world.services.find((s) => s.code === code);
    const vessels = byService.get(code)!;
    return {
      carrierServiceName: (service?.name ?? code).slice(0, 50),
      carrierServiceCode: code,
      vesselSchedules: [...vessels.keys()]
        .sort()
        .map((imo) => renderVesselSchedule(world, imo, vessels.get(imo)!, now)),
    };
  });
}

function renderVesselSchedule(
  world: World,
  imo: string,
  voyages: readonly SelectedVoyage[],
  now: number,
): Json {
  const vessel = world.vesselByImo(imo);
  const service = world.services.find((s) => s.code === voyages[0]?.voyage.serviceCode);
  const schedule: Json = {
    // OVS asks for the SMDG liner code and, lacking one, the code the operator uses: the SCAC.
    vesselOperatorSMDGLinerCode: vessel?.operatorScac ?? service?.operatorScac ?? 'TBD',
    vesselIMONumber: imo,
  };
  if (vessel) {
    schedule.MMSINumber = vessel.mmsi;
    schedule.vesselName = vessel.name.slice(0, 35);
    schedule.vesselCallSign = vessel.callSign.slice(0, 10);
  }
  schedule.isDummyVessel = false;
  const ordered = [...voyages].sort(
    (a, b) => (a.calls[0]?.plannedArrival ?? 0) - (b.calls[0]?.plannedArrival ?? 0),
  );
  schedule.transportCalls = ordered.flatMap(({ voyage, calls }) =>
    calls.map((call) => {
      const port = world.port(call.locode);
      const location: Json = call.terminalCode
        ? { locationType: 'FACS', UNLocationCode: call.locode, facilitySMDGCode: call.terminalCode }
        : { locationType: 'UNLO', UNLocationCode: call.locode };
      if (port) location.locationName = port.name.slice(0, 100);
      const tc: Json = {
        transportCallReference: transportCallReference(
          voyage.serviceCode,
          voyage.vesselImo,
          voyage.voyageNumber,
          call,
        ),
        carrierImportVoyageNumber: voyage.voyageNumber,
        carrierExportVoyageNumber: voyage.voyageNumber,
        universalImportVoyageReference: voyage.universalVoyageReference,
        universalExportVoyageReference: voyage.universalVoyageReference,
        location,
      };
      const status = portCallStatusCode(call.status);
      if (status) Object.assign(tc, { statusCode: status, statusCodes: [status] });
      tc.timestamps = callTimestamps(call, now).map((t) => ({
        eventTypeCode: t.eventTypeCode,
        eventClassifierCode: t.eventClassifierCode,
        eventDateTime: isoDateTime(t.at),
      }));
      return tc;
    }),
  );
  return schedule;
}
