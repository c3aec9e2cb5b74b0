import { ok, VERIFICATION_CODE_TYPES, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.js';
import { sendVerificationCode } from '../../services/auth/send-verification-code.js';
import { signInWithCode } from '../../services/auth/sign-in-with-code.js';
import { ZTokenResponse } from './schemas.js';

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sendCode',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Send a verification code by e-mail or SMS (mainland China mobiles)',
        tags: ['auth'],
        body: z.object({
          number: z.string().min(1).max(254).describe('E-mail address or mobile number'),
          category: z.enum(['email', 'mobile']),
          type: z.enum(VERIFICATION_CODE_TYPES),
        }),
        response: { 200: ZEnvelope(z.object({ expiresIn: z.number(), resendAfter: z.number() })) },
      },
    },
    async (request) =>
      ok(
        await sendVerificationCode({
          db: app.db,
          messaging: app.messaging,
          pepper: app.auth.pepper,
          ...request.body,
          ip: request.ip,
          perIpPerHour: app.auth.codeSendsPerIpPerHour,
          language: requestLanguage(request),
        }),
      ),
  );

  app.post(
    '/auth/code/token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Sign in with a code sent to an e-mail address or mobile number',
        tags: ['auth'],
        body: z.object({ number: z.string().min(1).max(254), code: z.string().min(1).max(16) }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) => ok(await signInWithCode({ db: app.db, auth: app.auth, ...request.body })),
  );
};
