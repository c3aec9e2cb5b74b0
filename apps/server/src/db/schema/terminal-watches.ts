import type { ActiveHold } from '@tracklane/domain';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oceanShipments } from './ocean-shipments.js';

/**
 * What the terminal last said about a shipment's boxes at its port of discharge (the terminal
 * watch, services/terminal/watch-last-free-day.ts): the earliest last free day of the boxes still
 * in the terminal, and which last free day the 48-hour reminder was already recorded for, so a
 * change is told once and the reminder once per date.
 */
export const terminalWatches = pgTable('terminal_watches', {
  shipmentId: uuid('shipment_id')
    .primaryKey()
    .references(() => oceanShipments.id, { onDelete: 'cascade' }),
  portCode: text('port_code').notNull(),
  lastFreeDay: timestamp('last_free_day', { withTimezone: true }),
  dueToldFor: timestamp('due_told_for', { withTimezone: true }),
  // The holds still active on its boxes when last asked (the export's "holds"); null before the
  // terminal first answered.
  holds: jsonb('holds').$type<ActiveHold[]>(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
