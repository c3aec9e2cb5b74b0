import { ok, ZCurrentUser, ZEnvelope, ZUpdateUserInfoBody } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, memberOf } from '../../auth/caller.js';
import { getCurrentUser } from '../../services/auth/get-current-user.js';
import { modifyPassword } from '../../services/auth/modify-password.js';
import { resetPassword } from '../../services/auth/reset-password.js';
import { revokeSessions } from '../../services/auth/revoke-sessions.js';
import { updateUserInfo } from '../../services/auth/update-user-info.js';
import { ZNull } from './schemas.js';

const text = (max: number) => z.string().max(max);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/user/current',
    {
      config: { auth: 'member-read', allowPending: true },
      schema: { summary: 'The signed-in member', tags: ['auth'], response: { 200: ZEnvelope(ZCurrentUser) } },
    },
    async (request) => ok(await getCurrentUser({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/auth/user/modifyPassword',
    {
      config: { auth: 'member' },
      schema: {
        summary: "Change the caller's password; signs out their other sessions",
        tags: ['auth'],
        body: z.object({
          username: text(254),
          password: text(128),
          confirmPassword: text(128),
          oldPassword: text(128),
        }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await modifyPassword({ db: app.db, caller: memberOf(request), input: request.body });
      return ok(null);
    },
  );

  app.post(
    '/auth/user/resetPassword',
    {
      config: { auth: 'public' },
      schema: {
        summary: "Forgot password: set a new one with a 'reset' code; signs out every session",
        tags: ['auth'],
        body: z.object({
          number: text(254),
          code: text(16),
          password: text(128),
          confirmPassword: text(128),
        }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await resetPassword({ db: app.db, pepper: app.auth.pepper, input: request.body });
      return ok(null);
    },
  );

  app.post(
    '/auth/user/updateUserInfo',
    {
      config: { auth: 'member' },
      schema: {
        summary:
          "Update the caller's profile (given fields only); a new e-mail or mobile needs the code sent to it (sendCode type change) in emailCode / mobileCode",
        tags: ['auth'],
        body: ZUpdateUserInfoBody,
        response: { 200: ZEnvelope(ZCurrentUser) },
      },
    },
    async (request) =>
      ok(
        await updateUserInfo({
          db: app.db,
          pepper: app.auth.pepper,
          caller: memberOf(request),
          changes: request.body,
        }),
      ),
  );

  app.post(
    '/auth/logout',
    {
      // Any token may end its own session (guests and API callers too).
      config: { auth: 'read', readToken: 'own-session', allowPending: true },
      schema: { summary: 'Revoke the current session', tags: ['auth'], response: { 200: ZEnvelope(ZNull) } },
    },
    async (request) => {
      await revokeSessions({ db: app.db, sessionId: callerOf(request).sessionId });
      return ok(null);
    },
  );
};
