import { deliverShareLinkEmail } from '../services/ocean/deliver-share-link-email.js';
import type { JobHandler } from './define-job.js';

const handleShareMail: JobHandler<{
  linkId: string;
  to: string;
  language: 'zh' | 'en' | 'jp';
  origin: string;
}> = async (payload, { db, clock, messaging, log, jobId }) => {
  if (!messaging) throw new Error('share.mail needs outgoing mail (plugins/messaging.ts)');
  const outcome = await deliverShareLinkEmail({
    db,
    ...payload,
    now: clock.now(),
    sendMail: (message) => messaging.sendMail(message),
  });
  log.info({ jobId, linkId: payload.linkId, outcome }, 'share link e-mail');
};

export default handleShareMail;
