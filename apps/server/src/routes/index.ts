import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { applicationRoutes } from './application/index.js';
import { authRoutes } from './auth/index.js';
import { sandboxRoutes } from './sandbox/index.js';
import { sandboxWorldRoutes } from './sandbox/world.js';
import { systemRoutes } from './system/index.js';
import { testSupportRoutes } from './test-support/index.js';

/** Every route area; each area's folder holds its routes, thin over src/services/<area>. */
export const routes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(systemRoutes, { webDist: config.webDist });
  await app.register(authRoutes);
  await app.register(applicationRoutes);
  if (app.messaging.sandbox.mail || app.messaging.sandbox.sms) await app.register(sandboxRoutes);
  if (app.sandboxWorld) await app.register(sandboxWorldRoutes);
  if (config.testRoutes) await app.register(testSupportRoutes, { prefix: '/__test' });
};
