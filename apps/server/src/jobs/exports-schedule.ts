import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every minute, queue the scheduled exports of templates that are due (services/exports/
 * run-due-scheduled-exports.ts): each becomes an export job built by exports.build, whose
 * addresses are e-mailed the download link when it is done. A run that failed is replaced by the
 * next minute's.
 */
export const exportsSchedule = defineJob({
  name: 'exports.schedule',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '* * * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
  // Runs wait as one: each claims its templates from the table when it starts.
  singletonKey: () => 'exports.schedule',
  loadHandler: () => import('./exports-schedule.handler.js'),
});
