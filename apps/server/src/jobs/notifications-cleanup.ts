import { z } from 'zod';
import { defineJob } from './define-job.js';

/**
 * Daily at 03:37: deletes notification data past its retention (notices, their deliveries,
 * webhook messages and attempts, handled reminders), in small batches
 * (services/notifications/delete-old-notifications.ts).
 */
export const notificationsCleanup = defineJob({
  name: 'notifications.cleanup',
  payload: z.object({ source: z.string().min(1).max(100) }),
  schedule: { cron: '37 3 * * *', payload: { source: 'cron' } },
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 30 * 60,
  loadHandler: () => import('./notifications-cleanup.handler.js'),
});
