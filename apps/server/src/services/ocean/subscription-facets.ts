import {
  type CarrierRegistry,
  type PortDirectory,
  type ShipmentStage,
  shipmentStageOf,
  type TrackingStage,
  trackingStageOf,
} from '@tracklane/domain';
import { count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { mergeByCanonicalPort } from './canonical-port-counts.js';
import { matchesAll } from './subscription-list-query.js';

/**
 * The list's filter facets (GET /application/ocean/subscribes/carrier, /status, /pods,
 * /instatus, /warning). Each is one GROUP BY over the denormalised list columns of the caller's
 * live subscriptions, so the organisation's partial indexes (deleted rows left out) serve them.
 */
export interface FacetDeps {
  db: Database;
  caller: Caller;
}

async function groupCounts(db: Database, where: SQL, column: SQL): Promise<{ key: string; n: number }[]> {
  const rows = await db.orm
    .select({ key: sql<string>`${column}`, n: count() })
    .from(oceanSubscriptions)
    .where(where)
    .groupBy(column)
    .orderBy(desc(count()), column);
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

async function scopedWhere({ db, caller }: FacetDeps, ...extra: SQL[]): Promise<SQL> {
  return matchesAll([scopeCondition(await scopeOf(db, caller)), ...extra]);
}

export async function carrierFacet(deps: FacetDeps & { carriers: CarrierRegistry }) {
  const rows = await groupCounts(deps.db, await scopedWhere(deps), sql`${oceanSubscriptions.carrierCode}`);
  return rows.map(({ key, n }) => ({ code: key, name: deps.carriers.get(key)?.name ?? key, count: n }));
}

export async function statusFacet(deps: FacetDeps) {
  const rows = await groupCounts(deps.db, await scopedWhere(deps), sql`${oceanSubscriptions.displayStatus}`);
  return rows.map(({ key, n }) => ({ displayStatus: key, count: n }));
}

export async function podFacet(deps: FacetDeps & { ports: PortDirectory }) {
  const where = await scopedWhere(deps, isNotNull(oceanSubscriptions.podCode));
  const rows = await groupCounts(deps.db, where, sql`${oceanSubscriptions.podCode}`);
  // By the port's product code: CNSGH and CNSHA rows are one Shanghai.
  const merged = mergeByCanonicalPort(
    rows.map(({ key, n }) => ({ code: key, n })),
    deps.ports,
    (r) => r.n,
  );
  return merged.map(({ code, n }) => {
    const port = deps.ports.get(code);
    return {
      code,
      name: port?.nameEn ?? code,
      nameCn: port && port.nameCn !== port.nameEn ? port.nameCn : null,
      nameJp: port?.nameJp ?? null,
      count: n,
    };
  });
}

/** Warning codes are an array column: unnest in a subquery, then count subscriptions per code. */
export async function warningFacet(deps: FacetDeps) {
  const where = await scopedWhere(deps, sql`cardinality(${oceanSubscriptions.warningCodes}) > 0`);
  const codes = deps.db.orm
    .select({ code: sql<string>`unnest(${oceanSubscriptions.warningCodes})`.as('code') })
    .from(oceanSubscriptions)
    .where(where)
    .as('w');
  const rows = await deps.db.orm
    .select({ code: codes.code, n: count() })
    .from(codes)
    .groupBy(codes.code)
    .orderBy(desc(count()), codes.code);
  return rows.map((r) => ({ code: r.code, count: Number(r.n) }));
}

export interface StageCount {
  stage: ShipmentStage;
  /** The display statuses of the stage, comma-separated: the list's `status` filter value. */
  status: string;
  count: number;
}

/** The shipment stage of a display status (COMPLETE → finished, NODATA → no data). */
export function stageOfDisplayStatus(displayStatus: string): ShipmentStage {
  if (displayStatus === 'COMPLETE') return 'FINISHED';
  if (displayStatus === 'NODATA') return 'NO_DATA';
  return shipmentStageOf({ completed: false, statusCategory: displayStatus as never });
}

/** Folds display-status counts into stage counts (pure), stages in the order they happen. */
export function stageCounts(byStatus: { displayStatus: string; count: number }[]): StageCount[] {
  const order: ShipmentStage[] = ['BEFORE_DEPARTURE', 'ON_THE_WAY', 'AFTER_ARRIVAL', 'FINISHED', 'NO_DATA'];
  const stages = new Map<ShipmentStage, { statuses: string[]; count: number }>();
  for (const { displayStatus, count: n } of byStatus) {
    const stage = stageOfDisplayStatus(displayStatus);
    const entry = stages.get(stage) ?? { statuses: [], count: 0 };
    entry.statuses.push(displayStatus);
    entry.count += n;
    stages.set(stage, entry);
  }
  return [...stages.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([stage, { statuses, count: n }]) => ({ stage, status: statuses.sort().join(','), count: n }));
}

export interface TrackingStageCount {
  stage: TrackingStage;
  /** The display statuses of the stage, comma-separated: the list's `status` filter value. */
  status: string;
  count: number;
}

/** platform.md §4 names them in this order. */
const TRACKING_STAGE_ORDER: readonly TrackingStage[] = [
  'AT_POL',
  'AT_TS',
  'AT_POD',
  'BERTHING',
  'AVAILABLE_FOR_PICKUP',
  'ARRIVED',
  'IN_TRANSIT',
];

/**
 * Folds (display status, last actual event code) counts into tracking-stage counts (pure). A
 * shipment with no tracking stage (no data, booked, pre-carriage, cancelled) is in none.
 */
export function trackingStageCounts(
  rows: { displayStatus: string; lastActualCode: string | null; count: number }[],
): TrackingStageCount[] {
  const stages = new Map<TrackingStage, { statuses: Set<string>; count: number }>();
  for (const { displayStatus, lastActualCode, count: n } of rows) {
    const stage = trackingStageOf(displayStatus as never, lastActualCode);
    if (!stage) continue;
    const entry = stages.get(stage) ?? { statuses: new Set<string>(), count: 0 };
    entry.statuses.add(displayStatus);
    entry.count += n;
    stages.set(stage, entry);
  }
  return TRACKING_STAGE_ORDER.flatMap((stage) => {
    const entry = stages.get(stage);
    return entry ? [{ stage, status: [...entry.statuses].sort().join(','), count: entry.count }] : [];
  });
}

/**
 * GET /subscribes/instatus: subscriptions per tracking stage (platform.md §4: at POL, at T/S, at
 * POD, berthing, available for pickup, arrived, in transit). Berthing is told from at-POD by the
 * shipment's latest actual event (vessel berthed or at port, box not yet discharged), read from
 * the view of the AT_POD rows only.
 */
export async function inStatusFacet(deps: FacetDeps): Promise<TrackingStageCount[]> {
  const events = sql`coalesce(${oceanShipments.view}->'transportEvents', '[]'::jsonb)
    || coalesce(${oceanShipments.view}->'equipmentEvents', '[]'::jsonb)`;
  const lastActualCode = sql<string | null>`case when ${oceanSubscriptions.displayStatus} = 'AT_POD' then (
    select e->>'eventCode' from jsonb_array_elements(${events}) e
    where e->>'eventClassifier' = 'ACT' and e->>'eventTime' is not null
    order by (e->>'eventTime')::timestamptz desc limit 1) end`;
  const rows = await deps.db.orm
    .select({ displayStatus: oceanSubscriptions.displayStatus, lastActualCode, n: count() })
    .from(oceanSubscriptions)
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(await scopedWhere(deps))
    .groupBy(oceanSubscriptions.displayStatus, lastActualCode);
  return trackingStageCounts(
    rows.map((r) => ({
      displayStatus: r.displayStatus,
      lastActualCode: r.lastActualCode,
      count: Number(r.n),
    })),
  );
}
