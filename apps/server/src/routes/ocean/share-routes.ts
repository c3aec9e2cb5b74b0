import { ok, ZEnvelope, ZShareQrCode, ZSubscriptionDetail } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { getClientSubscription } from '../../services/ocean/get-shared-subscription.js';
import { shareSubscription } from '../../services/ocean/share-subscription.js';
import { subscriptionQrCode } from '../../services/ocean/subscription-qrcode.js';
import { ZClientDetailQuery, ZQrCodeQuery, ZShareBody, ZShareResult } from './facet-schemas.js';
import { ZSubscriptionId } from './schemas.js';

const tags = ['ocean'];

/** Sharing a subscription: with another organisation's member, by QR code, the client's view. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/ocean/client/subscribe/:id',
    {
      // Public so the QR code's link works without signing in; without `key` a token is needed.
      config: { auth: 'public' },
      schema: {
        summary:
          "A subscription's detail for its owning client (token), or read-only with the `key` of its QR code (remark left out)",
        tags,
        params: ZSubscriptionId,
        querystring: ZClientDetailQuery,
        response: { 200: ZEnvelope(ZSubscriptionDetail) },
      },
    },
    async (request) =>
      ok(
        await getClientSubscription({
          db: app.db,
          caller: request.caller ?? undefined,
          id: request.params.id,
          key: request.query.key,
          ports: app.referenceData.ports,
          language: requestLanguage(request),
        }),
      ),
  );

  app.get(
    '/application/ocean/subscribe/qrcode',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'A QR code (PNG data URL) of the read-only detail page of a subscription',
        tags,
        querystring: ZQrCodeQuery,
        response: { 200: ZEnvelope(ZShareQrCode) },
      },
    },
    async (request) =>
      ok(
        await subscriptionQrCode({
          db: app.db,
          caller: callerOf(request),
          subscriptionId: request.query.subscriptionId,
          unionId: request.query.unionId,
          origin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  app.post(
    '/application/ocean/subscribe/share',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Share a subscription (businessId) with a member of another organisation (`to`: username or e-mail); the sharer's remark is not copied",
        tags,
        body: ZShareBody,
        response: { 200: ZEnvelope(ZShareResult) },
      },
    },
    async (request) =>
      ok(
        await shareSubscription({
          db: app.db,
          caller: memberOf(request),
          businessId: request.body.businessId,
          to: request.body.to,
          ports: app.referenceData.ports,
        }),
      ),
  );
};
