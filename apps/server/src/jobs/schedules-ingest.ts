import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Hourly at :07: reads every DCSA OVS 3.0 service schedule (3 months back, 12 weeks ahead) and
 * the CS 1.0 cut-offs into schedule_* tables. Provider faults are recorded in
 * schedule_ingest_runs and wait for the next run; only database errors fail the job.
 */
export const schedulesIngest = defineJob({
  name: 'schedules.ingest',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '7 * * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 30 * 60,
  loadHandler: () => import('./schedules-ingest.handler.js'),
});
