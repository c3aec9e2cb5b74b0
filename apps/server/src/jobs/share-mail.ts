import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Sends the e-mail of a share link to an address without an account (POST
 * /application/ocean/subscribe/share with an e-mail `to`), queued in the link's transaction so
 * it survives kill -9. Retried like a notice's e-mail.
 */
export const shareMail = defineJob({
  name: 'share.mail',
  payload: z.object({
    linkId: z.uuid(),
    to: z.string(),
    language: z.enum(['zh', 'en', 'jp']),
    origin: z.string(),
  }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  expireInSeconds: 2 * 60,
  concurrency: () => 1,
  loadHandler: () => import('./share-mail.handler.js'),
});
