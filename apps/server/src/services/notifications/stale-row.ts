import type { OceanShipmentView } from '@tracklane/domain';
import { jsonOf } from '../../db/sql-rows.js';
import { type StaleReason, type StaleThresholds, staleReasonOf } from './stale-reason-of.js';

/** The columns of `ocean_shipments` a stale-data judgement reads, as raw SQL answers them. */
export interface StaleRow {
  id: string;
  view: unknown;
  completed: boolean;
  last_refreshed_at: string | Date | null;
  created_at: string | Date;
}

const dateOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** staleReasonOf for a row read by raw SQL (both drivers), with the last update it was judged by. */
export function staleReasonOfRow(
  row: StaleRow,
  now: Date,
  thresholds: StaleThresholds,
): { reason: StaleReason | null; lastRefreshedAt: Date | null } {
  const lastRefreshedAt = row.last_refreshed_at === null ? null : dateOf(row.last_refreshed_at);
  const reason = staleReasonOf({
    view: row.view === null ? null : jsonOf<OceanShipmentView>(row.view),
    completed: row.completed,
    lastRefreshedAt,
    createdAt: dateOf(row.created_at),
    now,
    thresholds,
  });
  return { reason, lastRefreshedAt };
}
