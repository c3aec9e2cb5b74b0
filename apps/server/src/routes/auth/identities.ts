import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { listUserIdentities } from '../../services/auth/list-user-identities.js';
import { unbindUserIdentity } from '../../services/auth/unbind-user-identity.js';
import { ZNull } from './schemas.js';

/** The caller's bound messaging-app accounts (bind: `GET /auth/{provider}/user/qrcode`). */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/user/identities',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Messaging-app accounts bound to the caller',
        tags: ['auth'],
        response: {
          200: ZEnvelope(
            z.array(
              z.object({
                provider: z.string(),
                unionId: z.string(),
                nickname: z.string(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await listUserIdentities({ db: app.db, userId: memberOf(request).subject })),
  );

  app.delete(
    '/auth/user/identities/:provider/:unionId',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Unbind one of the caller’s messaging-app accounts',
        tags: ['auth'],
        params: z.object({ provider: z.string().min(1).max(32), unionId: z.string().min(1).max(128) }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await unbindUserIdentity({ db: app.db, userId: memberOf(request).subject, ...request.params });
      return ok(null);
    },
  );
};
