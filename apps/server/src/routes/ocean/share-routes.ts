import {
  ok,
  ZEnvelope,
  ZShareAccepted,
  ZShareBody,
  ZShareInvitation,
  ZShareLinkQrCode,
  ZShareSent,
  ZSubscriptionDetail,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { shareMail } from '../../jobs/share-mail.js';
import { acceptShareInvitation } from '../../services/ocean/accept-share-invitation.js';
import { getClientSubscription } from '../../services/ocean/get-shared-subscription.js';
import { listShareInvitations } from '../../services/ocean/list-share-invitations.js';
import { refuseShareInvitation } from '../../services/ocean/refuse-share-invitation.js';
import { shareSubscription } from '../../services/ocean/share-subscription.js';
import { subscriptionQrCode } from '../../services/ocean/subscription-qrcode.js';
import { ZClientDetailQuery, ZQrCodeQuery } from './facet-schemas.js';
import { ZSubscriptionId } from './schemas.js';

const tags = ['ocean'];

const ZInvitationId = z.object({ id: z.uuid() });

/**
 * Sharing a subscription: offered to another organisation's member (who accepts or refuses it),
 * by QR code, the client's view.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/ocean/client/subscribe/:id',
    {
      // Public so the QR code's link works without signing in; without `key` a token is needed.
      config: { auth: 'public' },
      schema: {
        summary:
          "A subscription's detail for its owning client (token). The old QR codes' `key` links answer 40400: read-only views are share links now",
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
      // It may create a share link: members' write tokens only (read tokens never write).
      config: { auth: 'member' },
      schema: {
        summary:
          "A QR code (PNG data URL) of a revocable share link of a subscription: the caller's active link with the default expiry for it, else a new one",
        tags,
        querystring: ZQrCodeQuery,
        response: { 200: ZEnvelope(ZShareLinkQrCode) },
      },
    },
    async (request) =>
      ok(
        await subscriptionQrCode({
          db: app.db,
          caller: memberOf(request),
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
          'Offer a subscription (businessId) to a member of another organisation (`to`: username or e-mail), who accepts or refuses it; an e-mail address without an account gets a share link by e-mail. The answer is the same whether or not `to` has an account',
        tags,
        body: ZShareBody,
        response: { 200: ZEnvelope(ZShareSent) },
      },
    },
    async (request) =>
      ok(
        await shareSubscription({
          db: app.db,
          caller: memberOf(request),
          businessId: request.body.businessId,
          to: request.body.to,
          origin: `${request.protocol}://${request.host}`,
          queueMail: async (tx, linkId, address) => {
            await app.jobs?.send(
              shareMail,
              {
                linkId,
                to: address,
                language: requestLanguage(request),
                origin: `${request.protocol}://${request.host}`,
              },
              { within: tx },
            );
          },
        }),
      ),
  );

  app.get(
    '/application/ocean/share/invitations',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Shipments other organisations offer the caller, waiting to be accepted or refused',
        tags,
        response: { 200: ZEnvelope(z.array(ZShareInvitation)) },
      },
    },
    async (request) => ok(await listShareInvitations({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/application/ocean/share/invitations/:id/accept',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Accept a shared shipment: it joins the caller's list and counts against their organisation's quota (the sharer's remark is not copied)",
        tags,
        params: ZInvitationId,
        response: { 200: ZEnvelope(ZShareAccepted) },
      },
    },
    async (request) =>
      ok(
        await acceptShareInvitation({
          db: app.db,
          caller: memberOf(request),
          id: request.params.id,
          ports: app.referenceData.ports,
        }),
      ),
  );

  app.post(
    '/application/ocean/share/invitations/:id/refuse',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Refuse a shared shipment: nothing is added',
        tags,
        params: ZInvitationId,
        response: { 200: ZEnvelope(ZShareSent) },
      },
    },
    async (request) =>
      ok(await refuseShareInvitation({ db: app.db, caller: memberOf(request), id: request.params.id })),
  );
};
