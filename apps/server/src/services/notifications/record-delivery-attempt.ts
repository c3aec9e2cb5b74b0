import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { digestDeliveries, noticeDeliveries } from '../../db/schema/index.js';

/** The outbox tables whose rows one attempt sends (same status, attempt and error columns). */
type DeliveryTable = typeof noticeDeliveries | typeof digestDeliveries;

/**
 * Counts an attempt of an outbox delivery: sent (only a pending row: a late duplicate run
 * leaves a failed row failed), or failed with its error — for good when no retry follows.
 */
export async function recordDeliveryAttempt(
  db: Database,
  table: DeliveryTable,
  deliveryId: string,
  outcome: { sentAt: Date } | { error: string; final: boolean },
): Promise<void> {
  const attempts = sql`${table.attempts} + 1`;
  if ('sentAt' in outcome) {
    await db.orm
      .update(table)
      .set({ status: 'sent', sentAt: outcome.sentAt, attempts, lastError: null })
      .where(and(eq(table.id, deliveryId), eq(table.status, 'pending')));
    return;
  }
  await db.orm
    .update(table)
    .set({
      attempts,
      lastError: outcome.error.slice(0, 500),
      ...(outcome.final ? { status: 'failed' as const } : {}),
    })
    .where(eq(table.id, deliveryId));
}
