import type { Config } from '../config.js';
import { installScheduleClients, scheduleClientsFrom } from '../services/schedules/schedule-clients.js';
import { appPlugin } from './app-plugin.js';

/**
 * Chooses the schedule providers (DCSA OVS 3.0 and CS 1.0) of this process for the
 * schedules.ingest job: the configured endpoints, else the sandbox world's servers. Registered
 * after the sandbox world.
 */
export const scheduleProvidersPlugin = appPlugin<{ config: Config }>(
  'schedule-providers',
  async (app, { config }) => {
    const uninstall = installScheduleClients(scheduleClientsFrom(config, app.sandboxWorld));
    app.addHook('onClose', async () => uninstall());
  },
);
