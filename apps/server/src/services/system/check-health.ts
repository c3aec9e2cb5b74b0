import type { Database, DatabaseDriver } from '../../db/database.js';
import type { JobQueue, JobQueueStatus } from '../../jobs/job-queue.js';
import { reportEventRejections } from '../ocean/report-event-rejections.js';
import { summarizeHeartbeats } from './summarize-heartbeats.js';

export interface HealthReport {
  healthy: boolean;
  database: { up: boolean; driver: DatabaseDriver; latencyMs: number | null };
  jobs: (JobQueueStatus & { lastHeartbeatAt: string | null }) | { started: false };
  /**
   * Provider events rejected per carrier feed (counts and last seen, never samples: /health is
   * public, and a sample names a tenant's business number). Absent while the database is down.
   */
  rejectedEvents?: RejectedEventsHealth[];
}

export interface RejectedEventsHealth {
  carrierCode: string;
  last24h: number;
  last7d: number;
  lastSeenAt: string;
  reasons: { reason: string; last24h: number; last7d: number; lastSeenAt: string }[];
}

/** The public part of the rejection report; a failure to read it does not fail the probe. */
async function rejectedEventsOf(db: Database): Promise<RejectedEventsHealth[] | undefined> {
  try {
    const feeds = await reportEventRejections({ db: db.orm, now: new Date() });
    return feeds.map(({ reasons, ...feed }) => ({
      ...feed,
      reasons: reasons.map(({ reason, last24h, last7d, lastSeenAt }) => ({
        reason,
        last24h,
        last7d,
        lastSeenAt,
      })),
    }));
  } catch {
    return undefined;
  }
}

/** Probes the database (`select 1`) and reports the job queue; healthy means the database answers. */
export async function checkHealth({
  db,
  jobs,
}: {
  db: Database;
  jobs: JobQueue | null;
}): Promise<HealthReport> {
  const started = performance.now();
  let up = true;
  try {
    await db.executeSql('select 1 as ok', []);
  } catch {
    // The reason stays in the server log (the route logs it); a probe only needs up/down.
    up = false;
  }
  const latencyMs = up ? Math.round((performance.now() - started) * 100) / 100 : null;
  const database = { up, driver: db.driver, latencyMs };
  const rejectedEvents = up ? await rejectedEventsOf(db) : undefined;
  const rejections = rejectedEvents ? { rejectedEvents } : {};
  if (!jobs) return { healthy: up, database, jobs: { started: false }, ...rejections };

  const status = await jobs.status();
  const lastHeartbeatAt = up
    ? await summarizeHeartbeats({ db }).then(
        (s) => s.lastRanAt?.toISOString() ?? null,
        () => null,
      )
    : null;
  return { healthy: up, database, jobs: { ...status, lastHeartbeatAt }, ...rejections };
}
