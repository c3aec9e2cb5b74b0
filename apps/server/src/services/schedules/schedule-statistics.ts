import {
  type Language,
  onTimeFigures,
  type PortDirectory,
  type PortSeaRouter,
  type ScheduleStatistics,
  type StatisticsBody,
  type VoyageCall,
} from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { assertScheduleQuota } from './assert-schedule-quota.js';
import {
  callHistoryOf,
  type HistoryRow,
  historyWindow,
  loadCallHistory,
  measuredOf,
  windowWire,
} from './call-history.js';
import { findScheduleVessel } from './find-schedule-vessel.js';
import { predictVoyageEtas } from './predict-voyage-etas.js';
import { notFound, optionalPort } from './read-schedule-query.js';
import { msOf } from './schedule-rows.js';

const DAY = 86_400_000;
const figuresOf = (rows: readonly HistoryRow[]) => onTimeFigures(rows.map(measuredOf));

/**
 * The voyage the page asks about: by number, else the vessel's current one: the voyage under way
 * (a call passed, a call ahead), else the next one, else the last one. All calls, in voyage order.
 */
async function voyageCalls(
  db: Database,
  vessel: { imo: string | null; name: string },
  voyage: string | undefined,
  now: number,
): Promise<HistoryRow[]> {
  const rows = await loadCallHistory(db, {
    ...(vessel.imo ? { vesselImo: vessel.imo } : { vesselName: vessel.name.toUpperCase() }),
    ...(voyage ? { voyageNumber: voyage } : {}),
    from: voyage ? 0 : now - 120 * DAY,
    to: now + 120 * DAY,
  });
  const byVoyage = new Map<string, HistoryRow[]>();
  for (const r of rows) byVoyage.set(r.voyage_id, [...(byVoyage.get(r.voyage_id) ?? []), r]);
  const voyages = [...byVoyage.values()].map((calls) => calls.sort((a, b) => a.seq - b.seq));
  const passed = (c: HistoryRow) => (msOf(c.arrival_at) ?? Number.POSITIVE_INFINITY) <= now;
  const pick =
    voyages.find((calls) => calls.some(passed) && calls.some((c) => !passed(c))) ??
    voyages.find((calls) => !calls.some(passed)) ??
    voyages[voyages.length - 1];
  return pick ?? [];
}

/**
 * POST /application/integration/schedule/statistics: on-time figures over the last 3 months of
 * the vessel, its carrier, its service and the POL → POD route (every voyage calling POL then
 * POD), and the voyage call by call with the AIS ETA prediction beside the carrier's ETA.
 */
export async function scheduleStatistics({
  db,
  caller,
  body,
  ports,
  router,
  language,
  now,
}: {
  db: Database;
  caller: Caller;
  body: StatisticsBody;
  ports: PortDirectory;
  router: PortSeaRouter;
  language: Language;
  now: Date;
}): Promise<ScheduleStatistics> {
  const pol = optionalPort('pol', body.pol, ports, language);
  const pod = optionalPort('pod', body.pod, ports, language);
  const carrierCode = body.carrierCode?.trim().toUpperCase() || null;
  const vessel = await findScheduleVessel(db, body.vesselName, carrierCode);
  if (!vessel) throw notFound('vesselNotFound', language);
  await assertScheduleQuota({ db, caller, now });
  const t = now.getTime();
  const window = historyWindow(t);
  const voyage = await voyageCalls(db, vessel, body.voyage?.trim() || undefined, t);
  const head = voyage[0];
  const carrier = head?.carrier_code ?? carrierCode ?? vessel.carrierCode;
  const service = head?.service_code ?? vessel.serviceCode;
  const [vesselRows, carrierRows, serviceRows, routeRows] = await Promise.all([
    loadCallHistory(db, {
      ...(vessel.imo ? { vesselImo: vessel.imo } : { vesselName: vessel.name.toUpperCase() }),
      ...window,
    }),
    carrier ? loadCallHistory(db, { carrierCode: carrier, ...window }) : Promise.resolve(null),
    carrier && service
      ? loadCallHistory(db, { carrierCode: carrier, serviceCode: service, ...window })
      : Promise.resolve(null),
    pol && pod
      ? loadCallHistory(db, { route: { first: pol, second: pod }, ...window })
      : Promise.resolve(null),
  ]);
  const prediction = await predictVoyageEtas({ db, mmsi: vessel.mmsi, calls: voyage, ports, router, now: t });
  const calls: VoyageCall[] = voyage.map((row) => {
    const wire = callHistoryOf(row, ports);
    const predicted = prediction.arrivals.get(row.id) ?? null;
    const carrierEta = msOf(row.arrival_at);
    return {
      ...wire,
      predictedArrival: predicted === null ? null : new Date(predicted).toISOString(),
      predictedVsCarrierHours:
        predicted === null || carrierEta === null
          ? null
          : Math.round((predicted - carrierEta) / 360_000) / 10,
    };
  });
  return {
    window: windowWire(window),
    vessel: {
      name: vessel.name,
      imo: vessel.imo,
      mmsi: vessel.mmsi,
      callSign: vessel.callSign,
      figures: figuresOf(vesselRows),
    },
    carrier: carrier && carrierRows ? { carrierCode: carrier, figures: figuresOf(carrierRows) } : null,
    service:
      carrier && service && serviceRows
        ? {
            carrierCode: carrier,
            serviceCode: service,
            serviceName: serviceRows[0]?.service_name ?? head?.service_name ?? service,
            figures: figuresOf(serviceRows),
          }
        : null,
    route:
      pol && pod && routeRows
        ? {
            polCode: body.pol?.toUpperCase() ?? pol,
            podCode: body.pod?.toUpperCase() ?? pod,
            figures: figuresOf(routeRows),
          }
        : null,
    voyage: head
      ? {
          carrierCode: head.carrier_code,
          serviceCode: head.service_code,
          voyage: head.voyage_number,
          calls,
          prediction: prediction.basis,
        }
      : null,
  };
}
