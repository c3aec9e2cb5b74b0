import { ok, ZEnvelope, ZListQuery, ZSubscriptionPage } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { deleteSubscriptions } from '../../services/ocean/delete-subscriptions.js';
import { listSubscriptions } from '../../services/ocean/list-subscriptions.js';
import { ZDeleteBody } from './schemas.js';

const tags = ['ocean'];

/** The subscription list (query string or body) and bulk delete. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/ocean/subscribe/',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'One page of subscriptions (first page 1, default size 10), filtered and sorted',
        tags,
        querystring: ZListQuery,
        response: { 200: ZEnvelope(ZSubscriptionPage) },
      },
    },
    async (request) =>
      ok(
        await listSubscriptions({
          db: app.db,
          caller: callerOf(request),
          query: request.query,
          ports: app.referenceData.ports,
          counts: app.oceanListCounts,
        }),
      ),
  );

  app.post(
    '/application/ocean/subscribes',
    {
      // The embedded map screen finds its shipment here with the embed key's read token.
      config: { auth: 'read', readToken: 'query' },
      schema: {
        summary: 'The subscription list with its filters in the body',
        tags,
        body: ZListQuery,
        response: { 200: ZEnvelope(ZSubscriptionPage) },
      },
    },
    async (request) =>
      ok(
        await listSubscriptions({
          db: app.db,
          caller: callerOf(request),
          query: request.body,
          ports: app.referenceData.ports,
          counts: app.oceanListCounts,
        }),
      ),
  );

  app.post(
    '/application/ocean/subscribes/delete',
    {
      config: { auth: 'write' },
      schema: {
        summary: "Delete subscriptions by id; all or nothing (an id that is not the caller's: 40400)",
        tags,
        body: ZDeleteBody,
        response: { 200: ZEnvelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body) ? request.body : request.body.ids;
      return ok(await deleteSubscriptions({ db: app.db, caller: callerOf(request), ids }));
    },
  );
};
