import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { getOrganization } from '../../services/auth/get-organization.js';
import { updateOrganization } from '../../services/organizations/update-organization.js';
import { ZNull } from '../auth/schemas.js';
import { ZOrganization } from './organization-schemas.js';

const text = (max: number) => z.string().max(max);

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec writes the path with a trailing slash; both spellings answer.
  for (const url of ['/auth/organization/', '/auth/organization']) {
    app.get(
      url,
      {
        // Pending members read it too: the waiting page names the organisation.
        config: { auth: 'member-read', allowPending: true },
        schema: {
          summary: "The caller's organisation: details, edition in force, usage and the caller's permissions",
          tags: ['organization'],
          hide: url === '/auth/organization',
          response: { 200: ZEnvelope(ZOrganization) },
        },
      },
      async (request) => ok(await getOrganization({ db: app.db, caller: memberOf(request) })),
    );
  }

  app.post(
    '/auth/organization/update',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Change company information (company.manage); only the given fields',
        tags: ['organization'],
        body: z.object({
          name: text(200).optional(),
          address: text(500).optional(),
          website: text(500).optional(),
          contactEmail: text(254).optional(),
          contactPhone: text(32).optional(),
        }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await updateOrganization({ db: app.db, caller: memberOf(request), changes: request.body });
      return ok(null);
    },
  );
};
