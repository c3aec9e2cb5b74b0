import { buildOceanExport } from '../services/exports/build-ocean-export.js';
import type { JobHandler } from './define-job.js';

const handleExportBuild: JobHandler<{ exportJobId: string }> = async (
  { exportJobId },
  { db, reference, log, jobId },
) => {
  const started = Date.now();
  const outcome = await buildOceanExport({ db, exportJobId, ports: reference.ports });
  log.info({ jobId, exportJobId, ...outcome, ms: Date.now() - started }, 'export built');
};

export default handleExportBuild;
