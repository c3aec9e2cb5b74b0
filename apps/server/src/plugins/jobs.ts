import { JOBS } from '../jobs/index.js';
import { type JobQueue, type JobQueueRoles, startJobQueue } from '../jobs/job-queue.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** null when the app runs without a job queue (some tests). */
    jobs: JobQueue | null;
  }
}

export interface JobsPluginOptions {
  roles: JobQueueRoles | false;
  /** How long a graceful stop waits for running jobs. */
  stopTimeoutMs: number;
}

/**
 * Starts pg-boss on the app's database. Registered after the db plugin: Fastify runs onClose
 * hooks in reverse order, so running jobs finish before the database closes.
 */
export const jobsPlugin = appPlugin<JobsPluginOptions>('jobs', async (app, { roles, stopTimeoutMs }) => {
  if (!roles) {
    app.decorate('jobs', null);
    return;
  }
  const queue = await startJobQueue({
    db: app.db,
    log: app.log.child({ component: 'jobs' }),
    jobs: JOBS,
    roles,
  });
  app.decorate('jobs', queue);
  app.addHook('onClose', () => queue.stop(stopTimeoutMs));
});
