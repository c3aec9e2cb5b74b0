import type { PortDirectory } from '@tracklane/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions, vessels } from '../../db/schema/index.js';
import { type SubscriptionItem, toSubscriptionItem } from './subscription-item.js';
import { type VesselIdentity, vesselLegCondition } from './vessel-leg-condition.js';

/** At least one of imo, mmsi, vesselName, voyage and voyageGroup names the leg (the route checks it). */
export interface VesselShipmentsQuery {
  /** IMO number (7 digits): legs that carry one are matched by it, not by their name. */
  imo?: string | undefined;
  /** MMSI: legs that carry one (and no IMO to compare) are matched by it. */
  mmsi?: string | undefined;
  /** Compared only with legs that carry no identifier, or when the caller gives none. */
  vesselName?: string | undefined;
  voyage?: string | undefined;
  /** A voyage prefix (e.g. "045" for 045E and 045W). */
  voyageGroup?: string | undefined;
  carrierCode?: string | undefined;
  /** A port the leg loads or discharges at. */
  portCode?: string | undefined;
  /** The leg's departure date from its load port (YYYY-MM-DD, UTC; estimate, else schedule). */
  portEtd?: string | undefined;
  /**
   * Only cargo still on board: the leg loaded (an actual load) and not yet discharged (no actual
   * discharge), and no later leg loaded since (a discharge the carrier never reported).
   */
  onBoard?: boolean | undefined;
}

/** Shipments on board are few per vessel; a page lists them all, up to this. */
export const VESSEL_SHIPMENTS_LIMIT = 200;

/**
 * GET /vessel2/getVesselShipments: the caller's tracked shipments with a leg on this vessel
 * (views.md §7), newest first, scoped like every ocean query. The legs are read from the
 * shipment views the refresh builds, matched by the vessel's IMO number or MMSI, and by the name
 * as carriers spell it only where a leg carries no identifier (`vesselLegCondition`).
 */
export async function listVesselShipments({
  db,
  caller,
  query,
  ports,
}: {
  db: Database;
  caller: Caller;
  query: VesselShipmentsQuery;
  ports: PortDirectory;
}): Promise<SubscriptionItem[]> {
  const legConditions: SQL[] = [];
  const onThisVessel = vesselLegCondition(await identityOf(db, query));
  if (onThisVessel) legConditions.push(onThisVessel);
  if (query.voyage) legConditions.push(sql`upper(t->>'voyage') = ${query.voyage.trim().toUpperCase()}`);
  if (query.voyageGroup)
    legConditions.push(
      sql`upper(t->>'voyage') like ${`${query.voyageGroup
        .trim()
        .toUpperCase()
        .replace(/[\\%_]/g, '\\$&')}%`}`,
    );
  if (query.portCode) {
    const port = query.portCode.trim().toUpperCase();
    legConditions.push(
      sql`(t->'loadTransportCall'->>'locationCode' = ${port} or t->'dischargeTransportCall'->>'locationCode' = ${port})`,
    );
  }
  if (query.portEtd)
    legConditions.push(
      sql`left(coalesce(t->'loadTransportCall'->>'estimated', t->'loadTransportCall'->>'scheduled'), 10) = ${query.portEtd}`,
    );
  if (legConditions.length === 0) throw new Error('listVesselShipments needs a vessel or a voyage');
  const legs = sql`jsonb_array_elements(coalesce(${oceanShipments.view}->'transports', '[]'::jsonb)) with ordinality`;
  if (query.onBoard)
    legConditions.push(
      sql`t->'loadTransportCall'->>'actual' is not null and t->'dischargeTransportCall'->>'actual' is null
        and not exists (select 1 from ${legs} as later(t, n)
          where later.n > leg.n and later.t->'loadTransportCall'->>'actual' is not null)`,
    );
  const onVessel = sql`exists (select 1 from ${legs} as leg(t, n) where ${sql.join(legConditions, sql` and `)})`;
  const conditions = [scopeCondition(await scopeOf(db, caller)), onVessel];
  if (query.carrierCode)
    conditions.push(eq(oceanSubscriptions.carrierCode, query.carrierCode.trim().toUpperCase()));
  const rows = await db.orm
    .select({ subscription: oceanSubscriptions })
    .from(oceanSubscriptions)
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(and(...conditions))
    .orderBy(desc(oceanSubscriptions.createdAt))
    .limit(VESSEL_SHIPMENTS_LIMIT);
  return rows.map((r) => toSubscriptionItem(r.subscription, ports));
}

/**
 * The caller's identifiers completed from the AIS registry: the page of a vessel knows its MMSI,
 * carriers name it by IMO number, and the name is kept for legs that carry neither.
 */
async function identityOf(db: Database, query: VesselShipmentsQuery): Promise<VesselIdentity> {
  const given = { imo: query.imo ?? null, mmsi: query.mmsi ?? null, vesselName: query.vesselName ?? null };
  if (given.imo === null && given.mmsi === null) return given;
  const [known] = await db.orm
    .select({ imo: vessels.imo, mmsi: vessels.mmsi, name: vessels.name })
    .from(vessels)
    .where(given.mmsi !== null ? eq(vessels.mmsi, Number(given.mmsi)) : eq(vessels.imo, Number(given.imo)))
    .orderBy(desc(vessels.updatedAt))
    .limit(1);
  if (!known) return given;
  return {
    imo: given.imo ?? (known.imo === null ? null : String(known.imo)),
    mmsi: given.mmsi ?? String(known.mmsi),
    vesselName: given.vesselName ?? known.name,
  };
}
