import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * E-mails a finished export's signed download link to its notify addresses (a scheduled export,
 * issue 22); queued by `exports.build` in the same transaction as marking the export done.
 */
export const exportsMail = defineJob({
  name: 'exports.mail',
  payload: z.object({ exportJobId: z.uuid() }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 2 * 60,
  concurrency: () => 2,
  loadHandler: () => import('./exports-mail.handler.js'),
});
