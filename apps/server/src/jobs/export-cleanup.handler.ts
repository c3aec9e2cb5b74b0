import { deleteExpiredExports } from '../services/exports/delete-expired-exports.js';
import type { JobHandler } from './define-job.js';

const handleExportCleanup: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const deleted = await deleteExpiredExports({ db });
  log.info({ jobId, source, deleted }, 'expired exports deleted');
};

export default handleExportCleanup;
