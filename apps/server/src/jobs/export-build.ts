import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * On demand: build the .xlsx of one export job (POST /application/ocean/export). Each export
 * queues one run, and a run builds the next export in the fair order between organisations
 * (services/exports/claim-next-export.ts), so one organisation's backlog never holds another's
 * first export; `exportJobId` is the export that queued it. The handler records a failure on the
 * row itself; a retry only covers a crashed or expired run (its export is taken again after
 * EXPORT_LEASE_MS).
 */
export const exportBuild = defineJob({
  name: 'exports.build',
  payload: z.object({ exportJobId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  // 100,000 rows take well under a minute; the margin is for a busy 2-core machine.
  expireInSeconds: 15 * 60,
  // A build is mostly the CPU's (rows to XML, zip): about half the cores, at least two, so one
  // large export does not hold every other.
  concurrency: (cores) => Math.max(2, Math.floor(cores / 2)),
  loadHandler: () => import('./export-build.handler.js'),
});
