import { deleteExpiredExports } from '../services/exports/delete-expired-exports.js';
import { deleteExpiredImports } from '../services/ocean/import/delete-expired-imports.js';
import type { JobHandler } from './define-job.js';

const handleExportCleanup: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const deleted = await deleteExpiredExports({ db });
  const imports = await deleteExpiredImports({ db });
  log.info({ jobId, source, deleted, imports }, 'expired exports and imports deleted');
};

export default handleExportCleanup;
