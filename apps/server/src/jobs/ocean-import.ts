import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * On demand: subscribe the ok rows of a confirmed bulk import (POST /application/ocean/import,
 * queued in the confirm's transaction). Batches commit with their results, so a retried run goes
 * on from the first row without one.
 */
export const oceanImport = defineJob({
  name: 'ocean.import',
  payload: z.object({ importId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  // 5,000 rows take well under a minute on PostgreSQL; the margin is for a busy machine.
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./ocean-import.handler.js'),
});
