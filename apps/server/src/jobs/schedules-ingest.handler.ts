import { ingestSchedules } from '../services/schedules/ingest-schedules.js';
import type { JobHandler } from './define-job.js';

const handleSchedulesIngest: JobHandler<{ source: string }> = async (
  { source },
  { db, clock, providers, reference, log, jobId },
) => {
  const outcome = await ingestSchedules({
    db,
    clients: providers.schedules,
    ports: reference.ports,
    now: clock.now().getTime(),
    log,
  });
  log.info({ jobId, source, ...outcome }, 'schedules ingested');
};

export default handleSchedulesIngest;
