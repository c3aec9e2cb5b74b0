import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { systemRoutes } from './system/index.js';
import { testSupportRoutes } from './test-support/index.js';

/** Every route area; each area's folder holds its routes, thin over src/services/<area>. */
export const routes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(systemRoutes, { webDist: config.webDist });
  if (config.testRoutes) await app.register(testSupportRoutes, { prefix: '/__test' });
};
