import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { getUserUuid } from '../../services/auth/get-user-uuid.js';
import { listSystemFunctions } from '../../services/organizations/list-system-functions.js';

/** Calls under /application that belong to identities (the rest arrive with their features). */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/ocean/guest/uuid',
    {
      config: { auth: 'read' },
      schema: {
        summary: "The caller's uuidOfUser (guests: their guest id; members: their user uuid)",
        tags: ['auth'],
        response: { 200: ZEnvelope(z.string()) },
      },
    },
    async (request) => ok(await getUserUuid({ db: app.db, caller: callerOf(request) })),
  );

  app.get(
    '/application/system/functions',
    {
      // Public: without a token the caller is treated as a visitor (the web app calls it silently).
      config: { auth: 'public' },
      schema: {
        summary:
          'Features available to the caller (code and name, in the caller language), enterprise-centre sections per permission',
        tags: ['auth'],
        response: { 200: ZEnvelope(z.array(z.object({ code: z.string(), name: z.string() }))) },
      },
    },
    async (request) =>
      ok(
        await listSystemFunctions({
          db: app.db,
          caller: request.caller,
          language: requestLanguage(request),
        }),
      ),
  );
};
