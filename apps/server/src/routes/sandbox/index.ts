import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSandboxMessages } from '../../services/sandbox/list-sandbox-messages.js';

/**
 * The sandbox providers' inbox (mail and SMS). Registered only while the sandbox is what
 * delivers (SMTP_URL or SMS_URL unset), and public: it is how an offline install reads its codes.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox/messages',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Messages received by the sandbox mailbox and SMS provider, newest first',
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
