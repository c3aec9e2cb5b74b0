import { matchAisTimes } from '../services/schedules/match-ais-times.js';
import type { JobHandler } from './define-job.js';

const handleSchedulesAisMatch: JobHandler<{ source: string }> = async (
  { source },
  { db, clock, reference, log, jobId },
) => {
  const outcome = await matchAisTimes({ db, ports: reference.ports, now: clock.now().getTime() });
  if (outcome.calls > 0) log.info({ jobId, source, ...outcome }, 'schedule calls matched against AIS');
};

export default handleSchedulesAisMatch;
