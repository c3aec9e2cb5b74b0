import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import type { JobContext, JobDefinition, JobServices } from './define-job.js';

export interface JobQueueRoles {
  /** Put the definitions' cron schedules in place and turn them into jobs (pg-boss timekeeper). */
  schedule: boolean;
  /** Fetch and run jobs in this process. */
  work: boolean;
}

export interface JobQueueStatus {
  started: boolean;
  roles: JobQueueRoles;
  /** Jobs waiting per queue; null when the count failed (database down). */
  queued: Record<string, number | null>;
}

export interface JobQueue {
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>): Promise<string>;
  status(): Promise<JobQueueStatus>;
  /** Graceful: stops fetching, waits for running jobs (up to timeoutMs), then returns. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * pg-boss on whichever database the server uses: through our Database's executeSql, so PGlite
 * works too and both share one connection pool. Every process sends; `roles` decide who schedules
 * and who works (embedded: both; start-api: schedule; start-worker: work).
 */
export async function startJobQueue(options: {
  db: Database;
  log: FastifyBaseLogger;
  jobs: readonly JobDefinition[];
  roles: JobQueueRoles;
  /**
   * What every handler gets besides db and log (plugins/jobs.ts builds it once per process). Only
   * a queue whose handlers read nothing else may leave it out (a test's): they would throw.
   */
  services?: JobServices;
}): Promise<JobQueue> {
  const { db, log, jobs, roles, services } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    schedule: roles.schedule,
  });
  // pg-boss reports failed maintenance or fetches as 'error' events; unhandled they would crash.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // pg-boss's schema, a partition per new queue and the schedules, one process at a time: two
  // processes creating the same queues at once deadlock ("deadlock detected" at start-up).
  await db.serializeStartup(async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
      });
      if (roles.schedule && job.schedule) {
        await boss.schedule(job.name, job.schedule.cron, job.payload.parse(job.schedule.payload) as object, {
          tz: 'UTC',
        });
      }
    }
  });
  let started = true;
  const localWorkers = new Map<string, string>();

  for (const job of jobs) {
    if (roles.work) {
      const workerId = await boss.work(job.name, { batchSize: 1 }, ([raw]) =>
        runJob(job, raw, { db, log, services }),
      );
      localWorkers.set(job.name, workerId);
    }
  }

  return {
    async send(job, payload) {
      // Validate on the way in so a bad payload fails the caller, not a worker minutes later.
      const id = await boss.send(job.name, job.payload.parse(payload) as object);
      if (!id) throw new Error(`job ${job.name} was not queued`);
      // Workers poll every 2 s; one in this process can start right away instead.
      const workerId = localWorkers.get(job.name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    async status() {
      const queued: Record<string, number | null> = {};
      for (const job of jobs) queued[job.name] = await boss.getQueueSize(job.name).catch(() => null);
      return { started, roles, queued };
    },
    async stop(timeoutMs) {
      if (!started) return;
      started = false;
      // close: false — the database belongs to the caller, which closes it after us.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}

/** A handler's context: the process's services plus this run's database, logger and id. */
function contextOf(
  services: JobServices | undefined,
  { db, log, jobId }: Pick<JobContext, 'db' | 'log' | 'jobId'>,
): JobContext {
  if (services) return { ...services, db, log, jobId };
  const missing = (name: string): never => {
    throw new Error(`job ${jobId}: this job queue was started without ${name}`);
  };
  return {
    db,
    log,
    jobId,
    get config() {
      return missing('config');
    },
    get clock() {
      return missing('a clock');
    },
    get providers() {
      return missing('providers');
    },
    get reference() {
      return missing('reference data');
    },
  };
}

async function runJob(
  job: JobDefinition,
  raw: PgBoss.Job<unknown> | undefined,
  { db, log, services }: { db: Database; log: FastifyBaseLogger; services: JobServices | undefined },
): Promise<void> {
  if (!raw) return;
  const jobLog = log.child({ job: job.name, jobId: raw.id });
  try {
    const payload = job.payload.parse(raw.data);
    const { default: handle } = await job.loadHandler();
    await handle(payload, contextOf(services, { db, log: jobLog, jobId: raw.id }));
  } catch (err) {
    // Thrown errors fail the job and pg-boss retries it per the definition's policy.
    jobLog.warn({ err }, 'job failed');
    throw err;
  }
}
