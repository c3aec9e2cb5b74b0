import { dedupeRoutePoints, ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { seaRouterFor } from '../../reference/load-sea-router.js';
import { planSeaRoute, seaRouteBetween } from '../../services/gis/plan-route.js';
import { shipmentRoute } from '../../services/gis/shipment-route.js';

const tags = ['gis'];
const ZCode = z.string().trim().min(2).max(10);
const ZLng = z.coerce.number().min(-540).max(540);
const ZLat = z.coerce.number().min(-90).max(90);
// Sailed routes may carry unwrapped longitudes (past ±180) so they draw across the Pacific.
const ZPosition = z.tuple([z.number().min(-540).max(540), z.number().min(-90).max(90)]);
const ZLineString = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(ZPosition).min(2).max(50_000),
});
const ZRouteLine = ZLineString.extend({ sailed: z.boolean() });
/** A sailed route to store: two points at least once repeats are dropped, as it is stored. */
const ZSailedLine = ZLineString.refine((line) => dedupeRoutePoints(line.coordinates).length >= 2, {
  message: 'must have at least two distinct points',
  path: ['coordinates'],
});

/** Sea routes on the marnet graph (views.md §7 route). The web ignores their errors. */
export const gisRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on the first route request, not at start-up (about half a second of graph building).
  const router = () => seaRouterFor(app.referenceData.ports);

  app.get(
    '/gis/route/plan/:startPortCode',
    {
      config: { auth: 'read' },
      schema: {
        summary:
          'Planned sea route from the vessel (start) to the destination (end): a JSON string of [lng, lat], longitudes continuous across 180°; [] within 5° of longitude',
        tags,
        params: z.object({ startPortCode: ZCode }),
        querystring: z.object({ startLng: ZLng, startLat: ZLat, endLng: ZLng, endLat: ZLat }),
        response: { 200: ZEnvelope(z.string()) },
      },
    },
    async (request) => {
      const { startLng, startLat, endLng, endLat } = request.query;
      return ok(JSON.stringify(planSeaRoute(router(), [startLng, startLat], [endLng, endLat])));
    },
  );

  const ZPoint = z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'lng,lat')
    .transform((v) => v.split(',').map(Number) as [number, number])
    .refine(([lng, lat]) => Math.abs(lng) <= 540 && Math.abs(lat) <= 90, 'lng within ±540, lat within ±90');
  app.get(
    '/vessel2/getRoute',
    {
      config: { auth: 'read' },
      schema: {
        summary:
          'Sea route between two points (start and end as lng,lat): [lng, lat] pairs, longitudes continuous across 180°; [] when none',
        tags,
        querystring: z.object({ start: ZPoint, end: ZPoint }),
        response: { 200: ZEnvelope(z.array(z.tuple([z.number(), z.number()]))) },
      },
    },
    async (request) => ok(seaRouteBetween(router(), request.query.start, request.query.end)),
  );

  app.post(
    '/gis/route',
    {
      // It saves the sailed route when given one: a write, whatever else it answers.
      config: { auth: 'write' },
      schema: {
        summary:
          "Save a shipment's sailed route (with lineString), else read it back, else the planned POL → POD sea route",
        tags,
        body: z.object({
          businessNumber: z.string().trim().min(1).max(64),
          polCode: ZCode,
          podCode: ZCode,
          lineString: ZSailedLine.nullish().transform((v) => v ?? undefined),
        }),
        response: { 200: ZEnvelope(ZRouteLine.nullable()) },
      },
    },
    async (request) =>
      ok(
        await shipmentRoute({
          db: app.db,
          caller: callerOf(request),
          router,
          ports: app.referenceData.ports,
          request: request.body,
        }),
      ),
  );
};
