import type { Config } from '../config.js';
import type { JobContext, JobServices } from '../jobs/define-job.js';
import { JOBS } from '../jobs/index.js';
import { type JobQueue, type JobQueueRoles, startJobQueue } from '../jobs/job-queue.js';
import { seaRouterFor } from '../reference/load-sea-router.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** null when the app runs without a job queue (some tests). */
    jobs: JobQueue | null;
    /** A handler's context in this process, for a run with this id (tests run handlers directly). */
    jobContext(jobId: string): JobContext;
  }
}

export interface JobsPluginOptions {
  config: Config;
  roles: JobQueueRoles | false;
  /** How long a graceful stop waits for running jobs. */
  stopTimeoutMs: number;
}

/**
 * Starts pg-boss on the app's database and builds the handlers' context once for the process:
 * configuration, clock, providers and reference data. Registered after the db, reference-data and
 * providers plugins: Fastify runs onClose hooks in reverse order, so running jobs finish before
 * the providers and the database close.
 */
export const jobsPlugin = appPlugin<JobsPluginOptions>(
  'jobs',
  async (app, { config, roles, stopTimeoutMs }) => {
    const { referenceData } = app;
    const services: JobServices = {
      config,
      clock: { now: () => new Date() },
      providers: app.providers,
      reference: { ...referenceData, seaRouter: () => seaRouterFor(referenceData.ports) },
      // Set once the queue has started; contexts are built per run, so they see it.
      jobs: null,
      messaging: app.hasDecorator('messaging') ? app.messaging : null,
    };
    app.decorate('jobContext', (jobId: string) => ({
      ...services,
      db: app.db,
      log: app.log,
      jobId,
      finalAttempt: false,
    }));
    if (!roles) {
      app.decorate('jobs', null);
      return;
    }
    const queue = await startJobQueue({
      db: app.db,
      log: app.log.child({ component: 'jobs' }),
      jobs: JOBS,
      roles,
      services,
      ...(config.jobConcurrency ? { concurrency: config.jobConcurrency } : {}),
      ...(config.jobExpirySeconds ? { expiry: config.jobExpirySeconds } : {}),
      maintenanceSeconds: config.jobMaintenanceSeconds,
    });
    services.jobs = queue;
    app.decorate('jobs', queue);
    app.addHook('onClose', () => queue.stop(stopTimeoutMs));
  },
);
