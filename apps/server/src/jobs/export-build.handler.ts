import { buildOceanExport } from '../services/exports/build-ocean-export.js';
import { claimNextExport } from '../services/exports/claim-next-export.js';
import type { JobHandler } from './define-job.js';
import { exportsMail } from './exports-mail.js';

/** A run stops taking exports after this long (well within its expiry); other runs take the rest. */
const RUN_BUDGET_MS = 5 * 60_000;

/**
 * Builds exports in the fair order (claim-next-export.ts) until none waits or its time is up: not
 * necessarily the one whose creation queued this run. Every export queues a run, so runs never
 * fall short of exports; a run that finds nothing left (another took its export) simply ends.
 */
const handleExportBuild: JobHandler<{ exportJobId: string }> = async (
  { exportJobId: queuedFor },
  { db, reference, log, jobId, clock, jobs },
) => {
  const started = Date.now();
  while (Date.now() - started < RUN_BUDGET_MS) {
    const exportJobId = await claimNextExport({ db, now: clock.now() });
    if (!exportJobId) return;
    const at = Date.now();
    const outcome = await buildOceanExport({
      db,
      exportJobId,
      ports: reference.ports,
      carriers: reference.carriers,
      queueMail: (id, tx) =>
        jobs?.send(exportsMail, { exportJobId: id }, { within: tx }) ?? Promise.resolve(),
    });
    log.info({ jobId, exportJobId, queuedFor, ...outcome, ms: Date.now() - at }, 'export built');
  }
};

export default handleExportBuild;
