import { deleteExpiredRecords } from '../services/system/delete-expired-records.js';
import type { JobHandler } from './define-job.js';

const handleAuthCleanup: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const deleted = await deleteExpiredRecords({ db });
  log.info({ jobId, source, deleted }, 'expired auth records deleted');
};

export default handleAuthCleanup;
