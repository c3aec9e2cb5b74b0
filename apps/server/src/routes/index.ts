import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { applicationRoutes } from './application/index.js';
import { authRoutes } from './auth/index.js';
import { baseRoutes } from './base/index.js';
import { exportRoutes } from './exports/index.js';
import { gisRoutes } from './gis/index.js';
import { liveRoutes } from './live/index.js';
import { digestRoutes } from './notifications/digest.js';
import { notificationRoutes } from './notifications/index.js';
import { organizationRuleRoutes } from './notifications/organization-rule.js';
import { webhookEndpointRoutes } from './notifications/webhook-endpoints.js';
import { oceanRoutes } from './ocean/index.js';
import { organizationAreaRoutes } from './organizations/index.js';
import { portRoutes } from './ports/index.js';
import { sandboxRoutes } from './sandbox/index.js';
import { sandboxWorldRoutes } from './sandbox/world.js';
import { scheduleRoutes } from './schedules/index.js';
import { systemRoutes } from './system/index.js';
import { terminalRoutes } from './terminal/index.js';
import { testSupportRoutes } from './test-support/index.js';
import { vesselRoutes } from './vessel/index.js';
import { webhookRoutes } from './webhooks/index.js';

/** Every route area; each area's folder holds its routes, thin over src/services/<area>. */
export const routes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(systemRoutes, { webDist: config.webDist });
  await app.register(authRoutes);
  await app.register(organizationAreaRoutes);
  await app.register(applicationRoutes);
  await app.register(baseRoutes);
  await app.register(oceanRoutes);
  await app.register(notificationRoutes);
  await app.register(webhookEndpointRoutes, { allowPrivateAddresses: config.webhookAllowPrivateAddresses });
  await app.register(digestRoutes);
  await app.register(organizationRuleRoutes);
  await app.register(exportRoutes, { pendingPerOrganization: config.exportsPendingPerOrganization });
  await app.register(terminalRoutes);
  await app.register(gisRoutes);
  await app.register(vesselRoutes);
  await app.register(portRoutes);
  await app.register(scheduleRoutes);
  await app.register(webhookRoutes);
  await app.register(liveRoutes, { hub: app.liveUpdates.hub });
  if (app.messaging.sandbox.mail || app.messaging.sandbox.sms)
    await app.register(sandboxRoutes, { sandboxPublic: config.sandboxPublic });
  if (app.sandboxWorld) await app.register(sandboxWorldRoutes);
  if (config.testRoutes) await app.register(testSupportRoutes, { prefix: '/__test' });
};
