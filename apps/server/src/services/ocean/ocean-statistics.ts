import type { Language, PortDirectory } from '@tracklane/domain';
import { count, desc, isNotNull, type SQL, sql } from 'drizzle-orm';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { mergeByCanonicalPort } from './canonical-port-counts.js';
import { directoryPortName } from './directory-port-name.js';
import { type FacetDeps, type StageCount, stageCounts, statusFacet } from './subscription-facets.js';
import { matchesAll } from './subscription-list-query.js';

export interface CurrentStatistics {
  total: number;
  byStatus: { displayStatus: string; count: number }[];
  byStage: StageCount[];
}

/** POST /application/ocean/statistic/current: the caller's live subscriptions by display status. */
export async function currentStatistics(deps: FacetDeps): Promise<CurrentStatistics> {
  const byStatus = await statusFacet(deps);
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus,
    byStage: stageCounts(byStatus),
  };
}

export interface PortStatistic {
  portCode: string;
  /** In the caller's language where the directory has a translation, else English, else the code. */
  portName: string;
  country: string;
  /** Not yet arrived (no ATA) and not finished. */
  inbound: number;
  /** Arrived (ATA) and not yet finished: at the port, available or moving inland. */
  arrived: number;
  /** Inbound with an ETA already past. */
  overdue: number;
  total: number;
}

/** Display statuses after which a shipment no longer concerns its port of discharge. */
const FINISHED = ['COMPLETE', 'DELIVERED', 'CANCELLED'];

/**
 * GET /application/ocean/client/port_statistic: the caller's subscriptions per port of
 * discharge (one GROUP BY with conditional counts), busiest port first. Port names in the
 * caller's language (issue 20); English when none is asked for, as before.
 */
export async function clientPortStatistics({
  db,
  caller,
  ports,
  language = 'en',
  now = new Date(),
}: FacetDeps & { ports: PortDirectory; language?: Language; now?: Date }): Promise<PortStatistic[]> {
  const scoped = scopeCondition(await scopeOf(db, caller));
  const s = oceanSubscriptions;
  const open = sql`${s.displayStatus} not in (${sql.join(
    FINISHED.map((f) => sql`${f}`),
    sql`, `,
  )})`;
  const rows = await db.orm
    .select({
      code: s.podCode,
      total: count(),
      inbound: sql<number>`count(*) filter (where ${open} and ${s.ata} is null)`,
      arrived: sql<number>`count(*) filter (where ${open} and ${s.ata} is not null)`,
      overdue: sql<number>`count(*) filter (where ${open} and ${s.ata} is null and ${s.eta} < ${now.toISOString()}::timestamptz)`,
    })
    .from(s)
    .where(matchesAll([scoped, isNotNull(s.podCode) as SQL]))
    .groupBy(s.podCode)
    .orderBy(desc(count()), s.podCode);
  const counts = rows.map((r) => ({
    code: r.code ?? '',
    total: Number(r.total),
    inbound: Number(r.inbound),
    arrived: Number(r.arrived),
    overdue: Number(r.overdue),
  }));
  // Grouped by the port's product code, so CNSGH and CNSHA rows are one Shanghai.
  return mergeByCanonicalPort(counts, ports, (r) => r.total).map((r) => {
    const code = r.code;
    const port = ports.get(code);
    return {
      portCode: code,
      portName: directoryPortName(port, code, language),
      country: port?.country ?? code.slice(0, 2),
      inbound: Number(r.inbound),
      arrived: Number(r.arrived),
      overdue: Number(r.overdue),
      total: Number(r.total),
    };
  });
}
