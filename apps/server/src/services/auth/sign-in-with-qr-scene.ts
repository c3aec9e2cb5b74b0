import type { MsgappClientOptions } from '@tracklane/connectors';
import {
  AppError,
  type Language,
  QR_NOT_CONFIRMED_MESSAGES,
  qrExpiredMessage,
  StatusCode,
  type TokenResponse,
} from '@tracklane/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context.js';
import type { Database } from '../../db/database.js';
import { qrScenes, users } from '../../db/schema/index.js';
import { issueSession } from './issue-session.js';
import { readQrSceneState } from './read-qr-scene-state.js';

/**
 * The write token of a confirmed login scene (`GET /auth/{provider}/token?sceneId=`), once:
 * taking it marks the scene used. Expired or used → "QR code expired (refresh)"; an unbound
 * messaging account → 40103 (the login page offers the other sign-ins, then binding).
 */
export async function signInWithQrScene({
  db,
  auth,
  msgapp,
  sceneId,
  language,
}: {
  db: Database;
  auth: AuthContext;
  msgapp: MsgappClientOptions;
  sceneId: string;
  language: Language;
}): Promise<TokenResponse> {
  const { state } = await readQrSceneState({ db, msgapp, sceneId });
  if (state === 'unbound') throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
  if (state === 'waiting' || state === 'scanned')
    throw new AppError(StatusCode.BAD_PARAMETER, QR_NOT_CONFIRMED_MESSAGES[language]);
  if (state !== 'confirmed') throw new AppError(StatusCode.BAD_PARAMETER, qrExpiredMessage(language));

  const [scene] = await db.orm
    .update(qrScenes)
    .set({ status: 'used' })
    .where(
      and(
        eq(qrScenes.id, sceneId),
        eq(qrScenes.purpose, 'login'),
        eq(qrScenes.status, 'confirmed'),
        gt(qrScenes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: qrScenes.userId });
  if (!scene?.userId) throw new AppError(StatusCode.BAD_PARAMETER, qrExpiredMessage(language));
  const [user] = await db.orm
    .select({ organizationId: users.organizationId, status: users.status })
    .from(users)
    .where(eq(users.id, scene.userId))
    .limit(1);
  if (!user) throw new AppError(StatusCode.ACCOUNT_NOT_FOUND);
  if (user.status === 'disabled') throw new AppError(StatusCode.ACCOUNT_DISABLED);
  return issueSession({
    db,
    auth,
    subject: { userId: scene.userId },
    organizationId: user.organizationId,
    tokenType: 'write',
    loginKind: 'normal',
  });
}
