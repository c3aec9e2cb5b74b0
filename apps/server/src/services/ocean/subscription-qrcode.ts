import { AppError, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import { toDataURL } from 'qrcode';
import type { Caller } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { userIdentities, users } from '../../db/schema/index.js';
import { findSubscription } from './find-subscription.js';
import { SHARED_VIEW_SECRET, sharedViewKey, sharedViewLink } from './shared-view-key.js';

export interface SubscriptionQrCode {
  /** What the QR code encodes: the read-only detail page with its read key. */
  url: string;
  /** The QR code as a PNG data URL (the same library and settings as the sign-in QR codes). */
  qrcode: string;
}

/**
 * GET /application/ocean/subscribe/qrcode?subscriptionId&unionId: a QR code of the read-only
 * shared view of one of the caller's subscriptions. `unionId`, when given, must be a
 * messaging-app account bound to a member of the caller's organisation; it rides along in the
 * link so the messaging app's landing page knows whose phone opened it.
 */
export async function subscriptionQrCode({
  db,
  caller,
  subscriptionId,
  unionId,
  origin,
}: {
  db: Database;
  caller: Caller;
  subscriptionId: string;
  unionId?: string | undefined;
  origin: string;
}): Promise<SubscriptionQrCode> {
  const { subscription } = await findSubscription({ db, caller, id: subscriptionId });
  if (unionId) await assertOwnUnionId(db, caller, unionId);
  const key = sharedViewKey(await getOrCreateSecret(db, SHARED_VIEW_SECRET), subscription.id);
  const url = sharedViewLink(origin, subscription.id, key, unionId);
  const qrcode = await toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { url, qrcode };
}

async function assertOwnUnionId(db: Database, caller: Caller, unionId: string): Promise<void> {
  if (caller.organizationId === null) throw new AppError(StatusCode.WRONG_LINK);
  const [bound] = await db.orm
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.unionId, unionId), eq(users.organizationId, caller.organizationId)));
  if (!bound) throw new AppError(StatusCode.WRONG_LINK);
}
