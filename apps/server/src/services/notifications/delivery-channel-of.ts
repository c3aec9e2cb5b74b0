import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { noticeDeliveries } from '../../db/schema/index.js';

/** The channel of an outbox delivery (the deliver job sends each its own way); null when gone. */
export async function deliveryChannelOf(
  db: Database,
  deliveryId: string,
): Promise<'email' | 'msgapp' | null> {
  const [row] = await db.orm
    .select({ channel: noticeDeliveries.channel })
    .from(noticeDeliveries)
    .where(eq(noticeDeliveries.id, deliveryId));
  return row?.channel ?? null;
}
