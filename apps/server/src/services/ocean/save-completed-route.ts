import type { OceanShipmentView, PortDirectory, PortSeaRouter } from '@tracklane/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { plannedPortRoute } from '../gis/port-route.js';
import { saveSailedRoute } from '../gis/sailed-routes.js';
import { readVesselTrack } from '../vessels/vessel-track.js';

const SEA_LEGS = new Set(['VESSEL', 'FEEDER']);

/**
 * The sailed route of a completed shipment (views.md §4), saved as POST /gis/route would for each
 * organisation tracking it (guests have none): each sea leg's AIS track from its actual departure
 * to its actual arrival, or the planned sea route between the leg's ports where the vessel sent
 * no positions. Saving replaces, so a retried run leaves one route per organisation.
 */
export async function saveCompletedRoute({
  db,
  shipmentId,
  ports,
  router,
}: {
  db: Database;
  shipmentId: string;
  ports: PortDirectory;
  router: () => PortSeaRouter;
}): Promise<{ organizations: number; points: number }> {
  const [shipment] = await db.orm
    .select({ view: oceanShipments.view, completed: oceanShipments.completed })
    .from(oceanShipments)
    .where(eq(oceanShipments.id, shipmentId));
  const view = shipment?.view;
  if (!view || !shipment.completed) return { organizations: 0, points: 0 };
  const coordinates = await sailedCoordinates(db, view, ports, router);
  const pol = view.proxy.places.find((p) => p.type === 2)?.code;
  const pod = view.proxy.places.find((p) => p.type === 4)?.code;
  if (coordinates.length < 2 || !pol || !pod) return { organizations: 0, points: 0 };
  const subscriptions = await db.orm
    .selectDistinctOn([oceanSubscriptions.organizationId], {
      organizationId: oceanSubscriptions.organizationId,
      billNumber: oceanSubscriptions.billNumber,
      containerNumber: oceanSubscriptions.containerNumber,
    })
    .from(oceanSubscriptions)
    .where(
      and(
        eq(oceanSubscriptions.shipmentId, shipmentId),
        isNull(oceanSubscriptions.deletedAt),
        isNotNull(oceanSubscriptions.organizationId),
      ),
    );
  let saved = 0;
  for (const s of subscriptions) {
    if (!s.organizationId) continue;
    await saveSailedRoute(db, {
      organizationId: s.organizationId,
      businessNumber: s.billNumber || s.containerNumber,
      polCode: pol,
      podCode: pod,
      coordinates,
    });
    saved++;
  }
  return { organizations: saved, points: coordinates.length };
}

async function sailedCoordinates(
  db: Database,
  view: OceanShipmentView,
  ports: PortDirectory,
  router: () => PortSeaRouter,
): Promise<[number, number][]> {
  const coordinates: [number, number][] = [];
  for (const leg of view.transports.filter((t) => SEA_LEGS.has(t.transportCategory))) {
    const from = leg.loadTransportCall;
    const to = leg.dischargeTransportCall;
    const mmsi = Number(leg.vessel?.mmsi);
    let points: [number, number][] = [];
    if (mmsi > 0 && from.actual && to.actual && from.actual < to.actual) {
      const track = await readVesselTrack(db, {
        mmsi,
        start: new Date(from.actual),
        end: new Date(to.actual),
      });
      points = track.map((p): [number, number] => [p.lon / 1e6, p.lat / 1e6]);
    }
    if (points.length < 2 && ports.get(from.locationCode) && ports.get(to.locationCode)) {
      points = plannedPortRoute(router(), ports, from.locationCode, to.locationCode)?.coordinates ?? [];
    }
    coordinates.push(...points);
  }
  return coordinates;
}
