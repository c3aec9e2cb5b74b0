import { appPlugin } from './app-plugin.js';

/**
 * Lets a graceful close finish. Fastify closes idle keep-alive sockets when closing starts, but a
 * socket whose request is still running becomes idle only after its response — and then nothing
 * closes it, so `server.close()` would wait for the client's keep-alive timeout. Answering with
 * `Connection: close` once closing has begun makes Node end each such socket after its response.
 */
export const drainPlugin = appPlugin('drain', async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
