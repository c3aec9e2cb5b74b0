import type { FastifyInstance } from 'fastify';
import { loadConfigOrExit, requireDatabaseUrl } from './config.js';
import { failStartUp } from './process/fail-start-up.js';
import { closeGracefully } from './process/graceful-shutdown.js';
import { buildWorkerApp } from './worker-app.js';

// Scaled deployment, job worker: runs jobs from the shared PostgreSQL queue, serves no HTTP.
const config = requireDatabaseUrl(loadConfigOrExit(), 'start-worker');
let app: FastifyInstance | undefined;
try {
  app = await buildWorkerApp({ config });
  await app.ready();
} catch (err) {
  await app?.close().catch(() => {});
  failStartUp(err, config.logLevel);
}
closeGracefully(app, config.shutdownTimeoutMs);
app.log.info(
  { database: app.db.driver, location: app.db.location },
  `Tracklane worker started (database: ${app.db.driver})`,
);
