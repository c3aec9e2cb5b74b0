import type { PortSeaRouter } from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { SqlRunner } from '../db/sql-rows.js';
import type { Messaging } from '../messaging/messaging.js';
import type { Providers } from '../providers/resolve-providers.js';
import type { ReferenceData } from '../reference/load-reference-data.js';

/** The time of a job run; tests may hand in a fixed one. */
export interface Clock {
  now(): Date;
}

/** Reference data loaded once per process; the sea router is built on first use (about 0.5 s). */
export interface JobReferenceData extends ReferenceData {
  seaRouter(): PortSeaRouter;
}

/** What every handler of a process shares: built once per process by the job queue's owner. */
export interface JobServices {
  /** The validated configuration of this process (never read from process.env at run time). */
  config: Config;
  clock: Clock;
  /** The freight providers resolved from the provider registry at start-up. */
  providers: Providers;
  reference: JobReferenceData;
  /** Queues follow-up work (null in a process without a job queue: some tests). */
  jobs: JobSender | null;
  /** Outgoing mail (plugins/messaging.ts); null in a process without it (some tests). */
  messaging: Messaging | null;
}

/**
 * Queues a run of a job; with `within`, in that transaction (it commits with its cause); with
 * `startAfter`, not before then.
 */
export interface JobSender {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: { within?: SqlRunner; startAfter?: Date },
  ): Promise<string | null>;
}

/** What a handler gets besides its payload. Handlers run no SQL of their own: they call services. */
export interface JobContext extends JobServices {
  db: Database;
  log: FastifyBaseLogger;
  jobId: string;
  /** No retry follows this run if it fails (pg-boss's retry limit is reached). */
  finalAttempt: boolean;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/**
 * A job is a definition (this) plus a handler module loaded on first use, so an API process
 * that only sends jobs never imports handler code (and what handlers import).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** pg-boss queue name, `<area>.<verb-or-noun>`. */
  name: string;
  payload: S;
  /** Cron expression (UTC) and the payload each scheduled run gets; omit for on-demand jobs. */
  schedule?: { cron: string; payload: z.input<S> };
  /** Retries after a failure; the delay doubles on each attempt when backoff is on. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run still active after this long is failed (and retried) by pg-boss. */
  expireInSeconds: number;
  /**
   * Runs of this kind one process works at once, from the machine's cores
   * (os.availableParallelism()); `JOB_CONCURRENCY` overrides it per kind. Omitted: 1.
   */
  concurrency?: (cores: number) => number;
  /**
   * Jobs of one key wait as one: a send while one of the key is still queued adds nothing (pg-boss's
   * `short` queue policy). For jobs that claim their work from the database when they run.
   */
  singletonKey?(payload: z.output<S>): string;
  /**
   * Jobs of this kind a worker fetches at once and runs as one, their payloads merged by `merge`:
   * pg-boss's fetch and completion, and what the handler shares between them, are paid once. A
   * failed run fails (and retries) every job fetched with it, so only for handlers whose re-run of
   * done work does nothing. Omitted: one at a time.
   */
  fetchBatch?: { size: number; merge(payloads: z.output<S>[]): z.output<S> };
  /**
   * A run queued in a transaction starts when it commits (a NOTIFY wakes the workers of every
   * process), not at the workers' next poll (2 s): for chains whose latency users see.
   */
  wakeOnCommit?: boolean;
  loadHandler(): Promise<{ default: JobHandler<z.output<S>> }>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
