import { runDueScheduledExports } from '../services/exports/run-due-scheduled-exports.js';
import type { JobHandler } from './define-job.js';
import { exportBuild } from './export-build.js';

const handleExportsSchedule: JobHandler<{ source: string }> = async (
  _payload,
  { db, clock, config, jobs, log, jobId },
) => {
  const result = await runDueScheduledExports({
    db,
    now: clock.now(),
    pendingLimit: config.exportsPendingPerOrganization,
    queueBuild: async (exportJobId, tx) => {
      await jobs?.send(exportBuild, { exportJobId }, { within: tx });
    },
  });
  if (result.runs > 0) log.info({ jobId, ...result }, 'scheduled exports run');
};

export default handleExportsSchedule;
