import { AppError, ok, StatusCode } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemHeartbeat } from '../../jobs/system-heartbeat.js';
import { recordHeartbeat } from '../../services/system/record-heartbeat.js';
import { summarizeHeartbeats } from '../../services/system/summarize-heartbeats.js';

const ZSource = z.object({ source: z.string().min(1).max(100) });

/** Writes and reads heartbeat rows: durability tests (kill -9, restart) and the job round trip. */
export const heartbeatRoutes: FastifyPluginAsyncZod = async (app) => {
  // The row is committed when the response is sent.
  app.post('/heartbeats', { schema: { hide: true, body: ZSource } }, async (request) => {
    const beat = await recordHeartbeat({ db: app.db, source: request.body.source });
    return ok({ id: beat.id, source: beat.source, ranAt: beat.ranAt.toISOString() });
  });

  app.get('/heartbeats', { schema: { hide: true, querystring: ZSource.partial() } }, async (request) => {
    const summary = await summarizeHeartbeats({ db: app.db, source: request.query.source });
    return ok({ count: summary.count, lastRanAt: summary.lastRanAt?.toISOString() ?? null });
  });

  // Queues a system.heartbeat job; a worker (this process or start-worker) records the row.
  app.post('/jobs/heartbeat', { schema: { hide: true, body: ZSource } }, async (request) => {
    if (!app.jobs) throw new AppError(StatusCode.SERVER_ERROR, 'job queue not running');
    const jobId = await app.jobs.send(systemHeartbeat, { source: request.body.source });
    return ok({ jobId });
  });
};
