import {
  AppError,
  AUTO_CARRIER,
  type CarrierRegistry,
  detectCarrier,
  type Language,
  type PortDirectory,
  StatusCode,
  validateSubscribeInput,
} from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { type SubscriptionScope, scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { oceanSubscriptions } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { assertSubscriptionQuota } from './assert-subscription-quota.js';
import { findOrCreateShipment } from './find-or-create-shipment.js';
import { subscriptionColumnsOf } from './subscription-columns.js';
import { type SubscriptionItem, toSubscriptionItem } from './subscription-item.js';

export interface SubscribeShipmentInput {
  billNumber?: string | null;
  containerNumber?: string | null;
  carrierCode?: string | null;
  isExport?: boolean | null;
  terminalCode?: string | null;
  vesselParam?: string | null;
  voyageParam?: string | null;
  uuidOfUser?: string | null;
  remark?: string | null;
}

/**
 * Subscribes the caller's organisation (or guest) to a shipment: validates (platform.md §5),
 * detects the carrier when AUTO (40020 when it cannot), returns the existing subscription for a
 * number already tracked, checks the yearly quota (42900), then links to the shared shipment and
 * asks for its first poll at once (batched by carrier: jobs/ocean-first-polls.ts).
 */
export async function subscribeShipment({
  db,
  caller,
  input,
  carriers,
  ports,
  language,
  now = new Date(),
  queueFirstPoll,
}: {
  db: Database;
  caller: Caller;
  input: SubscribeShipmentInput;
  carriers: CarrierRegistry;
  ports: PortDirectory;
  language: Language;
  now?: Date;
  /**
   * Asks for the first poll of a shipment without data (its carrier's first-polls job), queued
   * through `tx`, the subscription's transaction.
   */
  queueFirstPoll: (shipment: { id: string; carrierCode: string }, tx: SqlRunner) => Promise<void>;
}): Promise<SubscriptionItem & { created: boolean }> {
  const valid = validateSubscribeInput(input, language);
  const carrierCode = valid.carrierCode === AUTO_CARRIER ? detected(carriers, valid) : valid.carrierCode;
  const billNumber = valid.billNumber ?? '';
  const containerNumber = valid.containerNumber ?? '';
  const scope = await scopeOf(db, caller);

  const sameNumber = and(
    scopeCondition({ ...scope, ...(scope.kind === 'organization' ? { ownerOnly: false } : {}) }),
    eq(oceanSubscriptions.billNumber, billNumber),
    eq(oceanSubscriptions.containerNumber, containerNumber),
  );
  const [existing] = await db.orm.select().from(oceanSubscriptions).where(sameNumber);
  if (existing) return { ...visible(existing, scope, ports), created: false };

  const { updateFrequencyMinutes } = await assertSubscriptionQuota({ db, scope, now });
  // The shipment, the subscription and the first poll's job commit together: a subscription
  // never exists without the poll it asked for (and a failed queue leaves no subscription).
  const outcome = await db.orm.transaction(async (tx) => {
    const shipment = await findOrCreateShipment({
      orm: tx,
      numbers: { carrierCode, billNumber: valid.billNumber, containerNumber: valid.containerNumber },
      refreshIntervalMinutes: updateFrequencyMinutes,
      now,
    });
    const [inserted] = await tx
      .insert(oceanSubscriptions)
      .values({
        ...(scope.kind === 'organization'
          ? { organizationId: scope.organizationId, ownerUserId: scope.userId }
          : { guestId: scope.guestId }),
        uuidOfUser: input.uuidOfUser?.trim() || (scope.kind === 'guest' ? scope.guestId : null),
        shipmentId: shipment.id,
        billNumber,
        containerNumber,
        carrierCode,
        isExport: input.isExport ?? false,
        terminalCode: input.terminalCode?.trim() || null,
        vesselParam: input.vesselParam?.trim() || null,
        voyageParam: input.voyageParam?.trim() || null,
        remark: valid.remark ?? '',
        // A shipment already tracked for someone else shows its data at once.
        ...subscriptionColumnsOf(shipment.view),
        createdAt: now,
      })
      // Two concurrent subscribes of one number: the second finds the first's row below.
      .onConflictDoNothing()
      .returning();
    // A shipment without data yet is polled within the minute, whatever the plan's interval.
    if (inserted && !shipment.view) await queueFirstPoll({ id: shipment.id, carrierCode }, tx);
    return inserted;
  });
  if (!outcome) {
    const [winner] = await db.orm.select().from(oceanSubscriptions).where(sameNumber);
    if (!winner) throw new AppError(StatusCode.SERVER_ERROR);
    return { ...visible(winner, scope, ports), created: false };
  }
  return { ...toSubscriptionItem(outcome, ports), created: true };
}

/**
 * One subscription per number and organisation: a sub-account limited to its own shipments
 * ('related') that types a number a colleague tracks gets 40300, not the colleague's row.
 */
function visible(
  row: typeof oceanSubscriptions.$inferSelect,
  scope: SubscriptionScope,
  ports: PortDirectory,
): SubscriptionItem {
  if (scope.kind === 'organization' && scope.ownerOnly && row.ownerUserId !== scope.userId) {
    throw new AppError(StatusCode.NO_PERMISSION, 'already tracked by another member of your organisation');
  }
  return toSubscriptionItem(row, ports);
}

function detected(
  carriers: CarrierRegistry,
  numbers: { billNumber: string | null; containerNumber: string | null },
): string {
  const detection = detectCarrier(carriers, numbers);
  if (!detection.ok) throw new AppError(StatusCode.CARRIER_NOT_DETERMINED);
  return detection.carrierCode;
}
