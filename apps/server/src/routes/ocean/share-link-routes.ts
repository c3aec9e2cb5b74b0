import {
  ok,
  ZEnvelope,
  ZSharedView,
  ZShareLink,
  ZShareLinkCreateBody,
  ZShareLinkPage,
  ZShareLinkPageQuery,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { createShareLink } from '../../services/ocean/create-share-link.js';
import { getSharedView } from '../../services/ocean/get-shared-view.js';
import { listShareLinks } from '../../services/ocean/list-share-links.js';
import { revokeShareLink } from '../../services/ocean/revoke-share-link.js';

const tags = ['ocean'];
const ZLinkId = z.object({ id: z.uuid() });
const ZToken = z.object({ token: z.string().min(1).max(100) });

/**
 * Share links (issue 22): read-only, revocable, expiring links to one shipment or a selection.
 * Created, listed and revoked by members with a write token; the shared page is public (rate
 * limited like every call) and reads the database each time, so a revoke holds at once everywhere.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.post(
    '/application/ocean/share/links',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          'Create a read-only share link to subscriptions the caller may see (expiry: default = 20 days after the last shipment completes, 7, 30, 90 days or never)',
        tags,
        body: ZShareLinkCreateBody,
        response: { 200: ZEnvelope(ZShareLink) },
      },
    },
    async (request) =>
      ok(
        await createShareLink({
          db: app.db,
          caller: memberOf(request),
          subscriptionIds: request.body.subscriptionIds,
          expiry: request.body.expiry,
          origin: originOf(request),
        }),
      ),
  );

  app.get(
    '/application/ocean/share/links',
    {
      config: { auth: 'member' },
      schema: {
        summary: "The caller's share links, newest first, with status (active, revoked, expired) and views",
        tags,
        querystring: ZShareLinkPageQuery,
        response: { 200: ZEnvelope(ZShareLinkPage) },
      },
    },
    async (request) =>
      ok(
        await listShareLinks({
          db: app.db,
          caller: memberOf(request),
          pageIndex: request.query.pageIndex,
          pageSize: request.query.pageSize,
          origin: originOf(request),
        }),
      ),
  );

  app.post(
    '/application/ocean/share/links/:id/revoke',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Revoke one of the caller\'s share links: its page answers 40400 "wrong link" from now on',
        tags,
        params: ZLinkId,
        response: { 200: ZEnvelope(ZShareLink) },
      },
    },
    async (request) =>
      ok(
        await revokeShareLink({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          origin: originOf(request),
        }),
      ),
  );

  app.get(
    '/application/ocean/shared/:token',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'The public, read-only page of a share link (counts a view). Unknown, revoked or expired: 40400 "Wrong link"',
        tags,
        params: ZToken,
        response: { 200: ZEnvelope(ZSharedView) },
      },
    },
    async (request) =>
      ok(await getSharedView({ db: app.db, token: request.params.token, ports: app.referenceData.ports })),
  );
};
