import { ok } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Pretends a new deployment: /version.json reports the override until it is deleted. */
export const versionOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/version',
    { schema: { hide: true, body: z.object({ version: z.string().min(1).max(100) }) } },
    async (request) => {
      app.versionOverride.value = request.body.version;
      return ok({ version: app.versionOverride.value });
    },
  );

  app.delete('/version', { schema: { hide: true } }, async () => {
    app.versionOverride.value = null;
    return ok({ version: null });
  });
};
