import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { JobQueueRoles } from '../jobs/job-queue.js';
import { seaRouterFor } from '../reference/load-sea-router.js';
import { failStartUp } from './fail-start-up.js';
import { closeGracefully } from './graceful-shutdown.js';
import { sandboxExposureProblem } from './sandbox-exposure.js';

/** Builds the HTTP app, listens, prints the start-up line and wires graceful shutdown. */
export async function serve({ config, jobs }: { config: Config; jobs: JobQueueRoles }): Promise<void> {
  const exposure = sandboxExposureProblem(config);
  if (exposure) {
    // Like a bad setting: one line, exit 1, before anything opens.
    console.error(`Invalid configuration: ${exposure}`);
    process.exit(1);
  }
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, jobs, sandboxProcess: config.sandboxProcess });
    const { driver, location } = app.db;
    await app.listen({
      port: config.port,
      host: config.host,
      // Fastify logs one line per address it listens on; make that line say which database.
      listenTextResolver: (url) => `Tracklane listening on ${url} (database: ${driver}, ${location})`,
    });
  } catch (err) {
    // Release the database (PGlite's folder lock, the pool) before leaving.
    await app?.close().catch(() => {});
    failStartUp(err, config.logLevel);
  }
  closeGracefully(app, config.shutdownTimeoutMs);
  warmUpSeaRouter(app);
}

/**
 * Builds the sea router (about half a second of graph building) right after start-up instead of
 * in the first map's route request, which otherwise waited for it (bench/web-map.bench.mjs).
 * Only the serving process does this: test apps build it on demand.
 */
function warmUpSeaRouter(app: FastifyInstance): void {
  setTimeout(() => {
    try {
      seaRouterFor(app.referenceData.ports);
    } catch (err) {
      app.log.warn({ err }, 'sea router warm-up failed; it is built on the first route request');
    }
  }, 1000).unref();
}
