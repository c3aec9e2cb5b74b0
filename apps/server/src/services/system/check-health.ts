import type { Database, DatabaseDriver } from '../../db/database.js';
import type { JobQueue, JobQueueStatus } from '../../jobs/job-queue.js';
import { summarizeHeartbeats } from './summarize-heartbeats.js';

export interface HealthReport {
  healthy: boolean;
  database: { up: boolean; driver: DatabaseDriver; latencyMs: number | null };
  jobs: (JobQueueStatus & { lastHeartbeatAt: string | null }) | { started: false };
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
  if (!jobs) return { healthy: up, database, jobs: { started: false } };

  const status = await jobs.status();
  const lastHeartbeatAt = up
    ? await summarizeHeartbeats({ db }).then(
        (s) => s.lastRanAt?.toISOString() ?? null,
        () => null,
      )
    : null;
  return { healthy: up, database, jobs: { ...status, lastHeartbeatAt } };
}
