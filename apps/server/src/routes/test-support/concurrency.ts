import { ok } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackInFlight } from '../../services/test-support/track-in-flight.js';

const MAX_DELAY_MS = 10_000;

/** Slow requests and the concurrency meter (the web client's 5-at-once queue is tested with them). */
export const concurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracker = trackInFlight();

  app.get(
    '/slow',
    {
      schema: {
        hide: true,
        querystring: z.object({ ms: z.coerce.number().int().min(0).max(MAX_DELAY_MS).default(1000) }),
      },
    },
    async (request, reply) => {
      const leave = tracker.enter();
      // Counted out when the response is done or the client gave up, as the browser sees it.
      reply.raw.once('close', leave);
      const inFlight = tracker.snapshot().current;
      await new Promise((resolve) => setTimeout(resolve, request.query.ms));
      return ok({ inFlight, max: tracker.snapshot().max });
    },
  );

  app.get('/concurrency', { schema: { hide: true } }, async () => ok(tracker.snapshot()));

  app.post('/concurrency/reset', { schema: { hide: true } }, async () => {
    tracker.reset();
    return ok(tracker.snapshot());
  });
};
