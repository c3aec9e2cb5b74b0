import {
  AppError,
  type Language,
  type OceanShipmentView,
  StatusCode,
  terminalMessage,
} from '@tracklane/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';

export interface TerminalShipment {
  subscriptionId: string;
  billNumber: string;
  containerNumber: string;
  view: OceanShipmentView | null;
}

/**
 * Terminal data is answered only for a business number the caller tracks: a B/L or container
 * of one of their visible subscriptions, or a box the carrier listed under such a B/L. Any other
 * number (another organisation's included) is 40400 "query not subscribed", before any provider
 * call, so the provider cannot be used to look up someone else's cargo.
 */
export async function findTerminalShipment({
  db,
  caller,
  numbers,
  language,
}: {
  db: Database;
  caller: Caller;
  numbers: string[];
  language: Language;
}): Promise<TerminalShipment> {
  const wanted = [...new Set(numbers.map((n) => n.trim().toUpperCase()).filter((n) => n.length > 0))];
  if (wanted.length === 0)
    throw new AppError(StatusCode.WRONG_LINK, terminalMessage('notSubscribed', language));
  const scope = await scopeOf(db, caller);
  const matches = wanted.flatMap((n): SQL[] => [
    eq(oceanSubscriptions.billNumber, n),
    eq(oceanSubscriptions.containerNumber, n),
    eq(oceanShipments.billNo, n),
    eq(oceanShipments.containerNo, n),
    sql`${oceanShipments.view} -> 'shipmentEquipments' @> ${JSON.stringify([{ equipment: { equipmentCode: n } }])}::jsonb`,
  ]);
  const [row] = await db.orm
    .select({
      subscriptionId: oceanSubscriptions.id,
      billNumber: oceanSubscriptions.billNumber,
      containerNumber: oceanSubscriptions.containerNumber,
      view: oceanShipments.view,
    })
    .from(oceanSubscriptions)
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(and(scopeCondition(scope), or(...matches)))
    .limit(1);
  if (!row) throw new AppError(StatusCode.WRONG_LINK, terminalMessage('notSubscribed', language));
  return row;
}
