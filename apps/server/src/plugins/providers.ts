import type { ProviderRegistry } from '@tracklane/connectors';
import type { Config } from '../config.js';
import { type ConnectorChoice, type Providers, resolveProviders } from '../providers/resolve-providers.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The freight providers of this process, resolved from the provider registry at start-up. */
    providers: Providers;
  }
}

export interface ProvidersPluginOptions {
  config: Config;
  registry: ProviderRegistry;
  connectors?: ConnectorChoice | undefined;
}

/**
 * Resolves the ocean tracking, terminal-status and schedule providers of this process (configured
 * endpoint, else the sandbox world, else none) for the routes and jobs that run here. Registered
 * after the sandbox world; the worker process registers it with no sandbox.
 */
export const providersPlugin = appPlugin<ProvidersPluginOptions>(
  'providers',
  async (app, { config, registry, connectors }) => {
    const providers = resolveProviders({ registry, config, sandbox: app.sandboxWorld, connectors });
    app.decorate('providers', providers);
    app.log.debug(
      {
        ocean: providers.ocean?.connector.id ?? null,
        terminal: providers.terminal?.connector.id ?? null,
        schedules: providers.schedules.source,
      },
      'providers resolved',
    );
  },
);
