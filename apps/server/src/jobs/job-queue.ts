import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { sqlExecutorOf } from '../db/sql-executor.js';
import type { SqlRunner } from '../db/sql-rows.js';
import type { JobContext, JobDefinition, JobSender, JobServices } from './define-job.js';

/** NOTIFY channel of jobs queued in a transaction (`wakeOnCommit`): the payload is the job's name. */
export const JOBS_QUEUED_CHANNEL = 'jobs_queued';

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

export interface JobQueue extends JobSender {
  /**
   * Queues a run; answers its id, or null for a job with a singleton key when one of that key is
   * already waiting (it will do this send's work too). With `within`, in that transaction: the
   * job commits (or rolls back) with its cause. With `startAfter`, not before that time.
   */
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: { within?: SqlRunner; startAfter?: Date },
  ): Promise<string | null>;
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
  /** Runs at once per job kind, overriding the definitions' defaults (JOB_CONCURRENCY). */
  concurrency?: Readonly<Record<string, number>>;
  /** The cores the defaults are sized from; os.availableParallelism() unless a test says. */
  cores?: number;
  /** Seconds a run of a kind may stay active before it is failed and retried (JOB_EXPIRY_SECONDS). */
  expiry?: Readonly<Record<string, number>>;
  /** How often this process fails runs active past their expiry (JOB_MAINTENANCE_SECONDS). */
  maintenanceSeconds?: number;
  /** How long an idle worker waits between fetches; pg-boss's 2 s unless a test says. */
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const { db, log, jobs, roles, services } = options;
  const workersOf = jobConcurrency(jobs, options.concurrency ?? {}, options.cores ?? availableParallelism());
  const expiry = options.expiry ?? {};
  refuseUnknownKinds(jobs, expiry, 'JOB_EXPIRY_SECONDS');
  // pg-boss 10 fires a job's complete() without awaiting it, and stop() waits only for workers
  // holding a job: its last statements can outlive stop() and hit a closed pool (an unhandled
  // rejection). Every statement and run is counted so stop() can wait for them.
  const inFlight = new Set<Promise<unknown>>();
  const counted = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => counted(db.executeSql(text, values)) },
    schedule: roles.schedule,
    ...(options.maintenanceSeconds ? { maintenanceIntervalSeconds: options.maintenanceSeconds } : {}),
  });
  // pg-boss reports failed maintenance or fetches as 'error' events; unhandled they would crash.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // pg-boss's schema, a partition per new queue and the schedules, one process at a time: two
  // processes creating the same queues at once deadlock ("deadlock detected" at start-up).
  await db.serializeStartup(async () => {
    await boss.start();
    for (const job of jobs) {
      const policy: PgBoss.Queue = {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: expiry[job.name] ?? job.expireInSeconds,
        // short: at most one queued job per singleton key (the rest of a burst adds nothing).
        policy: job.singletonKey ? 'short' : 'standard',
      };
      await boss.createQueue(job.name, policy);
      // createQueue leaves an existing queue as it was: the definitions and settings of this
      // release apply to it too (each new job copies its queue's retry and expiry).
      await boss.updateQueue(job.name, policy);
      if (roles.schedule && job.schedule) {
        await boss.schedule(job.name, job.schedule.cron, job.payload.parse(job.schedule.payload) as object, {
          tz: 'UTC',
        });
      }
    }
  });
  let started = true;
  /** This process's workers per queue, and which one a send wakes next (round robin). */
  const localWorkers = new Map<string, { ids: string[]; next: number }>();
  /** Starts a local worker of that queue now instead of at its next poll. */
  const wake = (name: string) => {
    const workers = localWorkers.get(name);
    const workerId = workers?.ids[workers.next++ % workers.ids.length];
    if (workerId && started) boss.notifyWorker(workerId);
  };

  for (const job of jobs) {
    if (!roles.work) continue;
    const ids: string[] = [];
    for (let i = 0; i < (workersOf.get(job.name) ?? 1); i++) {
      // pg-boss 10 has no concurrency option: each worker fetches and runs one job at a time, so
      // a kind runs on as many workers as its concurrency. A worker waits its polling interval
      // (2 s) after every fetch, even a fruitful one; waking it after a run makes it fetch again
      // at once, so a backlog drains back to back and only an empty queue is polled slowly.
      const worker = { id: '' };
      worker.id = await boss.work(
        job.name,
        {
          batchSize: job.fetchBatch?.size ?? 1,
          includeMetadata: true,
          ...(options.pollingIntervalSeconds
            ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
            : {}),
        },
        async (raws) => {
          // A full fetch of a batching kind means more are waiting: another worker starts on
          // them now rather than at its next poll (a NOTIFY wakes only one).
          if (job.fetchBatch && raws.length >= job.fetchBatch.size) wake(job.name);
          try {
            await counted(runJob(job, raws, { db, log, services }));
          } finally {
            if (raws.length > 0 && started) boss.notifyWorker(worker.id);
          }
        },
      );
      ids.push(worker.id);
    }
    localWorkers.set(job.name, { ids, next: 0 });
  }
  // A NOTIFY is delivered when its transaction commits: the job is visible by then.
  const stopListening = roles.work ? await db.listen(JOBS_QUEUED_CHANNEL, wake) : null;

  return {
    async send(job, payload, { within, startAfter } = {}) {
      // Validate on the way in so a bad payload fails the caller, not a worker minutes later.
      const data = job.payload.parse(payload);
      const singletonKey = job.singletonKey?.(data);
      const id = await boss.send(job.name, data as object, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(within ? { db: sqlExecutorOf(within) } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
      if (!id && !singletonKey) throw new Error(`job ${job.name} was not queued`);
      if (startAfter) return id;
      if (within) {
        // Uncommitted, it is invisible to workers: they find it at their next poll (2 s), or at
        // the commit when it says so (PostgreSQL folds equal notices of one transaction into one).
        if (id && job.wakeOnCommit) {
          await sqlExecutorOf(within).executeSql('select pg_notify($1, $2)', [JOBS_QUEUED_CHANNEL, job.name]);
        }
        return id;
      }
      // Workers poll every 2 s; one in this process can start right away instead.
      wake(job.name);
      return id;
    },
    async status() {
      const names = jobs.map((job) => job.name);
      const queued: Record<string, number | null> = Object.fromEntries(names.map((name) => [name, null]));
      // pg-boss 10's getQueueSize (jobs before 'active') for every queue in one statement: a
      // statement per queue made each /health call cost the database ~25 round trips.
      const counts = await db
        .executeSql(
          `select name, count(*)::int as n from pgboss.job
            where name = any($1::text[]) and state < 'active' group by name`,
          [names],
        )
        .catch(() => null);
      if (counts) {
        for (const name of names) queued[name] = 0;
        for (const row of counts.rows) queued[String(row.name)] = Number(row.n);
      }
      return { started, roles, queued };
    },
    async stop(timeoutMs) {
      if (!started) return;
      started = false;
      await stopListening?.().catch(() => undefined);
      // close: false — the database belongs to the caller, which closes it after us.
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // What pg-boss left running (a complete(), a fetch under way and the job it found).
      while (inFlight.size > 0 && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...inFlight]),
          delay(Math.max(0, deadline - Date.now()), undefined, { ref: false }),
        ]);
      }
    },
  };
}

