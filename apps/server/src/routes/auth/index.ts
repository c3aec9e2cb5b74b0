import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './api-keys.js';
import { avatarRoutes } from './avatar.js';
import { codeRoutes } from './code.js';
import { organizationRoutes } from './organization.js';
import { signInRoutes } from './sign-in.js';
import { userRoutes } from './user.js';

/** Identities, sign-in and tokens (platform.md §7 Auth). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(codeRoutes);
  await app.register(signInRoutes);
  await app.register(userRoutes);
  await app.register(avatarRoutes);
  await app.register(organizationRoutes);
  await app.register(apiKeyRoutes);
};
