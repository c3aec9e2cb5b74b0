import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oceanShipments } from './ocean-shipments.js';

/**
 * The provider's push subscription for one shipment (DCSA T&T event subscription). The row id is
 * the callback URL's last segment, so a callback is routed to its shipment without trusting the
 * body. `secrets` holds the current secret first and, for an overlap window after a rotation,
 * the previous one: batches queued at the provider before the rotation still verify.
 */
export const oceanPushSubscriptions = pgTable(
  'ocean_push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => oceanShipments.id, { onDelete: 'cascade' }),
    // Null until the provider accepted the subscription (a crash in between leaves a row to retry).
    providerSubscriptionId: text('provider_subscription_id'),
    secrets: text('secrets').array().notNull(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    // When the previous secret stops being accepted.
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastNotificationAt: timestamp('last_notification_at', { withTimezone: true }),
    notifications: integer('notifications').notNull().default(0),
    // The last callback refused (bad signature, schema), kept so operators can see why.
    lastRejectionReason: text('last_rejection_reason'),
    lastRejectionAt: timestamp('last_rejection_at', { withTimezone: true }),
    rejections: integer('rejections').notNull().default(0),
    lastErrorMessage: text('last_error_message'),
  },
  (t) => [
    uniqueIndex('ocean_push_subscriptions_shipment_idx').on(t.shipmentId),
    index('ocean_push_subscriptions_rotated_idx').on(t.secretRotatedAt),
    index('ocean_push_subscriptions_pending_idx')
      .on(t.createdAt)
      .where(sql`provider_subscription_id is null`),
  ],
);
