import type { PlaceRole, ReminderType } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oceanShipments } from './ocean-shipments.js';
import { organizations } from './organizations.js';
import { guests, users } from './users.js';

/**
 * A customer's subscription to an ocean shipment. Belongs to an organisation (members) or to a
 * guest. The list columns (status … updateTime) are copied from the shipment's view at each
 * refresh so the list query reads one table through one index, whatever the organisation's size.
 */
export const oceanSubscriptions = pgTable(
  'ocean_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Exactly one of organization_id / guest_id is set.
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    // The member who subscribed: what a sub-account of data scope 'related' sees.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    uuidOfUser: text('uuid_of_user'),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => oceanShipments.id),
    // '' when not given, so the one-per-number unique index needs no coalesce.
    billNumber: text('bill_number').notNull().default(''),
    containerNumber: text('container_number').notNull().default(''),
    carrierCode: text('carrier_code').notNull(),
    isExport: boolean('is_export').notNull().default(false),
    terminalCode: text('terminal_code'),
    vesselParam: text('vessel_param'),
    voyageParam: text('voyage_param'),
    remark: text('remark').notNull().default(''),
    // The customer this shipment is for (issue 22: export field, bulk import column); '' when none.
    client: text('client').notNull().default(''),
    // Denormalised from the shipment view for the list (filters and sorts).
    status: text('status'),
    displayStatus: text('display_status').notNull().default('NODATA'),
    polCode: text('pol_code'),
    podCode: text('pod_code'),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    atd: timestamp('atd', { withTimezone: true }),
    ata: timestamp('ata', { withTimezone: true }),
    warningCodes: text('warning_codes').array().notNull().default(sql`'{}'::text[]`),
    updateTime: timestamp('update_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleted subscriptions stay (soft) so the yearly quota still counts them.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ocean_subscriptions_org_number_idx')
      .on(t.organizationId, t.billNumber, t.containerNumber)
      .where(sql`${t.deletedAt} is null and ${t.organizationId} is not null`),
    uniqueIndex('ocean_subscriptions_guest_number_idx')
      .on(t.guestId, t.billNumber, t.containerNumber)
      .where(sql`${t.deletedAt} is null and ${t.guestId} is not null`),
    // The list's default order (newest first) for 'all' and for 'related' scopes.
    // The tie-breaker's direction matches listOrder's (`id desc nulls last`), so the page is a
    // plain index walk (a deep page skips index entries instead of sorting each group).
    index('ocean_subscriptions_org_created_idx')
      .on(t.organizationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('ocean_subscriptions_owner_created_idx')
      .on(t.organizationId, t.ownerUserId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('ocean_subscriptions_org_status_idx')
      .on(t.organizationId, t.displayStatus, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
    // Sorting by ETA (soonest first, the common freight view) without sorting the organisation.
    index('ocean_subscriptions_org_eta_idx')
      .on(t.organizationId, t.eta.asc().nullsLast(), t.id)
      .where(sql`${t.deletedAt} is null`),
    // Sorting by last update (the "what changed" view): a top-N walk, not a sort of the whole
    // organisation; also how a filtered page with few matches (warnings) finds its rows in order.
    index('ocean_subscriptions_org_update_idx')
      .on(t.organizationId, t.updateTime.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // Prefix search on the numbers (LIKE 'ABC%') within an organisation.
    index('ocean_subscriptions_org_bill_idx')
      .on(t.organizationId, t.billNumber.op('text_pattern_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('ocean_subscriptions_org_container_idx')
      .on(t.organizationId, t.containerNumber.op('text_pattern_ops'))
      .where(sql`${t.deletedAt} is null`),
    // The facet calls group an organisation's subscriptions by these columns; with the
    // organisation leading, each facet is an index-only walk instead of a table scan.
    index('ocean_subscriptions_org_carrier_idx')
      .on(t.organizationId, t.carrierCode)
      .where(sql`${t.deletedAt} is null`),
    index('ocean_subscriptions_org_pod_idx')
      .on(t.organizationId, t.podCode)
      .where(sql`${t.deletedAt} is null`),
    index('ocean_subscriptions_org_pol_idx')
      .on(t.organizationId, t.polCode)
      .where(sql`${t.deletedAt} is null`),
    // Port congestion counts shipments bound for a port across organisations.
    index('ocean_subscriptions_pod_shipment_idx')
      .on(t.podCode, t.shipmentId)
      .where(sql`${t.deletedAt} is null`),
    // Warnings filter (array overlap); warnings are rare, so the GIN lookup is small.
    index('ocean_subscriptions_warnings_idx').using('gin', t.warningCodes),
    index('ocean_subscriptions_guest_idx').on(t.guestId).where(sql`${t.guestId} is not null`),
    // The refresh copies the view to every subscription of a shipment.
    index('ocean_subscriptions_shipment_idx').on(t.shipmentId),
    // The stale-data check: departures and arrivals still expected, by their expected time, so
    // overdue milestones are an index range (the columns are the view's, copied at each refresh).
    index('ocean_subscriptions_departure_due_idx')
      .on(t.etd)
      .where(sql`${t.atd} is null and ${t.deletedAt} is null`),
    index('ocean_subscriptions_arrival_due_idx')
      .on(t.eta)
      .where(sql`${t.ata} is null and ${t.deletedAt} is null`),
  ],
);

// Literal lists (drizzle-kit loads the schema without the domain package), checked against the domain's.
const REMINDER_TYPES = [
  'ETD_CHANGE',
  'ETA_CHANGE',
  'ATD_CHANGE',
  'ATA_CHANGE',
  'VESSEL_DEPARTED',
  'VESSEL_ARRIVED',
  'DISCHARGED',
  'AVAILABLE_FOR_PICKUP',
  'GATE_OUT',
  'EMPTY_RETURNED',
  'HOLD_SET',
  'HOLD_RELEASED',
  'LFD_CHANGE',
  'LFD_DUE',
  'ROLLED',
  'PORT_OMITTED',
  'WARNING',
  'DATA_STALE',
] as const satisfies readonly ReminderType[];
const allReminderTypes: [Exclude<ReminderType, (typeof REMINDER_TYPES)[number]>] extends [never]
  ? true
  : false = true;
void allReminderTypes;
const PLACE_ROLES = ['POL', 'POT', 'POD', 'PDE'] as const satisfies readonly PlaceRole[];

/**
 * What changed of a shipment (REMINDER_TYPES: date changes, milestones, warnings, stale data),
 * written by the refresh that saw it, and the start of each stale-data episode (DATA_STALE: old
 * value the last carrier update, new value when it was judged stale), written by the
 * `notifications.stale` check. Those waiting for the
 * notifications' fan-out have no `notified_at` (the outbox of the refresh).
 */
export const oceanReminders = pgTable(
  'ocean_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => oceanShipments.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REMINDER_TYPES }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    portCode: text('port_code'),
    // POL, POT, POD or PDE; null for rows before it was recorded and places without a role.
    placeRole: text('place_role', { enum: PLACE_ROLES }),
    // The milestone's event code or the warning's code (DATA_STALE: the overdue milestone's).
    code: text('code'),
    // 'carrier' or 'ais' where the detection knew it; null: the fan-out reads it from the view.
    source: text('source', { enum: ['carrier', 'ais'] }),
    // When the change was seen (the refresh time).
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    // When the fan-out handled it; the first poll's are history, written handled.
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('ocean_reminders_shipment_idx').on(t.shipmentId, t.recordedAt),
    index('ocean_reminders_pending_idx').on(t.shipmentId).where(sql`${t.notifiedAt} is null`),
    // The retention job deletes handled reminders by age.
    index('ocean_reminders_handled_recorded_idx').on(t.recordedAt).where(sql`${t.notifiedAt} is not null`),
  ],
);
