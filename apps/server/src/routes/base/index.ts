import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCarriers, searchShippingList } from '../../services/base/list-carriers.js';

const ZCarrierEntry = z.object({
  code: z.string(),
  name: z.string(),
  nameCn: z.string().nullable(),
  shortName: z.string(),
  website: z.string().nullable(),
  trackUrl: z.string().nullable(),
  trackingPage: z.string().nullable(),
});

/**
 * Reference calls: the carrier directory (platform.md §7 Other). Public: the lists are reference
 * data from data/carriers with nothing of any tenant in them, and the web shows them before
 * sign-in.
 */
export const baseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/base/carriers',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Carriers: the ~40 ocean carriers (default) or the ~85 of the directory (list=directory)',
        tags: ['base'],
        querystring: z.object({ list: z.enum(['ocean', 'directory']).default('ocean') }),
        response: { 200: ZEnvelope(z.array(ZCarrierEntry)) },
      },
    },
    async (request) => ok(listCarriers(app.referenceData.carriers, request.query.list)),
  );

  app.post(
    '/base/getShippingList',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Shipping-company directory filtered by Chinese or English name (substring, any case)',
        tags: ['base'],
        body: z.object({ nameCn: z.string().max(100).nullish() }).nullish(),
        response: { 200: ZEnvelope(z.array(ZCarrierEntry)) },
      },
    },
    async (request) => ok(searchShippingList(app.referenceData.carriers, request.body?.nameCn)),
  );
};
