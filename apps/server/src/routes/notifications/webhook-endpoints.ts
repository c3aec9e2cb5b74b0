import {
  ok,
  ZEnvelope,
  ZWebhookDeliveriesPage,
  ZWebhookDeliveriesQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointId,
  ZWebhookEndpointInput,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
  ZWebhookRedeliver,
  ZWebhookRedelivered,
  ZWebhookTestEvent,
  ZWebhookTestSent,
} from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { MAX_WEBHOOK_BATCH, webhooksDeliver } from '../../jobs/webhooks-deliver.js';
import { createWebhookEndpoint } from '../../services/webhooks/create-webhook-endpoint.js';
import { deleteWebhookEndpoint } from '../../services/webhooks/delete-webhook-endpoint.js';
import { listWebhookDeliveries } from '../../services/webhooks/list-webhook-deliveries.js';
import { listWebhookEndpoints } from '../../services/webhooks/list-webhook-endpoints.js';
import {
  type QueueWebhookAttempts,
  redeliverWebhookMessages,
} from '../../services/webhooks/redeliver-webhook-messages.js';
import { rotateWebhookSecret } from '../../services/webhooks/rotate-webhook-secret.js';
import { sendWebhookTestEvent } from '../../services/webhooks/send-webhook-test-event.js';
import { updateWebhookEndpoint } from '../../services/webhooks/update-webhook-endpoint.js';
import type { QueueWebhookAttempt } from '../../services/webhooks/write-webhook-message.js';
import {
  ENDPOINT_ID,
  envelope,
  webhookCreatedExample,
  webhookDeliveriesExample,
  webhookEndpointExample,
  webhookEndpointsExample,
  webhookRedeliveredExample,
  webhookRotatedExample,
  webhookTestSentExample,
} from './openapi-examples.js';

const tags = ['webhooks'];
const examples = <T>(...values: T[]) => ({ examples: values });

/**
 * Webhook endpoints of the caller's organisation (issue 21): who may manage them is
 * services/webhooks/webhook-access.ts (company.manage; company.view to read). Messages are signed
 * the Standard Webhooks way; see docs/architecture.md "Webhooks".
 */
