import {
  type AisDetection,
  type AisDetectQuery,
  type Language,
  type PortDirectory,
  scheduleMessage,
} from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import { localizedFieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { overviewPoints, type PortPassage, passageNear, portPassages } from '../vessels/ais-port-passage.js';
import { assertScheduleQuota } from './assert-schedule-quota.js';
import { loadCallHistory } from './call-history.js';
import { findScheduleVessel } from './find-schedule-vessel.js';
import { notFound, readWindow, requirePort } from './read-schedule-query.js';
import { msOf } from './schedule-rows.js';

const DAY = 86_400_000;
/** How far around the carrier's time the track is searched, and how far a visit may lie from it. */
const AROUND_MS = 3 * DAY;

const FIELD_TIME: Record<AisDetection['field'], keyof PortPassage> = {
  ATA: 'entered',
  ATB: 'berthed',
  ATD: 'left',
};

/**
 * GET /vessel2/route-ais-matching/detect: when the vessel's AIS track shows it entering (ATA),
 * berthing in (ATB) or leaving (ATD) the port's 30 km area, next to the carrier's time for the
 * same call. The call is the voyage's call at the port (the vessel's call nearest to now when no
 * voyage is given); the window defaults to its time ± 3 days, never past now.
 */
export async function detectAisTime({
  db,
  caller,
  query,
  ports,
  language,
  now,
}: {
  db: Database;
  caller: Caller;
  query: AisDetectQuery;
  ports: PortDirectory;
  language: Language;
  now: Date;
}): Promise<AisDetection> {
  const portKey = requirePort('port', query.port, ports, language);
  const port = ports.get(portKey);
  if (!port || port.lat === null || port.lon === null)
    throw localizedFieldError('port', `${scheduleMessage('unknownPort', language)} ${query.port}`);
  const vessel = await findScheduleVessel(db, query.vessel, query.carrier?.trim().toUpperCase() || null);
  if (!vessel) throw notFound('vesselNotFound', language);
  await assertScheduleQuota({ db, caller, now });
  const t = now.getTime();

  const calls = await loadCallHistory(db, {
    ...(vessel.imo ? { vesselImo: vessel.imo } : { vesselName: vessel.name.toUpperCase() }),
    ...(query.voyage ? { voyageNumber: query.voyage } : {}),
    ports: [portKey],
    from: 0,
    to: t + 120 * DAY,
  });
  const side = (c: (typeof calls)[number]) => msOf(query.field === 'ATD' ? c.departure_at : c.arrival_at);
  const call =
    [...calls].sort((a, b) => Math.abs((side(a) ?? 0) - t) - Math.abs((side(b) ?? 0) - t))[0] ?? null;
  const carrierTime = call ? side(call) : null;
  const anchor = carrierTime ?? t;
  const window = readWindow(
    query.begin,
    query.end,
    { begin: anchor - AROUND_MS, end: Math.min(t, anchor + AROUND_MS) },
    language,
  );

  const points = vessel.mmsi
    ? await overviewPoints(db, Number(vessel.mmsi), window.begin, window.end + 1)
    : [];
  const passages = portPassages(points, { lat: port.lat, lon: port.lon });
  const planned = call
    ? { arrival: msOf(call.arrival_at) ?? anchor, departure: msOf(call.departure_at) ?? anchor }
    : { arrival: window.begin, departure: window.end };
  const visit = passageNear(passages, planned.arrival, planned.departure, AROUND_MS);
  const time = visit ? (visit[FIELD_TIME[query.field]] as number | null) : null;
  return {
    field: query.field,
    portCode: query.port.trim().toUpperCase(),
    vessel: { name: vessel.name, imo: vessel.imo, mmsi: vessel.mmsi, callSign: vessel.callSign },
    time: time === null ? null : new Date(time).toISOString(),
    source: 'AIS',
    carrierTime: carrierTime === null ? null : new Date(carrierTime).toISOString(),
    differenceHours:
      time === null || carrierTime === null ? null : Math.round((time - carrierTime) / 360_000) / 10,
    window: { begin: new Date(window.begin).toISOString(), end: new Date(window.end).toISOString() },
    positions: points.length,
  };
}
