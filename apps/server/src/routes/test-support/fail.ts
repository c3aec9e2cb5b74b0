import { httpStatusOf, isStatusCode, messageOf } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/language.js';

/** Answers any catalogue envelope on demand, so browser tests can drive every error path. */
export const failRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fail',
    {
      schema: {
        hide: true,
        querystring: z.object({
          code: z.coerce.number().refine(isStatusCode, 'must be a code of the error catalogue'),
          message: z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const code = request.query.code;
      if (!isStatusCode(code)) throw new Error('unreachable: validated above');
      const message = request.query.message ?? messageOf(code, requestLanguage(request));
      return reply.code(httpStatusOf(code)).send({ statusCode: code, message, data: null });
    },
  );
};
