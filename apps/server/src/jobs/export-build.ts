import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * On demand: build the .xlsx of one export job (POST /application/ocean/export). The handler
 * records a failure on the row itself; a retry only covers a crashed or expired run.
 */
export const exportBuild = defineJob({
  name: 'exports.build',
  payload: z.object({ exportJobId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  // 100,000 rows take well under a minute; the margin is for a busy 2-core machine.
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./export-build.handler.js'),
});
