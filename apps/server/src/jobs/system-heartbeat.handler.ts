import { recordHeartbeat } from '../services/system/record-heartbeat.js';
import type { JobHandler } from './define-job.js';

const handleSystemHeartbeat: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  const beat = await recordHeartbeat({ db, source });
  log.debug({ jobId, heartbeatId: beat.id, source }, 'heartbeat recorded');
};

export default handleSystemHeartbeat;
