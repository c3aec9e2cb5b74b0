import { failOceanImport } from '../services/ocean/import/fail-ocean-import.js';
import { runOceanImport } from '../services/ocean/import/run-ocean-import.js';
import type { JobHandler } from './define-job.js';
import { oceanFirstPolls } from './ocean-first-polls.js';

/**
 * Subscribes a confirmed import's rows (services/ocean/import/run-ocean-import.ts). When the last
 * attempt fails too, the import is marked failed rather than left `running` for ever.
 */
const handleOceanImport: JobHandler<{ importId: string }> = async (
  { importId },
  { db, jobs, log, jobId, finalAttempt },
) => {
  const at = Date.now();
  try {
    const outcome = await runOceanImport({
      db,
      importId,
      queueFirstPolls: async (carrierCodes, tx) => {
        for (const carrierCode of carrierCodes)
          await jobs?.send(oceanFirstPolls, { carrierCode }, { within: tx });
      },
    });
    log.info({ jobId, importId, ...outcome, ms: Date.now() - at }, 'import run');
  } catch (err) {
    if (finalAttempt) {
      await failOceanImport({ db, importId });
      log.error({ err, jobId, importId }, 'import failed on its last attempt');
    }
    throw err;
  }
};

export default handleOceanImport;
