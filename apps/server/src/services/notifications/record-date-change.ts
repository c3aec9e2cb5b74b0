import { AppError, type NotificationEvent, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanReminders, oceanSubscriptions } from '../../db/schema/index.js';
import type { TxFollowUp } from '../ocean/store-tracking-batch.js';

/**
 * Records a date change of a subscription's shipment as a refresh does (the reminder and its
 * fan-out, in one transaction). Only for the browser tests (TEST_ROUTES): a real change comes from
 * a carrier's events through store-tracking-batch.ts.
 */
export async function recordDateChange({
  db,
  subscriptionId,
  change,
  now = new Date(),
  datesChanged,
}: {
  db: Database;
  subscriptionId: string;
  change: { event: NotificationEvent; portCode: string; oldValue: string | null; newValue: string };
  now?: Date;
  datesChanged: TxFollowUp;
}): Promise<{ shipmentId: string }> {
  const [subscription] = await db.orm
    .select({ shipmentId: oceanSubscriptions.shipmentId })
    .from(oceanSubscriptions)
    .where(eq(oceanSubscriptions.id, subscriptionId));
  if (!subscription) throw new AppError(StatusCode.WRONG_LINK);
  const { shipmentId } = subscription;
  await db.orm.transaction(async (tx) => {
    await tx.insert(oceanReminders).values({
      shipmentId,
      type: change.event,
      oldValue: change.oldValue,
      newValue: change.newValue,
      portCode: change.portCode,
      recordedAt: now,
    });
    await datesChanged(shipmentId, tx);
  });
  return { shipmentId };
}
