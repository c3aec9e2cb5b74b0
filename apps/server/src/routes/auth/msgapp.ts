import { MSGAPP_PROVIDER, ok, QR_SCENE_STATES, ZEnvelope, ZLoginQrCode } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/caller.js';
import { requestLanguage } from '../../http/language.js';
import { createQrScene } from '../../services/auth/create-qr-scene.js';
import { readQrSceneState } from '../../services/auth/read-qr-scene-state.js';
import { signInWithQrScene } from '../../services/auth/sign-in-with-qr-scene.js';
import { ZTokenResponse } from './schemas.js';

const P = `/auth/${MSGAPP_PROVIDER}`;

/** QR sign-in and binding through the messaging-app provider (platform.md §7). */
export const msgappRoutes: FastifyPluginAsyncZod = async (app) => {
  const qr = (purpose: 'login' | 'bind', userId: string | null, source?: string) =>
    createQrScene({
      db: app.db,
      msgapp: app.messaging.msgapp,
      provider: MSGAPP_PROVIDER,
      purpose,
      userId,
      source,
      ttlSeconds: app.auth.qrTtlSeconds,
    }).then((answer) => ({ ...answer, sandbox: app.messaging.sandbox.msgapp }));

  app.get(
    `${P}/qrcode`,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'A sign-in QR code of the messaging app',
        tags: ['auth'],
        querystring: z.object({ source: z.string().max(64).optional() }),
        response: { 200: ZEnvelope(ZLoginQrCode) },
      },
    },
    async (request) => ok(await qr('login', null, request.query.source)),
  );

  app.get(
    `${P}/qrcode_state`,
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'State of a QR code: waiting, scanned, confirmed, unbound, bound, taken, cancelled, expired, used',
        tags: ['auth'],
        querystring: z.object({ scene: z.uuid() }),
        response: {
          200: ZEnvelope(z.object({ state: z.enum(QR_SCENE_STATES), nickname: z.string().nullable() })),
        },
      },
    },
    async (request) =>
      ok(await readQrSceneState({ db: app.db, msgapp: app.messaging.msgapp, sceneId: request.query.scene })),
  );

  app.get(
    `${P}/token`,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Write token of a confirmed sign-in QR code (once)',
        tags: ['auth'],
        querystring: z.object({ sceneId: z.uuid() }),
        response: { 200: ZEnvelope(ZTokenResponse) },
      },
    },
    async (request) =>
      ok(
        await signInWithQrScene({
          db: app.db,
          auth: app.auth,
          msgapp: app.messaging.msgapp,
          sceneId: request.query.sceneId,
          language: requestLanguage(request),
        }),
      ),
  );

  app.get(
    `${P}/user/qrcode`,
    {
      config: { auth: 'member' },
      schema: {
        summary: "A QR code that binds the scanning messaging account to the caller's user",
        tags: ['auth'],
        response: { 200: ZEnvelope(ZLoginQrCode) },
      },
    },
    async (request) => ok(await qr('bind', memberOf(request).subject)),
  );
};
