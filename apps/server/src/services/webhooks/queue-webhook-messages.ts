import type { NoticeChange, NoticeShipment, NotificationEvent, PortDirectory } from '@tracklane/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { changesForMember } from '../notifications/changes-for-member.js';
import type { NetChange } from '../notifications/net-changes.js';
import type { ShipmentSubscription } from '../notifications/shipment-subscriptions.js';
import { eventTypesOf, type QueueWebhookAttempt, writeWebhookMessage } from './write-webhook-message.js';

/**
 * The fan-out's webhook part, in its transaction: for each organisation tracking the shipment
 * (whether or not any member's rule asks for the changes), each enabled endpoint gets one message
 * with the window's changes of its chosen event types that moved by at least its threshold (a date
 * seen for the first time always counts), and its first attempt is queued in the same
 * transaction. Answers the number of messages written.
 */
export async function queueWebhookMessages(
  tx: Database['orm'],
  {
    subscriptions,
    changes,
    now,
    ports,
    sourceOf,
    shipmentOf,
    queue,
  }: {
    /** The shipment's subscriptions (shipment-subscriptions.ts), oldest first. */
    subscriptions: readonly ShipmentSubscription[];
    changes: readonly NetChange[];
    now: Date;
    ports: PortDirectory;
    sourceOf(change: NetChange): NoticeChange['source'];
    /** The shipment as the organisation's subscription names it, with the vessel of the changes. */
    shipmentOf(subscription: ShipmentSubscription, changes: readonly NoticeChange[]): NoticeShipment;
    queue: QueueWebhookAttempt | undefined;
  },
): Promise<number> {
  if (changes.length === 0 || !queue) return 0;
  // The organisation's first subscription of the shipment names it in its messages.
  const subscriptionOf = new Map<string, ShipmentSubscription>();
  for (const s of subscriptions)
    if (!subscriptionOf.has(s.organizationId)) subscriptionOf.set(s.organizationId, s);
  if (subscriptionOf.size === 0) return 0;
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      organizationId: webhookEndpoints.organizationId,
      eventTypes: webhookEndpoints.eventTypes,
      thresholdHours: webhookEndpoints.thresholdHours,
    })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.organizationId, [...subscriptionOf.keys()]),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookEndpoints.createdAt));
  let written = 0;
  for (const endpoint of endpoints) {
    const subscription = subscriptionOf.get(endpoint.organizationId);
    if (!subscription) continue;
    const chosen = changesForMember(
      changes,
      { events: endpoint.eventTypes as NotificationEvent[], thresholdHours: endpoint.thresholdHours },
      new Map(),
      sourceOf,
    ).map((c): NoticeChange => {
      const port = ports.get(c.portCode);
      return { ...c, portTimeZone: port?.timeZone ?? null, portName: port?.nameEn ?? null };
    });
    if (chosen.length === 0) continue;
    await writeWebhookMessage(tx, {
      endpoint,
      type: 'shipment.changed',
      data: {
        test: false,
        shipment: shipmentOf(subscription, chosen),
        eventTypes: eventTypesOf(chosen),
        changes: chosen,
      },
      now,
      queue,
    });
    written++;
  }
  return written;
}
