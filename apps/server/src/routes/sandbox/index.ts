import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSandboxMessages } from '../../services/sandbox/list-sandbox-messages.js';
import { loopbackOnly } from './loopback-only.js';

/**
 * The sandbox providers' inbox (mail and SMS). Registered only while the sandbox is what
 * delivers (SMTP_URL or SMS_URL unset): it is how an offline install reads its codes. It holds
 * every code, so it answers callers on this machine only unless SANDBOX_PUBLIC is set.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandboxPublic: boolean }> = async (
  app,
  { sandboxPublic },
) => {
  // Encapsulated: the hook guards this plugin's routes only.
  app.addHook('onRequest', loopbackOnly(sandboxPublic));
  app.get(
    '/sandbox/messages',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'Messages received by the sandbox mailbox and SMS provider, newest first (loopback callers only, unless SANDBOX_PUBLIC)',
        tags: ['sandbox'],
        querystring: z.object({
          to: z.string().min(1).max(254).describe('E-mail address or mobile number'),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: ZEnvelope(
            z.array(
              z.object({
                id: z.number(),
                channel: z.enum(['email', 'sms']),
                to: z.string(),
                subject: z.string().nullable(),
                text: z.string(),
                receivedAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listSandboxMessages({ db: app.db, ...request.query })),
  );
};
