import { deleteOldNotifications } from '../services/notifications/delete-old-notifications.js';
import type { JobHandler } from './define-job.js';

const handleNotificationsCleanup: JobHandler<{ source: string }> = async (
  { source },
  { db, config, clock, log, jobId },
) => {
  const deleted = await deleteOldNotifications({
    db,
    now: clock.now(),
    retention: {
      noticeDays: config.noticeRetentionDays,
      deliveryDays: config.noticeDeliveryRetentionDays,
      webhookMessageDays: config.webhookMessageRetentionDays,
      reminderDays: config.reminderRetentionDays,
    },
  });
  if (Object.values(deleted).some((n) => n > 0))
    log.info({ jobId, source, ...deleted }, 'old notifications deleted');
};

export default handleNotificationsCleanup;
