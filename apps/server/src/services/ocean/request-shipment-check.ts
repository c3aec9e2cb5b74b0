import {
  AppError,
  CHECK_NOW_INTERVAL_MINUTES,
  type CheckNowResult,
  checkNowTooSoonMessage,
  type Language,
  StatusCode,
} from '@tracklane/domain';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { oceanShipments } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { findSubscription } from './find-subscription.js';

const MINUTE_MS = 60_000;

/**
 * POST /application/ocean/subscribe/:id/check — "check now": poll the subscription's shipment at
 * the carrier again. One per shipment per CHECK_NOW_INTERVAL_MINUTES, whoever asks (the carrier's
 * answer is shared by every subscriber); sooner is 42900 with the wait. The request is recorded
 * and the poll queued in one transaction, so neither happens without the other. An unfinished
 * shipment is also made due now, so the dispatcher takes it if no queue does.
 */
export async function requestShipmentCheck({
  db,
  caller,
  id,
  language,
  queuePoll,
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  id: string;
  language: Language;
  /** Queues the poll through `tx` (ocean.refresh). */
  queuePoll: (shipmentId: string, tx: SqlRunner) => Promise<void>;
  now?: Date;
}): Promise<CheckNowResult> {
  const { shipment } = await findSubscription({ db, caller, id });
  const intervalMs = CHECK_NOW_INTERVAL_MINUTES * MINUTE_MS;
  const since = new Date(now.getTime() - intervalMs);
  return db.orm.transaction(async (tx) => {
    const [taken] = await tx
      .update(oceanShipments)
      .set({
        checkRequestedAt: now,
        nextRefreshAt: sql`case when ${oceanShipments.completed} then ${oceanShipments.nextRefreshAt} else ${now} end`,
      })
      .where(
        and(
          eq(oceanShipments.id, shipment.id),
          or(isNull(oceanShipments.checkRequestedAt), lte(oceanShipments.checkRequestedAt, since)),
        ),
      )
      .returning({ nextRefreshAt: oceanShipments.nextRefreshAt });
    if (!taken) {
      const [last] = await tx
        .select({ at: oceanShipments.checkRequestedAt })
        .from(oceanShipments)
        .where(eq(oceanShipments.id, shipment.id));
      const retryAfterMs = Math.max(0, (last?.at?.getTime() ?? now.getTime()) + intervalMs - now.getTime());
      throw new AppError(
        StatusCode.CALL_LIMIT_EXCEEDED,
        checkNowTooSoonMessage(retryAfterMs / MINUTE_MS, language),
        {
          retryAfterMs,
        },
      );
    }
    await queuePoll(shipment.id, tx);
    return {
      nextCheckAt: taken.nextRefreshAt?.toISOString() ?? null,
      checkRequestedAt: now.toISOString(),
      checkPending: true,
    };
  });
}
