import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provider events a connector rejected (bad codes, impossible times, conflicting duplicates…),
 * counted per carrier feed, reason and hour, so an operator notices a carrier's bad feed
 * (`npm run cli -- providers report`, the /health details). Bounded: hours older than the
 * retention (services/ocean/record-event-rejections.ts) are deleted as new ones are written, so a
 * feed has at most one row per reason and hour of the window. The sample is the latest rejection
 * of its hour: the event id, the shipment's reference (a tenant's business number: never shown
 * on /health) and the reason in words.
 */
export const providerEventRejections = pgTable(
  'provider_event_rejections',
  {
    carrierCode: text('carrier_code').notNull(),
    reason: text('reason').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    sampleEventId: text('sample_event_id'),
    sampleReference: text('sample_reference'),
    sampleDetail: text('sample_detail').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carrierCode, t.reason, t.hour] }),
    // The report and the pruning read by time across feeds.
    index('provider_event_rejections_hour_idx').on(t.hour),
  ],
);
