import { AppError, type Language, type PortDirectory, StatusCode } from '@tracklane/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import {
  getSubscriptionDetail,
  type SubscriptionDetail,
  subscriptionDetailOf,
  withAisData,
} from './get-subscription-detail.js';
import { isSharedViewKey, SHARED_VIEW_SECRET } from './shared-view-key.js';

/**
 * GET /application/ocean/client/subscribe/:id — the detail for the owning client:
 * - with a token (an API-key read token maps to its organisation, like any member's), the same
 *   detail as GET /application/ocean/subscribe/:id, through the caller's scope;
 * - with the `key` of a QR code / shared link and no token, the same detail read-only, with the
 *   remark blanked (it is the owner's private note, and the link may travel anywhere).
 * A wrong key, an id out of scope or a deleted subscription are all 40400.
 */
export async function getClientSubscription({
  db,
  caller,
  id,
  key,
  ports,
  language = 'en',
}: {
  db: Database;
  caller: Caller | undefined;
  id: string;
  key: string | undefined;
  ports: PortDirectory;
  language?: Language;
}): Promise<SubscriptionDetail> {
  if (key === undefined) {
    if (!caller) throw new AppError(StatusCode.TOKEN_INVALID);
    return getSubscriptionDetail({ db, caller, id, ports, language });
  }
  if (!isSharedViewKey(await getOrCreateSecret(db, SHARED_VIEW_SECRET), id, key))
    throw new AppError(StatusCode.WRONG_LINK);
  const [row] = await db.orm
    .select({ subscription: oceanSubscriptions, shipment: oceanShipments })
    .from(oceanSubscriptions)
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(and(eq(oceanSubscriptions.id, id), isNull(oceanSubscriptions.deletedAt)));
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  const detail = await withAisData(db, subscriptionDetailOf(row, ports, language));
  return { ...detail, subscription: { ...detail.subscription, remark: '', uuidOfUser: null } };
}
