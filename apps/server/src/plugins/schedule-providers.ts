import type { Config } from '../config.js';
import { schedulesIngest } from '../jobs/schedules-ingest.js';
import { installScheduleClients, scheduleClientsFrom } from '../services/schedules/schedule-clients.js';
import { appPlugin } from './app-plugin.js';

/**
 * Chooses the schedule providers (DCSA OVS 3.0 and CS 1.0) of this process for the
 * schedules.ingest job: the configured endpoints, else the sandbox world's servers. Registered
 * after the sandbox world. A first start with no schedules stored queues an ingest at once
 * rather than leaving the searches empty until the hourly run.
 */
export const scheduleProvidersPlugin = appPlugin<{ config: Config }>(
  'schedule-providers',
  async (app, { config }) => {
    const clients = scheduleClientsFrom(config, app.sandboxWorld);
    const uninstall = installScheduleClients(clients);
    app.addHook('onClose', async () => uninstall());
    app.addHook('onReady', async () => {
      if (!app.jobs || !clients.ovs) return;
      try {
        const stored = await app.db.executeSql('select 1 from schedule_services limit 1');
        if (stored.rows.length === 0) await app.jobs.send(schedulesIngest, { source: 'start-up' });
      } catch (err) {
        // The hourly run is the safety net; a failed send must not stop the server starting.
        app.log.warn({ err }, 'first schedule ingest not queued');
      }
    });
  },
);