/**
 * How many runs of each kind a process works at once: the override (JOB_CONCURRENCY) if any,
 * else the definition's default from the cores, else 1. An override naming no job is refused.
 */
export function jobConcurrency(
  jobs: readonly JobDefinition[],
  overrides: Readonly<Record<string, number>>,
  cores: number,
): Map<string, number> {
  refuseUnknownKinds(jobs, overrides, 'JOB_CONCURRENCY');
  return new Map(
    jobs.map((job) => [
      job.name,
      Math.max(1, Math.floor(overrides[job.name] ?? job.concurrency?.(Math.max(1, cores)) ?? 1)),
    ]),
  );
}

function refuseUnknownKinds(jobs: readonly JobDefinition[], overrides: object, setting: string): void {
  const names = new Set(jobs.map((job) => job.name));
  for (const name of Object.keys(overrides)) {
    if (!names.has(name)) throw new Error(`${setting} names ${name}, which is not a job`);
  }
}

/** A handler's context: the process's services plus this run's database, logger and id. */
function contextOf(
  services: JobServices | undefined,
  { db, log, jobId, finalAttempt }: Pick<JobContext, 'db' | 'log' | 'jobId' | 'finalAttempt'>,
): JobContext {
  if (services) return { ...services, db, log, jobId, finalAttempt };
  const missing = (name: string): never => {
    throw new Error(`job ${jobId}: this job queue was started without ${name}`);
  };
  return {
    db,
    log,
    jobId,
    finalAttempt,
    messaging: null,
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
    jobs: null,
  };
}

async function runJob(
  job: JobDefinition,
  raws: PgBoss.JobWithMetadata<unknown>[],
  { db, log, services }: { db: Database; log: FastifyBaseLogger; services: JobServices | undefined },
): Promise<void> {
  const [raw] = raws;
  if (!raw) return;
  const jobLog = log.child({
    job: job.name,
    jobId: raw.id,
    ...(raws.length > 1 ? { fetched: raws.length } : {}),
  });
  try {
    const payloads = raws.map((r) => job.payload.parse(r.data));
    // Jobs fetched together (fetchBatch) run as one: their payloads merged.
    const payload = payloads.length === 1 ? payloads[0] : job.fetchBatch?.merge(payloads);
    const { default: handle } = await job.loadHandler();
    const finalAttempt = raws.every((r) => r.retryCount >= r.retryLimit);
    await handle(payload, contextOf(services, { db, log: jobLog, jobId: raw.id, finalAttempt }));
  } catch (err) {
    // Thrown errors fail the job (every job fetched with it) and pg-boss retries it per the
    // definition's policy.
    jobLog.warn({ err }, 'job failed');
    throw err;
  }
}
