import { loadReferenceData } from '../reference/load-reference-data.js';
import { matchAisTimes } from '../services/schedules/match-ais-times.js';
import type { JobHandler } from './define-job.js';

let referenceData: ReturnType<typeof loadReferenceData> | undefined;

const handleSchedulesAisMatch: JobHandler<{ source: string }> = async ({ source }, { db, log, jobId }) => {
  referenceData ??= loadReferenceData();
  const outcome = await matchAisTimes({ db, ports: referenceData.ports, now: Date.now() });
  if (outcome.calls > 0) log.info({ jobId, source, ...outcome }, 'schedule calls matched against AIS');
};

export default handleSchedulesAisMatch;
