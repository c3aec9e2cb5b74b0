import { createQrCode, type MsgappClientOptions } from '@tracklane/connectors';
import { AppError, StatusCode } from '@tracklane/domain';
import { toDataURL } from 'qrcode';
import type { Database } from '../../db/database.js';
import { qrScenes } from '../../db/schema/index.js';

export interface QrCodeAnswer {
  sceneId: string;
  /** What the QR code encodes (the provider's scan URL). */
  url: string;
  /** The QR code as a PNG data URL. */
  qrcode: string;
  expiresIn: number;
}

/**
 * A sign-in (purpose 'login') or binding (purpose 'bind', for `userId`) QR code of the
 * messaging-app provider: the provider issues a ticket, we keep it under a scene id.
 */
export async function createQrScene({
  db,
  msgapp,
  provider,
  purpose,
  userId = null,
  source = '',
  ttlSeconds,
}: {
  db: Database;
  msgapp: MsgappClientOptions;
  provider: string;
  purpose: 'login' | 'bind';
  userId?: string | null;
  source?: string;
  ttlSeconds: number;
}): Promise<QrCodeAnswer> {
  const sceneId = crypto.randomUUID();
  const created = await createQrCode(msgapp, sceneId, ttlSeconds);
  // The provider's reason stays in the log (the error handler hides 5xx details from the caller).
  if (!created.ok)
    throw new Error(`messaging-app QR code not created (${created.reason}): ${created.detail}`);
  const expiresIn = Math.min(ttlSeconds, created.expiresIn);
  await db.orm.insert(qrScenes).values({
    id: sceneId,
    provider,
    purpose,
    userId,
    ticket: created.ticket,
    source: source.slice(0, 64),
    expiresAt: new Date(Date.now() + expiresIn * 1000),
  });
  const qrcode = await toDataURL(created.url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  if (!qrcode) throw new AppError(StatusCode.SERVER_ERROR);
  return { sceneId, url: created.url, qrcode, expiresIn };
}
