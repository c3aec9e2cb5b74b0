import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPorts } from '../../services/ports/find-ports.js';

const ZPortLocation = z.object({
  code: z.string(),
  name: z.string(),
  nameCn: z.string().optional(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});

/** Comma-separated UN/LOCODEs; the port map passes its ?ports= list through as is. */
const ZCodes = z
  .string()
  .max(400)
  .transform((value) => value.split(',').filter((code) => code.trim() !== ''))
  .optional();

/**
 * Port lookup (views.md §7 Schedules: GET /vessel2/location/ports with `key`) and the port map's
 * exact lookup (`codes`). Public: ports are reference data with nothing of any tenant in them, and
 * embedded port maps open without a sign-in.
 */
export const portRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vessel2/location/ports',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'Ports with coordinates: by code or name prefix (key, 4+ characters) and/or exact codes (codes=CNSHA,USLAX); at most 20',
        tags: ['ports'],
        querystring: z.object({ key: z.string().max(100).optional(), codes: ZCodes }),
        response: { 200: ZEnvelope(z.array(ZPortLocation)) },
      },
    },
    async (request) =>
      ok(findPorts({ ports: app.referenceData.ports, key: request.query.key, codes: request.query.codes })),
  );
};
