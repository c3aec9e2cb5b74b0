import type { PortDirectory, PortSeaRouter } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { type LineString, plannedPortRoute } from './port-route.js';
import { findSailedRoute, saveSailedRoute } from './sailed-routes.js';

export interface ShipmentRouteRequest {
  businessNumber: string;
  polCode: string;
  podCode: string;
  lineString?: { type: 'LineString'; coordinates: [number, number][] } | undefined;
}

export interface ShipmentRoute extends LineString {
  /** True for a sailed route stored earlier (or just now); false for a planned POL → POD route. */
  sailed: boolean;
}

/**
 * POST /gis/route: with a lineString, saves it as the sailed route of the business number in the
 * caller's organisation; without, answers the stored route, else the planned POL → POD route.
 * Guests have no organisation: they get planned routes and their lineStrings are not stored.
 */
export async function shipmentRoute(input: {
  db: Database;
  caller: Caller;
  router: () => PortSeaRouter;
  ports: PortDirectory;
  request: ShipmentRouteRequest;
}): Promise<ShipmentRoute | null> {
  const { db, caller, request } = input;
  const organizationId = caller.organizationId;
  const key = organizationId ? { organizationId, businessNumber: request.businessNumber } : null;
  if (key && request.lineString) {
    const saved = await saveSailedRoute(db, {
      ...key,
      polCode: request.polCode,
      podCode: request.podCode,
      coordinates: request.lineString.coordinates,
    });
    return { ...saved, sailed: true };
  }
  const stored = key ? await findSailedRoute(db, key) : null;
  if (stored) return { ...stored, sailed: true };
  const planned = plannedPortRoute(input.router(), input.ports, request.polCode, request.podCode);
  return planned ? { ...planned, sailed: false } : null;
}
