import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * An organisation's webhook endpoint (issue 21): where its shipments' changes are posted, signed
 * with `secret` (and, for 24 h after a rotation, with `previous_secret` too). The secrets are
 * stored as they are: signing needs them, and they are shown to nobody after creation.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The member who created it: told by e-mail when it is disabled for failing.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    thresholdHours: real('threshold_hours').notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretValidUntil: timestamp('previous_secret_valid_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['manual', 'failing'] }),
    // Start of the current streak of failed attempts; a success clears it.
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId)],
);

/**
 * One message to one endpoint: the exact body sent (the signature covers these bytes, so it is
 * stored, never re-serialised) and its delivery state. Its id is the `webhook-id`, the same on
 * every attempt and redelivery, so receivers can de-duplicate. Written in the fan-out's
 * transaction with its `webhooks.deliver` job (the outbox).
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['shipment.changed', 'webhook.test'] }).notNull(),
    eventTypes: text('event_types').array().notNull(),
    // The body as sent: JSON text, under MAX_WEBHOOK_BODY_BYTES.
    body: text('body').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    // A redelivery starts a new run: jobs of an older run find they are stale and do nothing.
    deliveryRun: integer('delivery_run').notNull().default(0),
    // Attempts of the current run.
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_messages_endpoint_created_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_messages_endpoint_status_idx').on(t.endpointId, t.status, t.createdAt.desc()),
    // The retention job deletes messages (and their attempts) by age (notifications.cleanup).
    index('webhook_messages_created_idx').on(t.createdAt),
  ],
);

/** One delivery attempt of a message: the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    // The first WEBHOOK_RESPONSE_EXCERPT_BYTES of the answer.
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [index('webhook_attempts_message_at_idx').on(t.messageId, t.at.desc())],
);
