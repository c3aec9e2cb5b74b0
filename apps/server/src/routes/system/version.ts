import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAppVersion } from '../../services/system/read-app-version.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Test-only override of what /version.json reports (POST/DELETE /__test/version). */
    versionOverride: { value: string | null };
  }
}

/**
 * `{version}` as plain JSON, not an envelope: the web page polls it (with a cache-busting query)
 * and compares it with its own `<meta name="version">` to offer a reload after a deploy.
 */
export const versionRoute: FastifyPluginAsyncZod<{ webDist: string }> = async (app, { webDist }) => {
  app.get(
    '/version.json',
    {
      schema: {
        summary: 'Version of the web app being served',
        tags: ['system'],
        querystring: z.object({ t: z.string().optional().describe('Cache buster, ignored') }).loose(),
        response: { 200: z.object({ version: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: app.versionOverride.value ?? (await readAppVersion({ webDist })) };
    },
  );
};
