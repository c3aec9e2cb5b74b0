import { messageOf, ok, StatusCode, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.js';
import { checkHealth } from '../../services/system/check-health.js';

const ZHealth = z.object({
  database: z.object({
    up: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable().describe('Round trip of `select 1`'),
  }),
  jobs: z.object({
    started: z.boolean(),
    roles: z.object({ schedule: z.boolean(), work: z.boolean() }).optional(),
    queued: z.record(z.string(), z.number().nullable()).optional().describe('Jobs waiting per queue'),
    lastHeartbeatAt: z.iso.datetime().nullable().optional().describe('When the last heartbeat job ran'),
  }),
  rejectedEvents: z
    .array(
      z.object({
        carrierCode: z.string(),
        last24h: z.number(),
        last7d: z.number(),
        lastSeenAt: z.iso.datetime(),
        reasons: z.array(
          z.object({
            reason: z.string(),
            last24h: z.number(),
            last7d: z.number(),
            lastSeenAt: z.iso.datetime(),
          }),
        ),
      }),
    )
    .optional()
    .describe(
      'Provider events the connectors rejected, per carrier feed and reason (counts only; samples: `npm run cli -- providers report`)',
    ),
});

/** Liveness/readiness probe: HTTP 200 while the database answers, 500 (50000) when it does not. */
export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Server, database and job queue health',
        tags: ['system'],
        response: { 200: ZEnvelope(ZHealth), 500: ZEnvelope(ZHealth) },
      },
    },
    async (request, reply) => {
      const { healthy, ...report } = await checkHealth({ db: app.db, jobs: app.jobs });
      if (healthy) return ok(report);
      request.log.error({ database: report.database }, 'health check: database down');
      const code = StatusCode.SERVER_ERROR;
      return reply
        .code(500)
        .send({ statusCode: code, message: messageOf(code, requestLanguage(request)), data: report });
    },
  );
};
