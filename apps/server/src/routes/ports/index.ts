import { ok, ZEnvelope, ZPortLocation, ZPortLookupQuery } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPorts } from '../../services/ports/find-ports.js';

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
        querystring: ZPortLookupQuery,
        response: { 200: ZEnvelope(z.array(ZPortLocation)) },
      },
    },
    async (request) =>
      ok(findPorts({ ports: app.referenceData.ports, key: request.query.key, codes: request.query.codes })),
  );
};
