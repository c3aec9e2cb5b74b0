import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { loggerOptions } from './logger.js';
import { dbPlugin } from './plugins/db.js';
import { jobsPlugin } from './plugins/jobs.js';

/**
 * The job-worker process of the scaled deployment: the same db and jobs plugins as the API, in a
 * Fastify instance that never listens (it gives us the logger, plugin order and ordered close).
 */
export async function buildWorkerApp({ config }: { config: Config }): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.logLevel) });
  await app.register(dbPlugin, { config });
  await app.register(jobsPlugin, {
    roles: { schedule: false, work: true },
    stopTimeoutMs: config.shutdownTimeoutMs,
  });
  return app;
}
