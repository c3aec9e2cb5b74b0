import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database.js';

/** What a handler gets besides its payload. */
export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  jobId: string;
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
  loadHandler(): Promise<{ default: JobHandler<z.output<S>> }>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
