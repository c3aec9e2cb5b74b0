import { claimPeriodicRun } from '../services/notifications/claim-periodic-run.js';
import { endStaleEpisodes } from '../services/notifications/end-stale-episodes.js';
import { recordStaleData } from '../services/notifications/record-stale-data.js';
import type { JobHandler } from './define-job.js';
import { queueNotificationsFanOut } from './notifications-fan-out.js';

const handleNotificationsStale: JobHandler<{ source: string }> = async (
  { source },
  { db, config, clock, jobs, log, jobId },
) => {
  const now = clock.now();
  // A manual run (not the cron) is always due.
  if (
    source === 'cron' &&
    !(await claimPeriodicRun({
      db,
      name: 'notifications.stale',
      now,
      periodMinutes: config.dataStaleCheckMinutes,
    }))
  )
    return;
  const thresholds = {
    silenceHours: config.dataStaleSilenceHours,
    overdueHours: config.dataStaleOverdueHours,
  };
  // Ended first: a shipment fresh again since the last run may start a new episode in this one.
  const { ended } = await endStaleEpisodes({ db, now, thresholds });
  const { recorded } = await recordStaleData({
    db,
    now,
    thresholds,
    datesChanged: queueNotificationsFanOut(jobs),
  });
  if (ended + recorded > 0) log.info({ jobId, source, ended, recorded }, 'stale-data check');
};

export default handleNotificationsStale;
