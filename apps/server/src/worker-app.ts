import { defaultProviderRegistry, type ProviderRegistry } from '@tracklane/connectors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { loggerOptions } from './logger.js';
import { aisIngestPlugin } from './plugins/ais-ingest.js';
import { dbPlugin } from './plugins/db.js';
import { jobsPlugin } from './plugins/jobs.js';
import { messagingPlugin } from './plugins/messaging.js';
import { providersPlugin } from './plugins/providers.js';
import { referenceDataPlugin } from './plugins/reference-data.js';
import type { ConnectorChoice } from './providers/resolve-providers.js';

/**
 * The job-worker process of the scaled deployment: the same db, reference-data, providers and
 * jobs plugins as the API (and the AIS ingest of a configured feed), in a Fastify instance that
 * never listens (it gives us the logger, plugin order and ordered close). It has no sandbox
 * world, so its providers are the configured ones.
 */
export async function buildWorkerApp({
  config,
  providers,
}: {
  config: Config;
  providers?: { registry?: ProviderRegistry; connectors?: ConnectorChoice };
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.logLevel) });
  // PROVIDER_CONNECTORS, then what the caller chose (tests).
  const connectors: ConnectorChoice = { ...config.providerConnectors, ...providers?.connectors };
  await app.register(dbPlugin, { config });
  // Notification e-mails are sent by the jobs (SMTP_URL, else the sandbox mailbox in the database).
  const registry = providers?.registry ?? defaultProviderRegistry();
  await app.register(messagingPlugin, { config, registry, connectors });
  await app.register(referenceDataPlugin);
  app.decorate('sandboxWorld', null);
  await app.register(providersPlugin, {
    config,
    registry,
    connectors,
  });
  await app.register(jobsPlugin, {
    config,
    roles: { schedule: false, work: true },
    stopTimeoutMs: config.shutdownTimeoutMs,
  });
  // A configured AIS_FEED is ingested here, by the process that works jobs (plugins/ais-ingest).
  await app.register(aisIngestPlugin, { config, works: true, connector: connectors['ais-feed'] });
  return app;
}
