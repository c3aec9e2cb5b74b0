import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT (or a crash), close the app: stop accepting, finish requests in flight, let
 * running jobs finish, close the database, exit 0. A second signal, or `timeoutMs` passing,
 * exits 1 at once; so does a crash after the cleanup.
 */
export function closeGracefully(app: FastifyInstance, timeoutMs: number): void {
  closeWithGrace(
    {
      delay: timeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      onSecondSignal: (signal) => app.log.error({ signal }, 'second signal: exiting now'),
      onTimeout: (delay) => app.log.error({ timeoutMs: delay }, 'shutdown timed out: exiting now'),
    },
    async ({ signal, err }) => {
      if (err) app.log.fatal({ err }, 'uncaught error: shutting down');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      app.log.info('shut down cleanly');
    },
  );
}
