import { loadReferenceData } from '../reference/load-reference-data.js';
import { ingestSchedules } from '../services/schedules/ingest-schedules.js';
import { currentScheduleClients } from '../services/schedules/schedule-clients.js';
import type { JobHandler } from './define-job.js';

let referenceData: ReturnType<typeof loadReferenceData> | undefined;

const handleSchedulesIngest: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  referenceData ??= loadReferenceData();
  const outcome = await ingestSchedules({
    db,
    clients: await currentScheduleClients(),
    ports: referenceData.ports,
    now: Date.now(),
    log,
  });
  log.info({ jobId, source, ...outcome }, 'schedules ingested');
};

export default handleSchedulesIngest;
