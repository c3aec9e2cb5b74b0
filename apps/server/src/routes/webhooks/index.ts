import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { storeFollowUps } from '../../jobs/store-follow-ups.js';
import { oceanPushOf } from '../../providers/resolve-providers.js';
import { PUSH_CALLBACK_PATH } from '../../services/ocean/push/push-callback-url.js';
import { receivePushNotification } from '../../services/ocean/push/receive-push-notification.js';

/** A T&T notification holds at most a batch of events; larger bodies are not ours. */
const MAX_NOTIFICATION_BYTES = 8 * 1024 * 1024;

/**
 * Callbacks per push subscription and minute. One shipment never has this many real events a
 * minute, so a legitimate provider is never held back, even while it delivers a burst across
 * thousands of shipments; a flood of forged or replayed bodies at one callback URL (each costs a
 * lookup and an HMAC) is cut off with 42900 instead.
 */
export const CALLBACKS_PER_SUBSCRIPTION_PER_MINUTE = 120;

/**
 * Callbacks of providers. Outside the API prefixes on purpose: a provider delivering a burst
 * must not meet the per-caller rate limit, and it authenticates by signature, not by token. The
 * limit here is per callback URL (push subscription) instead.
 * The body is kept as raw bytes (this plugin's own JSON parser): the signature covers exactly
 * those bytes, and a re-serialised body would not verify.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_NOTIFICATION_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.post(
    `${PUSH_CALLBACK_PATH}/:pushId`,
    {
      config: {
        auth: 'public',
        rateLimit: {
          max: CALLBACKS_PER_SUBSCRIPTION_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `push:${(request.params as { pushId?: string }).pushId ?? ''}`,
          // The global allow-list exempts every path outside the API prefixes, this one included.
          allowList: () => false,
        },
      },
      schema: {
        summary: 'DCSA Track & Trace 2.2 push notification (verified by Notification-Signature)',
        tags: ['webhooks'],
        params: z.object({ pushId: z.uuid() }),
        response: { 200: ZEnvelope(z.object({ newEvents: z.number().int(), retracted: z.number().int() })) },
      },
    },
    async (request) => {
      const header = request.headers['notification-signature'];
      const stored = await receivePushNotification({
        db: app.db,
        push: oceanPushOf(app.providers.ocean),
        pushId: (request.params as { pushId: string }).pushId,
        rawBody: request.body as Buffer,
        signatureHeader: Array.isArray(header) ? header[0] : header,
        ports: app.referenceData.ports,
        followUps: storeFollowUps(app.jobs),
      });
      return ok({ newEvents: stored.newEvents, retracted: stored.retracted });
    },
  );
};
