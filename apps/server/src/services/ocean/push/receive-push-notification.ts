import type { OceanPushApi } from '@tracklane/connectors';
import { AppError, type PortDirectory } from '@tracklane/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanPushSubscriptions } from '../../../db/schema/index.js';
import { loadShipmentHead } from '../shipment-head.js';
import { type StoredBatch, type StoreFollowUps, storeTrackingBatch } from '../store-tracking-batch.js';

/**
 * One callback of the provider (POST /webhooks/dcsa/tnt/:pushId). The signature is checked over
 * the exact body bytes with the subscription's secrets before anything is parsed; a refused
 * callback (bad signature, schema) stores nothing, is counted with its reason on the row, and
 * answers 401 / 400 so the provider retries or alerts. An accepted one goes through the same
 * store transaction as a poll.
 */
export async function receivePushNotification({
  db,
  push,
  pushId,
  rawBody,
  signatureHeader,
  ports,
  now = new Date(),
  followUps,
}: {
  db: Database;
  push: OceanPushApi | undefined;
  pushId: string;
  rawBody: Uint8Array | string;
  signatureHeader: string | undefined;
  ports: PortDirectory;
  now?: Date;
  /** Work the stored notification queues with its cause (store-tracking-batch.ts). */
  followUps?: StoreFollowUps | undefined;
}): Promise<StoredBatch> {
  const [row] = await db.orm
    .select()
    .from(oceanPushSubscriptions)
    .where(eq(oceanPushSubscriptions.id, pushId));
  if (!row || !push) throw new AppError(40400, 'unknown push subscription');
  const overlapOver = row.previousSecretUntil !== null && row.previousSecretUntil < now;
  const secrets = overlapOver ? row.secrets.slice(0, 1) : row.secrets;
  const receipt = push.receive({ rawBody, signatureHeader, secrets });
  if (!receipt.ok) {
    await db.orm
      .update(oceanPushSubscriptions)
      .set({
        lastRejectionReason: `${receipt.reason}: ${receipt.detail}`.slice(0, 500),
        lastRejectionAt: now,
        rejections: sql`${oceanPushSubscriptions.rejections} + 1`,
      })
      .where(eq(oceanPushSubscriptions.id, pushId));
    throw receipt.reason === 'bad-signature'
      ? new AppError(40100, `Notification-Signature: ${receipt.detail}`)
      : new AppError(40000, `notification body: ${receipt.detail}`);
  }
  const shipment = await loadShipmentHead(db, row.shipmentId);
  if (!shipment) throw new AppError(40400, 'unknown push subscription');
  const stored = await storeTrackingBatch({
    db,
    shipment,
    batch: receipt.batch,
    ports,
    now,
    draw: Math.random(),
    followUps,
  });
  await db.orm
    .update(oceanPushSubscriptions)
    .set({ lastNotificationAt: now, notifications: sql`${oceanPushSubscriptions.notifications} + 1` })
    .where(eq(oceanPushSubscriptions.id, pushId));
  return stored;
}
