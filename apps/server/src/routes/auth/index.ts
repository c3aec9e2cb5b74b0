import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './api-keys.js';
import { avatarRoutes } from './avatar.js';
import { codeRoutes } from './code.js';
import { identityRoutes } from './identities.js';
import { msgappRoutes } from './msgapp.js';
import { signInRoutes } from './sign-in.js';
import { userRoutes } from './user.js';

/** Identities, sign-in, tokens and API keys (platform.md §6, §7 Auth); organisations are routes/organizations. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(codeRoutes);
  await app.register(signInRoutes);
  await app.register(userRoutes);
  await app.register(avatarRoutes);
  await app.register(apiKeyRoutes);
  await app.register(msgappRoutes);
  await app.register(identityRoutes);
};
