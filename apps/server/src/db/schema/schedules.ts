import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/**
 * Schedules (issue 8): our copy of the carriers' DCSA OVS 3.0 service schedules and CS 1.0
 * cut-offs, refreshed by the schedules.ingest job. Rows are keyed by what the provider names
 * (carrier + service code; service + vessel IMO + voyage; voyage + transportCallReference), so a
 * re-ingest of the same payload writes the same rows. Times are instants (UTC).
 */
export const scheduleServices = pgTable(
  'schedule_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SCAC of the carrier publishing the service. */
    carrierCode: text('carrier_code').notNull(),
    serviceCode: text('service_code').notNull(),
    serviceName: text('service_name').notNull(),
    /** The connector that brought it (dcsa-ovs-3.0 …). */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedule_services_code_idx').on(t.carrierCode, t.serviceCode)],
);

export const scheduleVoyages = pgTable(
  'schedule_voyages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => scheduleServices.id, { onDelete: 'cascade' }),
    /** '' when the provider sent a dummy vessel without IMO (the key needs a value). */
    vesselImo: text('vessel_imo').notNull(),
    vesselName: text('vessel_name').notNull(),
    vesselMmsi: text('vessel_mmsi'),
    vesselCallSign: text('vessel_call_sign'),
    /** Carrier export voyage number. */
    voyageNumber: text('voyage_number').notNull(),
    universalVoyageReference: text('universal_voyage_reference'),
    /** Every call of the voyage is BLNK: a blank sailing. */
    blank: boolean('blank').notNull().default(false),
    /** Planned arrival at the first call (orders a service's voyages). */
    firstPlannedAt: timestamp('first_planned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_voyages_key_idx').on(t.serviceId, t.vesselImo, t.voyageNumber),
    // Statistics and detection find a vessel's voyages by name or IMO.
    index('schedule_voyages_vessel_name_idx').on(sql`upper(${t.vesselName})`),
    index('schedule_voyages_imo_idx').on(t.vesselImo),
  ],
);

/**
 * One port call. `arrival_at` / `departure_at` are the best known times (ACT, else EST, else PLN,
 * kept in voyage order: best-known-times.ts) worked out at ingest, so the port-to-port search
 * reads and indexes them directly.
 */
export const scheduleCalls = pgTable(
  'schedule_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voyageId: uuid('voyage_id')
      .notNull()
      .references(() => scheduleVoyages.id, { onDelete: 'cascade' }),
    /** 0-based order within the voyage. */
    seq: smallint('seq').notNull(),
    transportCallReference: text('transport_call_reference').notNull(),
    /** UN/LOCODE as the provider sent it, and the canonical code searches match on. */
    portCode: text('port_code').notNull(),
    portKey: text('port_key').notNull(),
    terminalCode: text('terminal_code'),
    /** SCHEDULED, OMITTED, BLANKED or ADDED (domain CallStatus). */
    status: text('status').notNull(),
    statusCodes: text('status_codes').array().notNull().default(sql`'{}'::text[]`),
    plannedArrival: timestamp('planned_arrival', { withTimezone: true }),
    plannedDeparture: timestamp('planned_departure', { withTimezone: true }),
    estimatedArrival: timestamp('estimated_arrival', { withTimezone: true }),
    estimatedDeparture: timestamp('estimated_departure', { withTimezone: true }),
    actualArrival: timestamp('actual_arrival', { withTimezone: true }),
    actualDeparture: timestamp('actual_departure', { withTimezone: true }),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    departureAt: timestamp('departure_at', { withTimezone: true }),
    /** CS 1.0 cut-offs at this call: [{code, time}] (DCSA cutOffDateTimeCode, ISO instant). */
    cutOffs: jsonb('cut_offs').$type<{ code: string; time: string }[]>().notNull().default([]),
    /** From the vessel's AIS track: entered / berthed in / left the port area. */
    aisArrival: timestamp('ais_arrival', { withTimezone: true }),
    aisBerth: timestamp('ais_berth', { withTimezone: true }),
    aisDeparture: timestamp('ais_departure', { withTimezone: true }),
    /** Last AIS match attempt (null: never); the matcher retries calls without a departure yet. */
    aisCheckedAt: timestamp('ais_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_calls_key_idx').on(t.voyageId, t.transportCallReference),
    index('schedule_calls_voyage_seq_idx').on(t.voyageId, t.seq),
    // The p2p search: calls at a port by departure (loading) and by arrival (discharge).
    index('schedule_calls_port_departure_idx')
      .on(t.portKey, t.departureAt)
      .where(sql`${t.status} in ('SCHEDULED', 'ADDED')`),
    index('schedule_calls_port_arrival_idx')
      .on(t.portKey, t.arrivalAt)
      .where(sql`${t.status} in ('SCHEDULED', 'ADDED')`),
    // On-time history and AIS matching read calls by planned time.
    index('schedule_calls_planned_idx').on(t.plannedArrival),
  ],
);

/** A caller's recent p2p searches: one row per POL/POD pair, moved to the top when searched again. */
export const scheduleSearchLogs = pgTable(
  'schedule_search_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for guests; the subject (user or guest id) is unique across both.
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    polCode: text('pol_code').notNull(),
    podCode: text('pod_code').notNull(),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    weeksOut: smallint('weeks_out').notNull(),
    isTransit: boolean('is_transit'),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_search_logs_pair_idx').on(t.subject, t.polCode, t.podCode),
    index('schedule_search_logs_recent_idx').on(t.subject, t.searchedAt.desc()),
  ],
);

/** Sailing details a caller opened (POST /vessel2/schedule/detail/log/save), one row per sailing. */
export const scheduleViewLogs = pgTable(
  'schedule_view_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** carrier|service|vessel|voyage|pol|pod of the record: saving the same sailing again updates it. */
    recordKey: text('record_key').notNull(),
    record: jsonb('record').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedule_view_logs_key_idx').on(t.subject, t.recordKey),
    index('schedule_view_logs_recent_idx').on(t.subject, t.viewedAt.desc()),
  ],
);

/** Schedule calls per owner (organisation or guest) and UTC day, against the edition's quota. */
export const scheduleCallUsage = pgTable(
  'schedule_call_usage',
  {
    ownerKey: text('owner_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ name: 'schedule_call_usage_pk', columns: [t.ownerKey, t.day] })],
);

/** One ingest run per provider: what it stored, or why it stored nothing. */
export const scheduleIngestRuns = pgTable(
  'schedule_ingest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** dcsa-ovs-3.0 or dcsa-cs-1.0. */
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** ok, failed (provider fault after retries) or rejected (payload broke the spec). */
    status: text('status').notNull(),
    reason: text('reason'),
    services: integer('services').notNull().default(0),
    voyages: integer('voyages').notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [index('schedule_ingest_runs_recent_idx').on(t.source, t.startedAt.desc())],
);
