import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { getOrganization } from '../../services/auth/get-organization.js';

const ZOrganization = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  edition: z.string(),
  createdAt: z.string(),
  members: z.number().int(),
});

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec writes the path with a trailing slash; both spellings answer.
  for (const url of ['/auth/organization/', '/auth/organization']) {
    app.get(
      url,
      {
        config: { auth: 'member-read' },
        schema: {
          summary: "The caller's organisation",
          tags: ['auth'],
          hide: url === '/auth/organization',
          response: { 200: ZEnvelope(ZOrganization) },
        },
      },
      async (request) => ok(await getOrganization({ db: app.db, caller: memberOf(request) })),
    );
  }
};
