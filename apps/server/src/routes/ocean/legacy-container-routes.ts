import {
  ok,
  ZEnvelope,
  ZListQuery,
  ZSubscribeBody,
  ZSubscriptionDetail,
  ZSubscriptionItem,
  ZSubscriptionPage,
} from '@tracklane/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { listCarriers } from '../../services/base/list-carriers.js';
import { getEventHistory } from '../../services/ocean/get-event-history.js';
import { getSubscriptionDetail } from '../../services/ocean/get-subscription-detail.js';
import { listSubscriptions } from '../../services/ocean/list-subscriptions.js';
import { matchCarrier } from '../../services/ocean/match-carrier.js';
import { type SubscribeShipmentInput, subscribeShipment } from '../../services/ocean/subscribe-shipment.js';
import { ZSubscriptionId } from './schemas.js';

/**
 * The legacy /container/* calls (platform.md §7 Other), thin aliases onto the ocean services
 * with the same envelopes and the same scoping:
 *
 * | legacy call                            | same as                                        |
 * |----------------------------------------|------------------------------------------------|
 * | GET  /container/subscriptions          | GET  /application/ocean/subscribe/ (list query) |
 * | POST /container/subscription           | POST /application/ocean/subscribe              |
 * | GET  /container/subscription/:id       | GET  /application/ocean/subscribe/:id          |
 * | POST /container/list/shipments         | POST /application/ocean/subscribes (body)      |
 * | GET  /container/match?number           | AUTO carrier detection of subscribe, alone      |
 * | GET  /container/list/supportCarriers   | GET  /application/base/carriers (ocean list)   |
 * | GET  /container/event/history/:id      | the events + ETD/ETA history of the detail     |
 * | POST /container/spiderCall/query       | subscribe, then the detail of that subscription |
 */
const tags = ['legacy'];

function subscribeFor(app: FastifyInstance, request: FastifyRequest, input: SubscribeShipmentInput) {
  return subscribeShipment({
    db: app.db,
    caller: callerOf(request),
    input,
    carriers: app.referenceData.carriers,
    ports: app.referenceData.ports,
    language: requestLanguage(request),
    // Without a job queue (tests) the dispatcher's next run picks it up: it is due now.
    queueFirstPoll: async ({ carrierCode }, tx) => {
      await app.jobs?.send(oceanFirstPolls, { carrierCode }, { within: tx });
    },
  });
}

export const legacyContainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carriers, ports } = app.referenceData;
  const list = (request: FastifyRequest, query: z.infer<typeof ZListQuery>) =>
    listSubscriptions({ db: app.db, caller: callerOf(request), query, ports, counts: app.oceanListCounts });
  const page = { 200: ZEnvelope(ZSubscriptionPage) };

  app.get(
    '/container/subscriptions',
    {
      config: { auth: 'read' },
      schema: { summary: 'Legacy list', tags, querystring: ZListQuery, response: page },
    },
    async (request) => ok(await list(request, request.query)),
  );
  app.post(
    '/container/list/shipments',
    {
      config: { auth: 'read', readToken: 'query' },
      schema: { summary: 'Legacy list (body)', tags, body: ZListQuery, response: page },
    },
    async (request) => ok(await list(request, request.body)),
  );
  app.post(
    '/container/subscription',
    {
      config: { auth: 'write' },
      schema: {
        summary: 'Legacy subscribe',
        tags,
        body: ZSubscribeBody,
        response: { 200: ZEnvelope(ZSubscriptionItem.extend({ created: z.boolean() })) },
      },
    },
    async (request) => ok(await subscribeFor(app, request, request.body)),
  );
  app.get(
    '/container/subscription/:id',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'Legacy detail',
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
          ports,
          language: requestLanguage(request),
        }),
      ),
  );
  app.get(
    '/container/match',
    {
      config: { auth: 'read' },
      schema: {
        summary: 'The carrier of a B/L or container number (40020 when it cannot be told)',
        tags,
        querystring: z.object({ number: z.string().trim().min(4).max(40) }),
        response: {
          200: ZEnvelope(
            z.object({
              number: z.string(),
              numberType: z.enum(['CONTAINER', 'BILL_OF_LADING']),
              carrierCode: z.string(),
              carrierName: z.string(),
              via: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => ok(matchCarrier(carriers, request.query.number)),
  );
  app.get(
    '/container/list/supportCarriers',
    { config: { auth: 'public' }, schema: { summary: 'Legacy carrier list (the ocean carriers)', tags } },
    async () => ok(listCarriers(carriers, 'ocean')),
  );
  app.get(
    '/container/event/history/:id',
    {
      config: { auth: 'read' },
      schema: { summary: 'Events and ETD/ETA history of a subscription', tags, params: ZSubscriptionId },
    },
    async (request) =>
      ok(await getEventHistory({ db: app.db, caller: callerOf(request), id: request.params.id, ports })),
  );
  app.post(
    '/container/spiderCall/query',
    {
      config: { auth: 'write' },
      schema: {
        summary: 'Track a number now: subscribe (or find the subscription), then its detail',
        tags,
        body: ZSubscribeBody,
        response: { 200: ZEnvelope(ZSubscriptionDetail) },
      },
    },
    async (request) => {
      const { id } = await subscribeFor(app, request, request.body);
      return ok(
        await getSubscriptionDetail({
          db: app.db,
          caller: callerOf(request),
          id,
          ports,
          language: requestLanguage(request),
        }),
      );
    },
  );
};
