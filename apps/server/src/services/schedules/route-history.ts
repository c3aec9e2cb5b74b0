import {
  type Language,
  onTimeFigures,
  type PortDirectory,
  type RouteHistory,
  type RouteHistoryGroups,
  type RouteHistoryQuery,
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
import { notFound, optionalPort, readWindow } from './read-schedule-query.js';
import { msOf, schedulePortOf } from './schedule-rows.js';

interface Input {
  db: Database;
  caller: Caller;
  query: RouteHistoryQuery;
  ports: PortDirectory;
  language: Language;
  now: Date;
}

/** The service's calls in the window (default the last 3 months), by route when POL/POD are given. */
async function load(input: Input) {
  const { db, query, ports, language, now } = input;
  const pol = optionalPort('polCode', query.polCode, ports, language);
  const pod = optionalPort('podCode', query.podCode, ports, language);
  const window = readWindow(
    query.begin,
    query.end,
    { begin: historyWindow(now.getTime()).from, end: now.getTime() },
    language,
  );
  await assertScheduleQuota({ db, caller: input.caller, now });
  const carrierCode = query.carrier.toUpperCase();
  const rows = await loadCallHistory(db, {
    carrierCode,
    serviceCode: query.routeCode,
    from: window.begin,
    to: window.end,
    ports: pol && !pod ? [pol] : pod && !pol ? [pod] : null,
    route: pol && pod ? { first: pol, second: pod } : null,
  });
  if (rows.length === 0 && !(await serviceExists(db, carrierCode, query.routeCode)))
    throw notFound('serviceNotFound', language);
  return {
    rows,
    head: {
      carrierCode,
      serviceCode: query.routeCode,
      serviceName: rows[0]?.service_name ?? null,
      window: windowWire({ from: window.begin, to: window.end }),
      figures: onTimeFigures(rows.map(measuredOf)),
    },
  };
}

async function serviceExists(db: Database, carrierCode: string, serviceCode: string): Promise<boolean> {
  const result = await db.executeSql(
    'select 1 from schedule_services where carrier_code = $1 and service_code = $2 limit 1',
    [carrierCode, serviceCode],
  );
  return result.rows.length > 0;
}

/** GET /vessel2/schedule/history/byRouteCode: every call of the service, oldest first. */
export async function serviceHistory(input: Input): Promise<RouteHistory> {
  const { rows, head } = await load(input);
  return { ...head, calls: rows.map((r) => callHistoryOf(r, input.ports)) };
}

const WEEK = 7 * 86_400_000;
/** Monday 00:00 UTC of the week holding `ms` (1970-01-01 was a Thursday, hence the 3 days). */
const mondayOf = (ms: number) => Math.floor((ms + 3 * 86_400_000) / WEEK) * WEEK - 3 * 86_400_000;

function groupBy<K>(rows: readonly HistoryRow[], key: (r: HistoryRow) => K): Map<K, HistoryRow[]> {
  const out = new Map<K, HistoryRow[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/** GET /vessel2/schedule/history/byRouteCode/group: the figures per port, vessel and week. */
export async function serviceHistoryGroups(input: Input): Promise<RouteHistoryGroups> {
  const { rows, head } = await load(input);
  const figures = (list: HistoryRow[]) => onTimeFigures(list.map(measuredOf));
  return {
    ...head,
    byPort: [...groupBy(rows, (r) => r.port_code)].map(([code, list]) => ({
      ...schedulePortOf(code, input.ports),
      figures: figures(list),
    })),
    byVessel: [...groupBy(rows, (r) => r.vessel_imo || r.vessel_name)].map(([, list]) => {
      const r = list[0] as HistoryRow;
      return {
        name: r.vessel_name,
        imo: r.vessel_imo || null,
        mmsi: r.vessel_mmsi,
        callSign: null,
        figures: figures(list),
      };
    }),
    byWeek: [
      ...groupBy(rows, (r) => mondayOf(msOf(r.planned_arrival) ?? (msOf(r.planned_departure) as number))),
    ]
      .sort((a, b) => a[0] - b[0])
      .map(([week, list]) => ({ weekStart: new Date(week).toISOString(), figures: figures(list) })),
  };
}
