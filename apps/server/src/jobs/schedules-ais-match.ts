import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every 15 minutes: reads the AIS port entry, berthing and exit of past schedule calls from the
 * vessels' tracks (services/schedules/match-ais-times.ts). A failed run is the next run.
 */
export const schedulesAisMatch = defineJob({
  name: 'schedules.ais-match',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '*/15 * * * *', payload: { source: 'cron' } },
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 15 * 60,
  loadHandler: () => import('./schedules-ais-match.handler.js'),
});
