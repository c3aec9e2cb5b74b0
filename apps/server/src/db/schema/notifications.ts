import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oceanShipments } from './ocean-shipments.js';
import { oceanSubscriptions } from './ocean-subscriptions.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * A member's reminder rule (GET/POST /application/rule/event). A member without a row has the
 * default rule (defaultNotificationRule: date changes of what they subscribed, in the app only).
 */
export const notificationRules = pgTable('notification_rules', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  events: text('events').array().notNull(),
  thresholdHours: real('threshold_hours').notNull(),
  // ZNotificationScope: {kind: 'mine' | 'all'} or {kind: 'chosen', subscriptionIds}.
  scope: jsonb('scope').notNull(),
  emailEnabled: boolean('email_enabled').notNull(),
  emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
  // Push to the member's bound messaging-app accounts (user_identities); saved on only when bound.
  msgappEnabled: boolean('msgapp_enabled').notNull().default(false),
  // The language the member used when saving: their e-mails are written in it.
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An organisation's reminder rule (GET/POST /application/rule/event/organization): at most one,
 * set by members holding `company.manage`. It is the rule of every member who has not saved one
 * of their own (notification_rules). Same fields as a member's rule; its addresses (a team
 * mailbox, say) receive each shipment change once, not once per member (notification-recipients.ts).
 */
export const organizationNotificationRules = pgTable('organization_notification_rules', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  events: text('events').array().notNull(),
  thresholdHours: real('threshold_hours').notNull(),
  // ZNotificationScope; 'chosen' names subscriptions of the organisation.
  scope: jsonb('scope').notNull(),
  emailEnabled: boolean('email_enabled').notNull(),
  emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
  // Inheriting members push to their own bound messaging-app accounts.
  msgappEnabled: boolean('msgapp_enabled').notNull().default(false),
  // The language of the manager who saved it: the organisation's e-mails are written in it.
  language: text('language').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One notice of a member's notice centre: the changes of one shipment sent together (coalesced),
 * with the shipment as the member's list named it then. Written by the fan-out in the same
 * transaction as the deliveries it asks for (the outbox).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => oceanSubscriptions.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => oceanShipments.id, { onDelete: 'cascade' }),
    // NoticeShipment and NoticeChange[] (packages/domain notice-wire.ts).
    shipment: jsonb('shipment').notNull(),
    changes: jsonb('changes').notNull(),
    // The events of the changes, for the centre's filter.
    events: text('events').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notices_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // The retention job deletes notices by age (notifications.cleanup).
    index('notices_created_idx').on(t.createdAt),
  ],
);

/**
 * A notice to send on one channel (e-mail, messaging app) to one address: the outbox row. `notifications.deliver` sends it
 * and marks it sent; a run killed between the two sends it once more at most.
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'msgapp'] }).notNull(),
    // The e-mail address, or the bound messaging-app account's union id.
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('notice_deliveries_target_key').on(t.noticeId, t.channel, t.target),
    index('notice_deliveries_user_created_idx').on(t.userId, t.createdAt),
    // The retention job deletes deliveries by age (notifications.cleanup).
    index('notice_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * The last value of a date each member was told, per shipment, event and port: the threshold is
 * measured from it, so small moves that add up are still told, and a value that flaps back to it
 * is not.
 */
export const notifiedValues = pgTable(
  'notified_values',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => oceanShipments.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    // The change's subject (reminderSubject): the port, or the port and the code for holds and
    // warnings. A milestone or warning with a row here was told and is not told again.
    portCode: text('port_code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shipmentId, t.event, t.portCode] })],
);

/** Until when a shipment's further changes wait, to go out together (COALESCE_WINDOW_MINUTES). */
export const notificationWindows = pgTable('notification_windows', {
  shipmentId: uuid('shipment_id')
    .primaryKey()
    .references(() => oceanShipments.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
