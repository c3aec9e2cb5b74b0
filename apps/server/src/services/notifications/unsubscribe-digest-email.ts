import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { digestDeliveries, notificationDigests } from '../../db/schema/index.js';

/**
 * The one-click unsubscribe of a digest e-mail (its link is the notices' one, signed over the
 * delivery id): the address is removed from the member's digest, which turns off when none is
 * left. Null when the id is not a digest delivery's.
 */
export async function unsubscribeDigestEmail({
  db,
  deliveryId,
  now,
  maxAgeMs,
}: {
  db: Database;
  deliveryId: string;
  now: Date;
  maxAgeMs: number;
}): Promise<{ email: string; emailEnabled: boolean } | null> {
  const [delivery] = await db.orm
    .select({
      userId: digestDeliveries.userId,
      target: digestDeliveries.target,
      createdAt: digestDeliveries.createdAt,
    })
    .from(digestDeliveries)
    .where(eq(digestDeliveries.id, deliveryId));
  if (!delivery || now.getTime() - delivery.createdAt.getTime() > maxAgeMs) return null;
  const remaining = sql`array_remove(${notificationDigests.emails}, ${delivery.target})`;
  const [digest] = await db.orm
    .update(notificationDigests)
    .set({
      emails: remaining,
      enabled: sql`${notificationDigests.enabled} and cardinality(${remaining}) > 0`,
      nextRunAt: sql`case when cardinality(${remaining}) > 0 then ${notificationDigests.nextRunAt} end`,
      updatedAt: now,
    })
    .where(eq(notificationDigests.userId, delivery.userId))
    .returning({ enabled: notificationDigests.enabled });
  return { email: delivery.target, emailEnabled: digest?.enabled ?? false };
}
