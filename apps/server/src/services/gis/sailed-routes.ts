import { dedupeRoutePoints } from '@tracklane/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sailedRoutes } from '../../db/schema/index.js';
import type { LineString } from './port-route.js';

export interface SailedRouteKey {
  organizationId: string;
  businessNumber: string;
}

/** The stored sailed route of a business number in one organisation, or null. */
export async function findSailedRoute(db: Database, key: SailedRouteKey): Promise<LineString | null> {
  const [row] = await db.orm
    .select({ coordinates: sailedRoutes.coordinates })
    .from(sailedRoutes)
    .where(
      and(
        eq(sailedRoutes.organizationId, key.organizationId),
        eq(sailedRoutes.businessNumber, key.businessNumber),
      ),
    );
  return row ? { type: 'LineString', coordinates: row.coordinates } : null;
}

/**
 * Stores (or replaces) the sailed route of a business number in one organisation, points within
 * 1e-4° of the previous one dropped (views.md §5). Returns what was stored.
 */
export async function saveSailedRoute(
  db: Database,
  key: SailedRouteKey & { polCode: string; podCode: string; coordinates: readonly [number, number][] },
): Promise<LineString> {
  const coordinates = dedupeRoutePoints(key.coordinates).map(([lon, lat]): [number, number] => [lon, lat]);
  await db.orm
    .insert(sailedRoutes)
    .values({
      organizationId: key.organizationId,
      businessNumber: key.businessNumber,
      polCode: key.polCode,
      podCode: key.podCode,
      coordinates,
    })
    .onConflictDoUpdate({
      target: [sailedRoutes.organizationId, sailedRoutes.businessNumber],
      set: {
        polCode: key.polCode,
        podCode: key.podCode,
        coordinates,
        updatedAt: sql`now()`,
      },
    });
  return { type: 'LineString', coordinates };
}
