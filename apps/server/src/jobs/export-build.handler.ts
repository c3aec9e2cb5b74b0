import { loadReferenceData } from '../reference/load-reference-data.js';
import { buildOceanExport } from '../services/exports/build-ocean-export.js';
import type { JobHandler } from './define-job.js';

let referenceData: ReturnType<typeof loadReferenceData> | undefined;

const handleExportBuild: JobHandler<{ exportJobId: string }> = async (
  { exportJobId },
  { db, log, jobId },
) => {
  referenceData ??= loadReferenceData();
  const started = Date.now();
  const outcome = await buildOceanExport({ db, exportJobId, ports: referenceData.ports });
  log.info({ jobId, exportJobId, ...outcome, ms: Date.now() - started }, 'export built');
};

export default handleExportBuild;