export const webhookEndpointRoutes: FastifyPluginAsyncZod<{ allowPrivateAddresses: boolean }> = async (
  app,
  { allowPrivateAddresses },
) => {
  const queue: QueueWebhookAttempt = async (ticket, tx) => {
    await app.jobs?.send(webhooksDeliver, ticket, { within: tx });
  };
  // A redelivery's messages go in batches: one job attempts up to MAX_WEBHOOK_BATCH at once.
  const queueBatch: QueueWebhookAttempts = async (tickets, tx) => {
    for (let i = 0; i < tickets.length; i += MAX_WEBHOOK_BATCH)
      await app.jobs?.send(
        webhooksDeliver,
        { tickets: tickets.slice(i, i + MAX_WEBHOOK_BATCH) },
        { within: tx },
      );
  };

  app.get(
    '/application/webhooks',
    {
      config: { auth: 'member-read' },
      schema: {
        summary: "The organisation's webhook endpoints (never their secrets)",
        tags,
        response: { 200: ZEnvelope(z.array(ZWebhookEndpoint)).meta(envelope(webhookEndpointsExample)) },
      },
    },
    async (request) => ok(await listWebhookEndpoints({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/application/webhooks',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          'Add a webhook endpoint (http or https, a public address); the signing secret (whsec_…) is in this answer only',
        tags,
        body: ZWebhookEndpointInput.meta(
          examples({
            url: 'https://hooks.example.com/tracklane',
            description: 'ERP import',
            eventTypes: ['ETA_CHANGE', 'ATA_CHANGE', 'VESSEL_ARRIVED', 'AVAILABLE_FOR_PICKUP', 'HOLD_SET'],
            thresholdHours: 6,
          }),
        ),
        response: { 200: ZEnvelope(ZWebhookEndpointWithSecret).meta(envelope(webhookCreatedExample)) },
      },
    },
    async (request) =>
      ok(
        await createWebhookEndpoint({
          db: app.db,
          caller: memberOf(request),
          input: request.body,
          allowPrivate: allowPrivateAddresses,
        }),
      ),
  );

  app.post(
    '/application/webhooks/update',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Change a webhook endpoint; enabling it again clears its failure streak',
        tags,
        body: ZWebhookEndpointUpdate.meta(examples({ id: ENDPOINT_ID, thresholdHours: 12, enabled: true })),
        response: { 200: ZEnvelope(ZWebhookEndpoint).meta(envelope(webhookEndpointExample)) },
      },
    },
    async (request) =>
      ok(
        await updateWebhookEndpoint({
          db: app.db,
          caller: memberOf(request),
          input: request.body,
          allowPrivate: allowPrivateAddresses,
        }),
      ),
  );

  app.post(
    '/application/webhooks/delete',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Remove a webhook endpoint with its delivery log',
        tags,
        body: ZWebhookEndpointId.meta(examples({ id: ENDPOINT_ID })),
        response: { 200: ZEnvelope(z.null()).meta(envelope(null)) },
      },
    },
    async (request) => {
      await deleteWebhookEndpoint({ db: app.db, caller: memberOf(request), endpointId: request.body.id });
      return ok(null);
    },
  );

  app.post(
    '/application/webhooks/rotate',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          'New signing secret (in this answer only); the previous one keeps signing for 24 h, both signatures in webhook-signature',
        tags,
        body: ZWebhookEndpointId.meta(examples({ id: ENDPOINT_ID })),
        response: { 200: ZEnvelope(ZWebhookEndpointWithSecret).meta(envelope(webhookRotatedExample)) },
      },
    },
    async (request) =>
      ok(await rotateWebhookSecret({ db: app.db, caller: memberOf(request), endpointId: request.body.id })),
  );

  app.get(
    '/application/webhooks/deliveries',
    {
      config: { auth: 'member-read' },
      schema: {
        summary:
          "An endpoint's delivery log: its messages newest first (page 1, size 20), each with its attempts (time, status code, latency, first 1 KB of the answer)",
        tags,
        querystring: ZWebhookDeliveriesQuery.meta(
          examples({ endpointId: ENDPOINT_ID, pageIndex: 1, pageSize: 20, status: 'failed' }),
        ),
        response: { 200: ZEnvelope(ZWebhookDeliveriesPage).meta(envelope(webhookDeliveriesExample)) },
      },
    },
    async (request) =>
      ok(await listWebhookDeliveries({ db: app.db, caller: memberOf(request), ...request.query })),
  );

  app.post(
    '/application/webhooks/redeliver',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          'Send messages again with the same webhook-id: one by id, or those of a time range, within the last 30 days',
        tags,
        body: ZWebhookRedeliver.meta(
          examples(
            { endpointId: ENDPOINT_ID, messageId: 'msg_mie0h2x4kq3Zb9VYtS1cR8pW0aLd' },
            { endpointId: ENDPOINT_ID, from: '2026-11-20T00:00:00Z', to: '2026-11-21T00:00:00Z' },
          ),
        ),
        response: { 200: ZEnvelope(ZWebhookRedelivered).meta(envelope(webhookRedeliveredExample)) },
      },
    },
    async (request) =>
      ok(
        await redeliverWebhookMessages({
          db: app.db,
          caller: memberOf(request),
          which: request.body,
          queue: queueBatch,
        }),
      ),
  );

  app.post(
    '/application/webhooks/test',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          'Send a test event (type webhook.test, data.test true, a sample shipment with one change of the chosen type)',
        tags,
        body: ZWebhookTestEvent.meta(examples({ endpointId: ENDPOINT_ID, eventType: 'ETA_CHANGE' })),
        response: { 200: ZEnvelope(ZWebhookTestSent).meta(envelope(webhookTestSentExample)) },
      },
    },
    async (request) =>
      ok(
        await sendWebhookTestEvent({
          db: app.db,
          caller: memberOf(request),
          endpointId: request.body.endpointId,
          eventType: request.body.eventType,
          queue,
        }),
      ),
  );
};
