import { getQrStatus, type MsgappClientOptions, type MsgappUser } from '@tracklane/connectors';
import { AppError, isFinalQrState, type QrSceneState, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { qrScenes, userIdentities } from '../../db/schema/index.js';

export interface QrSceneAnswer {
  state: QrSceneState;
  /** The messaging account's nickname, once confirmed. */
  nickname: string | null;
}

type Scene = typeof qrScenes.$inferSelect;

/**
 * The state of a QR scene, asked of the provider while it is open (the login page polls this).
 * A confirmed scan settles the scene: login → confirmed (bound user) or unbound; bind → the
 * account is linked to the scene's user (bound) unless another user has it (taken).
 */
export async function readQrSceneState({
  db,
  msgapp,
  sceneId,
}: {
  db: Database;
  msgapp: MsgappClientOptions;
  sceneId: string;
}): Promise<QrSceneAnswer> {
  const [scene] = await db.orm.select().from(qrScenes).where(eq(qrScenes.id, sceneId)).limit(1);
  if (!scene) throw new AppError(StatusCode.WRONG_LINK);
  const answer = (state: QrSceneState): QrSceneAnswer => ({ state, nickname: scene.nickname });
  const expired = scene.expiresAt.getTime() <= Date.now();
  if (scene.status === 'confirmed' && expired) return answer('expired');
  if (isFinalQrState(scene.status)) return answer(scene.status);
  if (expired) return answer(await settle(db, scene, 'expired'));

  const polled = await getQrStatus(msgapp, scene.ticket);
  if (!polled.ok) throw new Error(`messaging-app QR state unavailable (${polled.reason}): ${polled.detail}`);
  if (polled.status === 'confirmed' && polled.user) {
    const state = await confirm(db, scene, polled.user);
    return { state, nickname: polled.user.nickname };
  }
  if (polled.status === scene.status) return answer(scene.status);
  return answer(await settle(db, scene, polled.status));
}

async function settle(db: Database, scene: Scene, status: Scene['status'], extra: Partial<Scene> = {}) {
  await db.orm
    .update(qrScenes)
    .set({ status, ...extra })
    .where(and(eq(qrScenes.id, scene.id), eq(qrScenes.status, scene.status)));
  return status;
}

async function confirm(db: Database, scene: Scene, user: MsgappUser): Promise<QrSceneState> {
  const found = { unionId: user.unionId, nickname: user.nickname };
  const [identity] = await db.orm
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, scene.provider), eq(userIdentities.unionId, user.unionId)))
    .limit(1);
  if (scene.purpose === 'login')
    return identity
      ? settle(db, scene, 'confirmed', { ...found, userId: identity.userId })
      : settle(db, scene, 'unbound', found);
  if (identity) return settle(db, scene, identity.userId === scene.userId ? 'bound' : 'taken', found);
  if (!scene.userId) throw new Error('bind scene without a user');
  await db.orm
    .insert(userIdentities)
    .values({
      provider: scene.provider,
      unionId: user.unionId,
      userId: scene.userId,
      nickname: user.nickname,
    })
    .onConflictDoNothing();
  return settle(db, scene, 'bound', found);
}
