import { ok, ZApiKey, ZCreateApiKeyBody, ZCreatedApiKey, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { createApiKey } from '../../services/auth/create-api-key.js';
import { listApiKeys } from '../../services/auth/list-api-keys.js';
import { revokeApiKey } from '../../services/auth/revoke-api-key.js';
import { signInWithApiKey } from '../../services/auth/sign-in-with-api-key.js';
import { signInWithUnionId } from '../../services/auth/sign-in-with-union-id.js';
import { ZNull, ZTokenResponse } from './schemas.js';

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/api/keys',
    {
      config: { auth: 'member' },
      schema: {
        summary: "The organisation's API keys",
        tags: ['api keys'],
        response: { 200: ZEnvelope(z.array(ZApiKey)) },
      },
    },
    async (request) => ok(await listApiKeys({ db: app.db, caller: memberOf(request) })),
  );

  app.post(
    '/auth/api/keys',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Create an API key (the key is shown in this answer only)',
        tags: ['api keys'],
        body: ZCreateApiKeyBody,
        response: {
          200: ZEnvelope(ZCreatedApiKey),
        },
      },
    },
    async (request) =>
      ok(
        await createApiKey({
          db: app.db,
          pepper: app.auth.pepper,
          caller: memberOf(request),
          name: request.body.name,
        }),
      ),
  );

  app.delete(
    '/auth/api/keys/:id',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Revoke an API key; its read tokens stop working',
        tags: ['api keys'],
        params: z.object({ id: z.uuid() }),
        response: { 200: ZEnvelope(ZNull) },
      },
    },
    async (request) => {
      await revokeApiKey({ db: app.db, caller: memberOf(request), id: request.params.id });
      return ok(null);
    },
  );

  app.get(
    '/auth/api/token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Read token from an API key',
        tags: ['api keys'],
        querystring: z.object({ clientId: z.string().min(1).max(32), key: z.string().min(1).max(128) }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) => ok(await signInWithApiKey({ db: app.db, auth: app.auth, ...request.query })),
  );

  app.get(
    '/auth/union/token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Read token for the user bound to a messaging-app union id',
        tags: ['auth'],
        querystring: z.object({ unionId: z.string().min(1).max(128) }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) =>
      ok(await signInWithUnionId({ db: app.db, auth: app.auth, unionId: request.query.unionId })),
  );
};
