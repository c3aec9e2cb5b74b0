import { schedulesIngest } from '../jobs/schedules-ingest.js';
import { hasStoredSchedules } from '../services/schedules/has-stored-schedules.js';
import { appPlugin } from './app-plugin.js';

/**
 * A first start with no schedules stored queues an ingest at once rather than leaving the
 * searches empty until the hourly run. Registered after the providers plugin, which resolved the
 * schedule providers (DCSA OVS 3.0 and CS 1.0).
 */
export const firstScheduleIngestPlugin = appPlugin('first-schedule-ingest', async (app) => {
  app.addHook('onReady', async () => {
    if (!app.jobs || !app.providers.schedules.ovs) return;
    try {
      if (!(await hasStoredSchedules({ db: app.db })))
        await app.jobs.send(schedulesIngest, { source: 'start-up' });
    } catch (err) {
      // The hourly run is the safety net; a failed send must not stop the server starting.
      app.log.warn({ err }, 'first schedule ingest not queued');
    }
  });
});
