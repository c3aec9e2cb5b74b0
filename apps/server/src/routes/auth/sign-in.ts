import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.js';
import { registerUser } from '../../services/auth/register-user.js';
import { signInGuest } from '../../services/auth/sign-in-guest.js';
import { signInWithPassword } from '../../services/auth/sign-in-with-password.js';
import { ZTokenResponse } from './schemas.js';

const text = (max: number) => z.string().max(max);

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/user/registerUser',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'Register an organisation and its main account (free edition), or with `inviteToken` join the inviting organisation as a pending sub-account; then sign in',
        tags: ['auth'],
        // Lengths and formats are checked by the service, which names the field in its 40000.
        body: z.object({
          username: text(64),
          password: text(128),
          confirmPassword: text(128),
          registerType: z.enum(['email', 'mobile']),
          companyName: text(200).describe('Required unless `inviteToken` is given'),
          email: text(254).optional(),
          mobilePhone: text(32).optional(),
          roundCode: text(16).describe('The verification code sent to the e-mail or phone'),
          inviteToken: text(128).optional().describe('An employee invitation token (join link)'),
        }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) => ok(await registerUser({ db: app.db, auth: app.auth, input: request.body })),
  );

  app.get(
    '/auth/user/token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Sign in with username, e-mail or phone and password (clientId: enterprise sign-in)',
        tags: ['auth'],
        querystring: z.object({
          username: z.string().min(1).max(254),
          password: z.string().min(1).max(128),
          clientId: z.string().max(32).optional(),
        }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) =>
      ok(
        await signInWithPassword({
          db: app.db,
          auth: app.auth,
          ...request.query,
          ip: request.ip,
          language: requestLanguage(request),
        }),
      ),
  );

  app.get(
    '/auth/guest/token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Guest (visitor) write token with a new guest identity',
        tags: ['auth'],
        querystring: z.object({ type: z.literal('guest'), secret: z.string().max(128) }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) => ok(await signInGuest({ db: app.db, auth: app.auth, secret: request.query.secret })),
  );
};
