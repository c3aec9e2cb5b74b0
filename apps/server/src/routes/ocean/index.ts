import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facetRoutes } from './facet-routes.js';
import { importRoutes } from './import-routes.js';
import { legacyContainerRoutes } from './legacy-container-routes.js';
import { listRoutes } from './list-routes.js';
import { shareLinkRoutes } from './share-link-routes.js';
import { shareRoutes } from './share-routes.js';
import { statisticsRoutes } from './statistics-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';

/** Ocean tracking calls (platform.md §7 Ocean, legacy /container/*). */
export const oceanRoutes: FastifyPluginAsyncZod = async (app) => {
  // The list's GET .../subscribe/ must be known before .../subscribe/:id would take 'list'.
  await app.register(listRoutes);
  await app.register(subscriptionRoutes);
  await app.register(facetRoutes);
  await app.register(statisticsRoutes);
  await app.register(shareRoutes);
  await app.register(shareLinkRoutes);
  await app.register(importRoutes);
  await app.register(legacyContainerRoutes);
};
