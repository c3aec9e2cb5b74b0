import { AppError, ok, StatusCode } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOBS } from '../../jobs/index.js';

/**
 * Queues any job of the server now, instead of at its next cron time: a fresh server holds no
 * schedules until the hourly schedules.ingest, and browser tests cannot wait for it.
 */
export const runJobRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/run',
    { schema: { hide: true, body: z.object({ name: z.string().min(1).max(100), payload: z.unknown() }) } },
    async (request) => {
      if (!app.jobs) throw new AppError(StatusCode.SERVER_ERROR, 'job queue not running');
      const job = JOBS.find((j) => j.name === request.body.name);
      if (!job) throw new AppError(StatusCode.BAD_PARAMETER, `no job named ${request.body.name}`);
      return ok({ jobId: await app.jobs.send(job, request.body.payload) });
    },
  );
};
