import {
  ok,
  ZCheckNowResult,
  ZEnvelope,
  ZSubscribeBody,
  ZSubscriptionDetail,
  ZSubscriptionItem,
  ZWarning,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { oceanRefresh } from '../../jobs/ocean-refresh.js';
import { getSubscriptionBusiness } from '../../services/ocean/get-subscription-business.js';
import { getSubscriptionDetail } from '../../services/ocean/get-subscription-detail.js';
import { getSubscriptionWarnings } from '../../services/ocean/get-subscription-warnings.js';
import { requestShipmentCheck } from '../../services/ocean/request-shipment-check.js';
import { subscribeShipment } from '../../services/ocean/subscribe-shipment.js';
import { updateSubscriptionClient } from '../../services/ocean/update-subscription-client.js';
import { updateSubscriptionRemark } from '../../services/ocean/update-subscription-remark.js';
import { ZClientBody, ZRemarkBody, ZSubscriptionBusiness, ZSubscriptionId } from './schemas.js';

const S = '/application/ocean/subscribe';
const tags = ['ocean'];

/** Subscribe and one subscription's calls (platform.md §7 Ocean). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    S,
    {
      config: { auth: 'write' },
      schema: {
        summary:
          'Track a B/L or container (carrierCode AUTO detects the carrier); the same number again returns its subscription',
        tags,
        body: ZSubscribeBody,
        response: { 200: ZEnvelope(ZSubscriptionItem.extend({ created: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await subscribeShipment({
          db: app.db,
          caller: callerOf(request),
          input: request.body,
          carriers: app.referenceData.carriers,
          ports: app.referenceData.ports,
          language: requestLanguage(request),
          queueFirstPoll: async ({ carrierCode }, tx) => {
            // Without a job queue (tests) the dispatcher's next run picks it up: it is due now.
            await app.jobs?.send(oceanFirstPolls, { carrierCode }, { within: tx });
          },
        }),
      ),
  );

  app.get(
    `${S}/:id`,
    {
      config: { auth: 'read' },
      schema: {
        summary: 'A subscription with its shipment (views.md §3) and its refresh state (last provider error)',
        tags,
        params: ZSubscriptionId,
        response: { 200: ZEnvelope(ZSubscriptionDetail) },
      },
    },
    async (request) =>
      ok(
        await getSubscriptionDetail({
          db: app.db,
          caller: callerOf(request),
          id: request.params.id,
          ports: app.referenceData.ports,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    `${S}/:id/check`,
    {
      config: { auth: 'write' },
      schema: {
        summary:
          'Check now: poll the shipment at the carrier again; once per shipment per 5 minutes (42900 sooner)',
        tags,
        params: ZSubscriptionId,
        response: { 200: ZEnvelope(ZCheckNowResult) },
      },
    },
    async (request) =>
      ok(
        await requestShipmentCheck({
          db: app.db,
          caller: callerOf(request),
          id: request.params.id,
          language: requestLanguage(request),
          queuePoll: async (shipmentId, tx) => {
            // Without a job queue (tests) the dispatcher's next run picks it up: it is due now.
            await app.jobs?.send(oceanRefresh, { shipmentIds: [shipmentId] }, { within: tx });
          },
        }),
      ),
  );

  app.get(
    `${S}/:id/warning`,
    {
      config: { auth: 'read' },
      schema: {
        summary: "The shipment's warnings",
        tags,
        params: ZSubscriptionId,
        response: { 200: ZEnvelope(z.array(ZWarning)) },
      },
    },
    async (request) =>
      ok(await getSubscriptionWarnings({ db: app.db, caller: callerOf(request), id: request.params.id })),
  );

  app.get(
    `${S}/:id/business`,
    {
      config: { auth: 'read' },
      schema: {
        summary: 'The business numbers of a subscription: typed and returned by the carrier',
        tags,
        params: ZSubscriptionId,
        response: { 200: ZEnvelope(ZSubscriptionBusiness) },
      },
    },
    async (request) =>
      ok(await getSubscriptionBusiness({ db: app.db, caller: callerOf(request), id: request.params.id })),
  );

  app.post(
    `${S}/:id/remark`,
    {
      config: { auth: 'write' },
      schema: {
        summary: 'Set the remark (contents), or replace the text `regex` within it; at least 2 characters',
        tags,
        params: ZSubscriptionId,
        body: ZRemarkBody,
        response: { 200: ZEnvelope(z.object({ remark: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await updateSubscriptionRemark({
          db: app.db,
          caller: callerOf(request),
          id: request.params.id,
          regex: request.body.regex,
          contents: request.body.contents,
        }),
      ),
  );

  app.post(
    `${S}/:id/client`,
    {
      config: { auth: 'write' },
      schema: {
        summary:
          "Set the subscription's client (the customer it is for); '' clears it; at most 100 characters",
        tags,
        params: ZSubscriptionId,
        body: ZClientBody,
        response: { 200: ZEnvelope(z.object({ client: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await updateSubscriptionClient({
          db: app.db,
          caller: callerOf(request),
          id: request.params.id,
          client: request.body.client,
        }),
      ),
  );
};
