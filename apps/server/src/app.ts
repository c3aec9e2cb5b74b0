import { defaultProviderRegistry, type ProviderRegistry } from '@tracklane/connectors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { AccessLogController } from './http/access-log.js';
import { validatorCompiler } from './http/validator-compiler.js';
import type { JobQueueRoles } from './jobs/job-queue.js';
import { type LogDestination, loggerOptions, requestIdOf } from './logger.js';
import { aisIngestPlugin } from './plugins/ais-ingest.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { drainPlugin } from './plugins/drain.js';
import { errorsPlugin } from './plugins/errors.js';
import { firstScheduleIngestPlugin } from './plugins/first-schedule-ingest.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { helmetPlugin } from './plugins/helmet.js';
import { jobsPlugin } from './plugins/jobs.js';
import { liveUpdatesPlugin } from './plugins/live-updates.js';
import { loadSheddingPlugin } from './plugins/load-shedding.js';
import { messagingPlugin } from './plugins/messaging.js';
import { oceanListCountsPlugin } from './plugins/ocean-list-counts.js';
import { providersPlugin } from './plugins/providers.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { referenceDataPlugin } from './plugins/reference-data.js';
import { sandboxOptionsOf, sandboxWorldPlugin } from './plugins/sandbox-world.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { webPlugin } from './plugins/web.js';
import { type SandboxChild, startSandboxChild } from './process/sandbox-child.js';
import type { ConnectorChoice } from './providers/resolve-providers.js';
import { routes } from './routes/index.js';
import { readAppVersion } from './services/system/read-app-version.js';

export interface BuildAppOptions {
  config: Config;
  /** Use this database instead of opening one from the config (tests); the caller closes it. */
  database?: Database;
  /** Which job roles this process takes; false runs without pg-boss. Default: schedule and work. */
  jobs?: JobQueueRoles | false;
  /**
   * Where the sandbox world runs: `child` (the serving process, SANDBOX_PROCESS) or `inline`
   * (default: test apps, whose tests reach into the world).
   */
  sandboxProcess?: 'child' | 'inline';
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: LogDestination;
  /**
   * The provider registry to resolve providers from (default: the connectors package's) and the
   * connector chosen per kind where a kind has several (default: the first registered).
   */
  providers?: { registry?: ProviderRegistry; connectors?: ConnectorChoice };
}

/**
 * Builds the HTTP app without listening. Plugins load in a fixed order: the error handler first
 * (routes bind to the handler in force when they are added, and external plugins add routes),
 * then external plugins, then app plugins (db, reference data and providers before jobs: onClose
 * runs in reverse, so jobs stop before what they use closes), then routes. Callers may add
 * routes before `ready()` (tests do).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // The sandbox child, once started: stopped here if a later plugin fails (no app to close then).
  const started: { child: SandboxChild | null } = { child: null };
  try {
    return await assembleApp(options, started);
  } catch (err) {
    await started.child?.close().catch(() => {});
    throw err;
  }
}

async function assembleApp(
  options: BuildAppOptions,
  started: { child: SandboxChild | null },
): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets at shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    logController: new AccessLogController(),
    // Fastify gives each plugin 10 s to start. A first start creates the embedded database
    // (PGlite's initdb and every migration: 3 s on a quiet 2-core machine, over 10 s on a busy
    // one) inside the database plugin; a slow start must not be a failed one.
    pluginTimeout: 120_000,
    // During shutdown a request on a kept-alive socket is served (with Connection: close)
    // rather than answered with Fastify's non-envelope 503.
    return503OnClosing: false,
    // What the router and Node's parser refuse before any hook runs gets the envelope and the
    // security headers too (a bad percent-encoding, an over-long path parameter or header block).
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorate('versionOverride', { value: null });

  await app.register(errorsPlugin);
  await app.register(drainPlugin);

  await app.register(helmetPlugin);
  // Before the rate limit: a call refused for overload costs no counter row and no token check.
  await app.register(loadSheddingPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(swaggerPlugin, { version: await readAppVersion({ webDist: config.webDist }) });
  await app.register(webPlugin, { webDist: config.webDist });

  await app.register(dbPlugin, { config, database: options.database });
  await app.register(authPlugin, { config });
  await app.register(liveUpdatesPlugin);
  await app.register(oceanListCountsPlugin);
  const registry = options.providers?.registry ?? defaultProviderRegistry();
  // PROVIDER_CONNECTORS, then what the caller chose (tests).
  const connectors: ConnectorChoice = { ...config.providerConnectors, ...options.providers?.connectors };
  await app.register(messagingPlugin, { config, registry, connectors });
  await app.register(referenceDataPlugin);
  // Awaited between plugins, not in one: the world's build on a busy machine may outlast a
  // plugin's start-up time-out. After the database, as inline: the two would share the cores.
  if (config.sandboxWorld && options.sandboxProcess === 'child')
    started.child = await startSandboxChild(sandboxOptionsOf(config));
  await app.register(sandboxWorldPlugin, { config, child: started.child });
  await app.register(providersPlugin, { config, registry, connectors });
  const roles = options.jobs ?? { schedule: true, work: true };
  // After the database, reference data and providers its handlers get: onClose hooks run in
  // reverse, so running jobs finish before those close.
  await app.register(jobsPlugin, { config, roles, stopTimeoutMs: config.shutdownTimeoutMs });
  await app.register(firstScheduleIngestPlugin);
  await app.register(aisIngestPlugin, {
    config,
    works: roles !== false && roles.work,
    connector: connectors['ais-feed'],
  });

  await app.register(routes, { config });
  return app;
}
