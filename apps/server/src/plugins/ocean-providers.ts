import type { Config } from '../config.js';
import { installOceanClient, oceanClientFrom } from '../services/ocean/ocean-client.js';
import { installTerminalClient, terminalClientFrom } from '../services/terminal/terminal-client.js';
import { appPlugin } from './app-plugin.js';

/**
 * Chooses the ocean tracking and terminal-status providers of this process (configured endpoint,
 * else the sandbox world) for the refresh jobs and terminal calls that run here. Registered
 * after the sandbox world.
 */
export const oceanProvidersPlugin = appPlugin<{ config: Config }>(
  'ocean-providers',
  async (app, { config }) => {
    const uninstallOcean = installOceanClient(oceanClientFrom(config, app.sandboxWorld));
    const uninstallTerminal = installTerminalClient(terminalClientFrom(config, app.sandboxWorld));
    app.addHook('onClose', async () => {
      uninstallOcean();
      uninstallTerminal();
    });
  },
);
