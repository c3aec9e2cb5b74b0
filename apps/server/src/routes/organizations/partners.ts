import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { listPartners } from '../../services/organizations/list-partners.js';
import { removePartner } from '../../services/organizations/remove-partner.js';
import { ZNull } from '../auth/schemas.js';
import { ZIdParams, ZPartner } from './organization-schemas.js';

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/organization/partners',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Internal partners (partner.view)',
        tags: ['organization'],
        response: { 200: ZEnvelope(z.array(ZPartner)) },
      },
    },
    async (request) => ok(await listPartners({ db: app.db, caller: memberOf(request) })),
  );

  app.delete(
    '/auth/organization/partners/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'End a partnership, for both organisations (partner.manage)',
        tags: ['organization'],
        params: ZIdParams,
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await removePartner({ db: app.db, caller: memberOf(request), id: request.params.id });
      return ok(null);
    },
  );
};
