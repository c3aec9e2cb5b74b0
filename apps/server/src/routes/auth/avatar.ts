import multipart from '@fastify/multipart';
import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import { readAvatar } from '../../services/auth/read-avatar.js';
import { AVATAR_MAX_BYTES, uploadAvatar } from '../../services/auth/upload-avatar.js';

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post(
    '/auth/user/avatar',
    {
      config: { auth: 'member' },
      schema: {
        summary: 'Upload a profile picture (multipart, one PNG/JPEG/WebP file, at most 2 MB)',
        tags: ['auth'],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(z.object({ headimgurl: z.string() })) },
      },
    },
    async (request) => {
      const caller = memberOf(request);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw fieldError('file', 'required');
        data = await file.toBuffer();
      } catch (err) {
        // @fastify/multipart throws its own 413 when the file passes the limit.
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', 'imageTooLarge');
        if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          throw fieldError('file', 'multipartRequired');
        throw err;
      }
      return ok(await uploadAvatar({ db: app.db, caller, data }));
    },
  );

  app.get(
    '/auth/user/avatar/:id',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'A profile picture (public: image tags send no token)',
        tags: ['auth'],
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar({ db: app.db, id: request.params.id });
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.data);
    },
  );
};
