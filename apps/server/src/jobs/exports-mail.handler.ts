import { getOrCreateSecret } from '../auth/secrets.js';
import { EXPORT_LINK_SECRET_NAME } from '../services/exports/export-link-signature.js';
import { mailExportLink } from '../services/exports/mail-export-link.js';
import type { JobHandler } from './define-job.js';

const handleExportsMail: JobHandler<{ exportJobId: string }> = async (
  { exportJobId },
  { db, config, messaging, log, jobId },
) => {
  if (!messaging) throw new Error('exports.mail needs outgoing mail (plugins/messaging.ts)');
  const outcome = await mailExportLink({
    db,
    exportJobId,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    secret: await getOrCreateSecret(db, EXPORT_LINK_SECRET_NAME),
    sendMail: (message) => messaging.sendMail(message),
  });
  log.info({ jobId, exportJobId, ...outcome }, 'export link e-mailed');
};

export default handleExportsMail;
