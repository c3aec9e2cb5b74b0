import type { World } from '../../world/model.js';
import { callTimestamps, transportCallReference } from '../dcsa-ovs/call-timestamps.js';
import { readScheduleQuery, type SelectedVoyage, selectVoyages } from '../dcsa-ovs/schedule-query.js';
import { isoDateTime } from '../http/date-time.js';
import { csCutOffs, csVessel, isSellable } from './cs-parts.js';

type Json = Record<string, unknown>;

const PARAMS = [
  'vesselIMONumber',
  'vesselName',
  'carrierServiceCode',
  'universalServiceReference',
  'carrierVoyageNumber',
  'universalVoyageReference',
  'UNLocationCode',
  'facilitySMDGCode',
  'vesselOperatorCarrierCode',
  'startDate',
  'endDate',
  'responseScope',
];

/** The voyages CS 1.0 GET /v1/vessel-schedules lists: sellable calls only. */
export function selectVesselSchedules(world: World, filters: URLSearchParams, now: number): SelectedVoyage[] {
  const query = readScheduleQuery(filters, now, 'vesselOperatorCarrierCode', PARAMS);
  return selectVoyages(world, query, now, isSellable);
}

/** CS 1.0 vessel schedules: service → vessels → sellable calls with timestamps and cut-offs. */
export function renderVesselSchedules(
  world: World,
  selected: readonly SelectedVoyage[],
  now: number,
): Json[] {
  const byService = new Map<string, SelectedVoyage[]>();
  for (const s of selected)
    byService.set(s.voyage.serviceCode, [...(byService.get(s.voyage.serviceCode) ?? []), s]);
  return [...byService.keys()].sort().map((code) => {
    const service = world.services.find((s) => s.code === code);
    const voyages = byService.get(code)!;
    const imos = [...new Set(voyages.map((s) => s.voyage.vesselImo))].sort();
    return {
      carrierServiceName: (service?.name ?? code).slice(0, 50),
      carrierServiceCode: code,
      vesselSchedules: imos.map((imo) => ({
        vessel: csVessel(world.vesselByImo(imo), imo),
        isDummyVessel: false,
        transportCalls: voyages
          .filter((s) => s.voyage.vesselImo === imo)
          .flatMap(({ voyage, calls }) =>
            calls.map((call) => ({
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
              location: {
                ...(world.port(call.locode)
                  ? { locationName: world.port(call.locode)!.name.slice(0, 100) }
                  : {}),
                UNLocationCode: call.locode,
                ...(call.terminalCode ? { facilitySMDGCode: call.terminalCode } : {}),
              },
              cutOffTimes: csCutOffs(call),
              timestamps: callTimestamps(call, now).map((t) => ({
                eventTypeCode: t.eventTypeCode,
                eventClassifierCode: t.eventClassifierCode,
                eventDateTime: isoDateTime(t.at),
              })),
            })),
          ),
      })),
    };
  });
}
