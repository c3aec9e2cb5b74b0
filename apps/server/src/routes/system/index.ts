import type { FastifyPluginAsync } from 'fastify';
import { healthRoute } from './health.js';
import { versionRoute } from './version.js';

export const systemRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  await app.register(healthRoute);
  await app.register(versionRoute, { webDist });
};
