import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Every 10 minutes, the terminal watch (services/terminal/watch-terminal-shipments.ts): the
 * 48-hour last-free-day reminders that fell due, then the shipments waiting at a port of discharge
 * not asked about for `TERMINAL_WATCH_RECHECK_MINUTES`, asked of the terminal provider.
 */
export const terminalWatch = defineJob({
  name: 'terminal.watch',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '*/10 * * * *', payload: { source: 'cron' } },
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 15 * 60,
  // Runs wait as one: each picks its shipments from the table when it starts.
  singletonKey: () => 'terminal.watch',
  loadHandler: () => import('./terminal-watch.handler.js'),
});
