import { runOceanImport } from '../services/ocean/import/run-ocean-import.js';
import type { JobHandler } from './define-job.js';
import { oceanFirstPolls } from './ocean-first-polls.js';

/** Subscribes a confirmed import's rows (services/ocean/import/run-ocean-import.ts). */
const handleOceanImport: JobHandler<{ importId: string }> = async (
  { importId },
  { db, jobs, log, jobId },
) => {
  const at = Date.now();
  const outcome = await runOceanImport({
    db,
    importId,
    queueFirstPolls: async (carrierCodes, tx) => {
      for (const carrierCode of carrierCodes)
        await jobs?.send(oceanFirstPolls, { carrierCode }, { within: tx });
    },
  });
  log.info({ jobId, importId, ...outcome, ms: Date.now() - at }, 'import run');
};

export default handleOceanImport;
