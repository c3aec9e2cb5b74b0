import type { FastifyPluginAsync } from 'fastify';
import { concurrencyRoutes } from './concurrency.js';
import { dateChangeRoutes } from './date-changes.js';
import { failRoute } from './fail.js';
import { heartbeatRoutes } from './heartbeats.js';
import { versionOverrideRoutes } from './version.js';

/**
 * Routes for the browser and process tests, under /__test. Registered only with TEST_ROUTES=true:
 * they let any caller fake errors and versions, so they must never be on in production.
 */
export const testSupportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(concurrencyRoutes);
  await app.register(failRoute);
  await app.register(versionOverrideRoutes);
  await app.register(heartbeatRoutes);
  await app.register(dateChangeRoutes);
};
