import type { CarrierEvent, OceanShipmentView } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One tracked reference at one carrier, fetched once and shared by every subscription to it (in
 * any organisation): 10,000 customers tracking the same B/L cost one provider poll, not 10,000.
 */
export const oceanShipments = pgTable(
  'ocean_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierCode: text('carrier_code').notNull(),
    // DCSA reference kinds: BILL_OF_LADING, CONTAINER or BOOKING.
    referenceType: text('reference_type', { enum: ['BILL_OF_LADING', 'CONTAINER', 'BOOKING'] }).notNull(),
    reference: text('reference').notNull(),
    // What the view shows as proxy.billNo / containerNo (the first subscriber's numbers).
    billNo: text('bill_no'),
    containerNo: text('container_no'),
    // Provider resume point; null polls from the start.
    cursor: text('cursor'),
    view: jsonb('view').$type<OceanShipmentView>(),
    // When the view was last rebuilt: parts of it depend on the clock (delays, dwell warnings).
    viewBuiltAt: timestamp('view_built_at', { withTimezone: true }),
    // Display status of the last built view (COMPLETE / category / NODATA).
    status: text('status').notNull().default('NODATA'),
    completed: boolean('completed').notNull().default(false),
    // Null: not polled any more (completed, or stopped by a non-transient provider fault).
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    // The shortest update frequency among the editions of the organisations subscribed.
    refreshIntervalMinutes: integer('refresh_interval_minutes').notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    lastErrorKind: text('last_error_kind'),
    lastErrorMessage: text('last_error_message'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    consecutiveErrors: integer('consecutive_errors').notNull().default(0),
    // The last "check now" a user asked for: one per shipment per CHECK_NOW_INTERVAL.
    checkRequestedAt: timestamp('check_requested_at', { withTimezone: true }),
    // Since when the shipment's data is judged stale (no carrier update for DATA_STALE_SILENCE_HOURS,
    // or a milestone overdue by DATA_STALE_OVERDUE_HOURS); null when it is not. One DATA_STALE
    // reminder per episode: set with it, cleared by the check once the shipment is fresh again.
    staleSince: timestamp('stale_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ocean_shipments_reference_idx').on(t.carrierCode, t.referenceType, t.reference),
    // The dispatcher's query: due shipments of one carrier, oldest due first; polled ones only.
    index('ocean_shipments_due_idx')
      .on(t.carrierCode, t.nextRefreshAt)
      .where(sql`${t.nextRefreshAt} is not null`),
    // The stale-data check: open shipments not yet judged stale, by their last carrier update
    // (creation for those never updated), so silent ones are an index range, not a table scan.
    index('ocean_shipments_silence_idx')
      .on(sql`coalesce(${t.lastRefreshedAt}, ${t.createdAt})`)
      .where(sql`${t.completed} = false and ${t.staleSince} is null`),
    // The shipments in a stale episode, checked each run for fresh data.
    index('ocean_shipments_stale_idx').on(t.staleSince).where(sql`${t.staleSince} is not null`),
  ],
);

/**
 * Every provider event of a shipment, once: the provider's event id is the idempotency key, so a
 * page fetched twice (retry after a crash, duplicate delivery) stores nothing new.
 */
export const oceanEvents = pgTable(
  'ocean_events',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => oceanShipments.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: jsonb('event').$type<CarrierEvent>().notNull(),
    // Withdrawn by the provider: kept for the record, left out of the view.
    retracted: boolean('retracted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.eventId] })],
);
