import type { FastifyPluginAsync } from 'fastify';
import { departmentRoutes } from './departments.js';
import { invitationRoutes } from './invitations.js';
import { memberRoutes } from './members.js';
import { organizationRoutes } from './organization.js';
import { partnerRoutes } from './partners.js';
import { permissionGroupRoutes } from './permission-groups.js';

/** Organisations: the company, members, departments, permission groups, invitations, partners (platform.md §6). */
export const organizationAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(organizationRoutes);
  await app.register(memberRoutes);
  await app.register(departmentRoutes);
  await app.register(permissionGroupRoutes);
  await app.register(invitationRoutes);
  await app.register(partnerRoutes);
};
