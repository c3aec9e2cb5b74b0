import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/**
 * The route a shipment's vessel actually sailed (platform.md §4: completed shipments get theirs
 * saved), one per business number (B/L, booking or container number) and organisation. The web
 * sends it with POST /gis/route; later views draw it instead of a planned route.
 */
export const sailedRoutes = pgTable(
  'sailed_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessNumber: text('business_number').notNull(),
    polCode: text('pol_code').notNull().default(''),
    podCode: text('pod_code').notNull().default(''),
    // GeoJSON LineString coordinates, [lng, lat]; longitudes may be unwrapped past ±180.
    coordinates: jsonb('coordinates').$type<[number, number][]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sailed_routes_org_business_uq').on(t.organizationId, t.businessNumber)],
);
