import type { Database } from '../../db/database.js';
import { noticeDeliveries } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { deliveriesThisMonth } from './deliveries-this-month.js';
import { msgappAccountsOf } from './msgapp-accounts.js';
import type { Recipient } from './notification-recipients.js';

/**
 * The fan-out's messaging-app part, in its transaction: when the member's rule pushes to the
 * messaging app, one delivery per bound account (target: its union id) within the plan's monthly
 * allowance, each delivery's job queued in the same transaction. A member who unbound every
 * account gets none (the notice centre still has the notice). Answers the deliveries written.
 */
export async function queueMsgappDeliveries({
  tx,
  recipient,
  noticeId,
  now,
  queueDelivery,
}: {
  tx: Database['orm'];
  recipient: Recipient;
  noticeId: string;
  now: Date;
  queueDelivery(deliveryId: string, tx: SqlRunner): Promise<void>;
}): Promise<number> {
  if (!recipient.msgappEnabled) return 0;
  const accounts = await msgappAccountsOf(tx, recipient.userId);
  if (accounts.length === 0) return 0;
  const used = await deliveriesThisMonth(tx, recipient.userId, 'msgapp', now);
  if (used + accounts.length > recipient.msgappPerMonth) return 0;
  const deliveries = await tx
    .insert(noticeDeliveries)
    .values(
      accounts.map((target) => ({
        noticeId,
        userId: recipient.userId,
        channel: 'msgapp' as const,
        target,
        createdAt: now,
      })),
    )
    .returning({ id: noticeDeliveries.id });
  for (const delivery of deliveries) await queueDelivery(delivery.id, tx);
  return deliveries.length;
}
