import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';
import { nextRefreshAfterFault } from './refresh-schedule.js';

export interface RefreshFault {
  kind: string;
  message: string;
  transient: boolean;
  retryAfterSeconds: number | null;
}

/**
 * Keeps everything the shipment had (events, view, cursor) and records the fault, visible in the
 * subscription's detail; transient faults are retried with backoff, others stop the polling.
 */
export async function recordRefreshFault({
  db,
  shipment,
  fault,
  now,
}: {
  db: Database;
  shipment: { id: string; consecutiveErrors: number; refreshIntervalMinutes: number };
  fault: RefreshFault;
  now: Date;
}): Promise<void> {
  const consecutive = shipment.consecutiveErrors + 1;
  await db.orm
    .update(oceanShipments)
    .set({
      lastErrorKind: fault.kind,
      lastErrorMessage: fault.message.slice(0, 500),
      lastErrorAt: now,
      consecutiveErrors: sql`${oceanShipments.consecutiveErrors} + 1`,
      nextRefreshAt: nextRefreshAfterFault(now, fault, consecutive, shipment.refreshIntervalMinutes),
    })
    .where(eq(oceanShipments.id, shipment.id));
}
