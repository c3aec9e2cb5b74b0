import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './api-keys.js';
import { avatarRoutes } from './avatar.js';
import { codeRoutes } from './code.js';
import { departmentRoutes } from './departments.js';
import { identityRoutes } from './identities.js';
import { invitationRoutes } from './invitations.js';
import { memberRoutes } from './members.js';
import { msgappRoutes } from './msgapp.js';
import { organizationRoutes } from './organization.js';
import { partnerRoutes } from './partners.js';
import { permissionGroupRoutes } from './permission-groups.js';
import { signInRoutes } from './sign-in.js';
import { userRoutes } from './user.js';

/** Identities, sign-in, tokens and organisations (platform.md §6, §7 Auth). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(codeRoutes);
  await app.register(signInRoutes);
  await app.register(userRoutes);
  await app.register(avatarRoutes);
  await app.register(organizationRoutes);
  await app.register(memberRoutes);
  await app.register(departmentRoutes);
  await app.register(permissionGroupRoutes);
  await app.register(invitationRoutes);
  await app.register(partnerRoutes);
  await app.register(apiKeyRoutes);
  await app.register(msgappRoutes);
  await app.register(identityRoutes);
};
