import {
  COALESCE_WINDOW_MINUTES,
  type NoticeChange,
  type NoticeShipment,
  type NotificationEvent,
  type OceanShipmentView,
  type PortDirectory,
  reminderGroupOf,
  reminderSubject,
} from '@tracklane/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  notificationWindows,
  notifiedValues,
  oceanReminders,
  oceanShipments,
} from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { queueWebhookMessages } from '../webhooks/queue-webhook-messages.js';
import type { QueueWebhookAttempt } from '../webhooks/write-webhook-message.js';
import { changesForMember, toldKey, toldKeyOf } from './changes-for-member.js';
import { emailsThisMonth } from './emails-this-month.js';
import { type NetChange, netChanges } from './net-changes.js';
import { noticeCallTimes } from './notice-call-times.js';
import { NOTICES_CHANGED_CHANNEL } from './notices-changed-notice.js';
import { notificationRecipients, type Recipient } from './notification-recipients.js';
import { queueMsgappDeliveries } from './queue-msgapp-deliveries.js';
import { shipmentSubscriptions } from './shipment-subscriptions.js';

export type FanOutResult =
  | { status: 'nothing' }
  | { status: 'deferred'; until: Date }
  | { status: 'done'; notices: number; deliveries: number };

/**
 * The outbox's second half, in one transaction: a shipment's recorded changes (dates, milestones,
 * warnings, stale data: REMINDER_TYPES) become one notice per member whose rule asks for them
 * (the notice centre) and one delivery per e-mail address and bound messaging-app account, each
 * delivery's job queued in the same transaction. Changes inside the coalescing window after a
 * send wait for its end and go out together (the job is queued again for then); a date that
 * flapped back is not sent, nor a milestone or warning the shipment already had. The changes are
 * marked handled in the same transaction, so a run killed before its commit is done again whole,
 * and never twice.
 */
export async function fanOutShipmentChanges({
  db,
  shipmentId,
  now,
  ports,
  queueDelivery,
  queueAgainAt,
  queueWebhook,
  windowMinutes = COALESCE_WINDOW_MINUTES,
}: {
  db: Database;
  shipmentId: string;
  now: Date;
  /** Each change carries its port's zone and name (the web and e-mails show it on that clock). */
  ports: PortDirectory;
  queueDelivery(deliveryId: string, tx: SqlRunner): Promise<void>;
  queueAgainAt(at: Date, tx: SqlRunner): Promise<void>;
  /** Queues a webhook message's first attempt (services/webhooks); without it no webhook is written. */
  queueWebhook?: QueueWebhookAttempt;
  windowMinutes?: number;
}): Promise<FanOutResult> {
  return db.orm.transaction(async (tx) => {
    // The shipment's row lock makes fan-outs of one shipment (and its refreshes) take turns.
    const [shipment] = await tx
      .select({ view: oceanShipments.view })
      .from(oceanShipments)
      .where(eq(oceanShipments.id, shipmentId))
      .for('update');
    if (!shipment) return { status: 'nothing' };
    const pending = await tx
      .select({
        id: oceanReminders.id,
        event: oceanReminders.type,
        portCode: oceanReminders.portCode,
        oldValue: oceanReminders.oldValue,
        newValue: oceanReminders.newValue,
        placeRole: oceanReminders.placeRole,
        code: oceanReminders.code,
        source: oceanReminders.source,
      })
      .from(oceanReminders)
      .where(and(eq(oceanReminders.shipmentId, shipmentId), isNull(oceanReminders.notifiedAt)))
      .orderBy(oceanReminders.recordedAt, oceanReminders.id);
    if (pending.length === 0) return { status: 'nothing' };
    const [window] = await tx
      .select({ until: notificationWindows.until })
      .from(notificationWindows)
      .where(eq(notificationWindows.shipmentId, shipmentId));
    if (window && window.until > now) {
      await queueAgainAt(window.until, tx);
      return { status: 'deferred', until: window.until };
    }
    const toldBefore = await milestonesHandled(tx, shipmentId, pending);
    await tx
      .update(oceanReminders)
      .set({ notifiedAt: now })
      .where(
        inArray(
          oceanReminders.id,
          pending.map((p) => p.id),
        ),
      );
    const changes = netChanges(
      pending.flatMap((p) =>
        p.newValue === null ? [] : [{ ...p, portCode: p.portCode ?? '', newValue: p.newValue }],
      ),
    ).filter((c) => !toldBefore.has(toldKeyOf(c)));
    const view = shipment.view as OceanShipmentView | null;
    const subscriptions = changes.length > 0 ? await shipmentSubscriptions(tx, shipmentId) : [];
    const recipients =
      subscriptions.length > 0 ? await notificationRecipients(tx, subscriptions, samePortIn(ports)) : [];
    const toldByMember = recipients.length > 0 ? await toldValuesOf(tx, shipmentId) : new Map();
    let noticeCount = 0;
    let deliveryCount = 0;
    for (const recipient of recipients) {
      const told = toldByMember.get(recipient.userId) ?? new Map<string, string>();
      const toTell = changesForMember(changes, recipient, told, (c) => sourceOf(view, c)).map(
        (c): NoticeChange => {
          const port = ports.get(c.portCode);
          return { ...c, portTimeZone: port?.timeZone ?? null, portName: port?.nameEn ?? null };
        },
      );
      if (toTell.length === 0) continue;
      const [notice] = await tx
        .insert(notices)
        .values({
          userId: recipient.userId,
          organizationId: recipient.organizationId,
          subscriptionId: recipient.subscription.id,
          shipmentId,
          shipment: noticeShipmentOf(recipient, view, toTell, ports),
          changes: toTell,
          events: [...new Set(toTell.map((c) => c.event))],
          createdAt: now,
        })
        .returning({ id: notices.id });
      if (!notice) continue;
      noticeCount++;
      await tx
        .insert(notifiedValues)
        .values(
          toTell.map((c) => ({
            userId: recipient.userId,
            shipmentId,
            event: c.event,
            // The subject (port, or port and code): what toldValuesOf keys by.
            portCode: reminderSubject(c),
            value: c.newValue,
          })),
        )
        .onConflictDoUpdate({
          target: [
            notifiedValues.userId,
            notifiedValues.shipmentId,
            notifiedValues.event,
            notifiedValues.portCode,
          ],
          set: { value: sql`excluded.value` },
        });
      const allowed = (n: number) => n + recipient.emails.length <= recipient.emailsPerMonth;
      if (recipient.emails.length > 0 && allowed(await emailsThisMonth(tx, recipient.userId, now))) {
        const deliveries = await tx
          .insert(noticeDeliveries)
          .values(
            recipient.emails.map((target) => ({
              noticeId: notice.id,
              userId: recipient.userId,
              channel: 'email' as const,
              target,
              createdAt: now,
            })),
          )
          .returning({ id: noticeDeliveries.id });
        for (const delivery of deliveries) await queueDelivery(delivery.id, tx);
        deliveryCount += deliveries.length;
      }
      deliveryCount += await queueMsgappDeliveries({
        tx,
        recipient,
        noticeId: notice.id,
        now,
        queueDelivery,
      });
      // Open pages of the member learn of it at commit (plugins/live-updates.ts).
      await tx.execute(sql`select pg_notify(${NOTICES_CHANGED_CHANNEL}, ${recipient.userId})`);
    }
    // Webhooks are the organisations' (any member's rule or none): services/webhooks.
    const webhookMessages = await queueWebhookMessages(tx, {
      subscriptions,
      changes,
      now,
      ports,
      queue: queueWebhook,
      sourceOf: (c) => sourceOf(view, c),
      shipmentOf: (subscription, told) => noticeShipmentOf({ subscription }, view, told, ports),
    });
    if (noticeCount + webhookMessages > 0) {
      const until = new Date(now.getTime() + windowMinutes * 60_000);
      await tx
        .insert(notificationWindows)
        .values({ shipmentId, until })
        .onConflictDoUpdate({ target: notificationWindows.shipmentId, set: { until } });
    }
    return { status: 'done', notices: noticeCount, deliveries: deliveryCount };
  });
}

/**
 * The milestones and warnings among `pending` that the shipment already had: recorded and handled
 * before (a first poll's history included). One the carrier retracted and states again is not
 * news for anyone, webhooks included (they keep no told values of their own).
 */
async function milestonesHandled(
  tx: Database['orm'],
  shipmentId: string,
  pending: readonly { event: NotificationEvent }[],
): Promise<Set<string>> {
  const types = [...new Set(pending.map((p) => p.event))].filter((e) => {
    const group = reminderGroupOf(e);
    return group === 'milestones' || group === 'warnings';
  });
  if (types.length === 0) return new Set();
  const rows = await tx
    .select({ event: oceanReminders.type, portCode: oceanReminders.portCode, code: oceanReminders.code })
    .from(oceanReminders)
    .where(
      and(
        eq(oceanReminders.shipmentId, shipmentId),
        inArray(oceanReminders.type, types),
        isNotNull(oceanReminders.notifiedAt),
      ),
    );
  return new Set(rows.map((r) => toldKeyOf({ ...r, portCode: r.portCode ?? '' })));
}

/** What each member was last told of this shipment's dates: one read for every recipient. */
async function toldValuesOf(
  tx: Database['orm'],
  shipmentId: string,
): Promise<Map<string, Map<string, string>>> {
  const rows = await tx
    .select({
      userId: notifiedValues.userId,
      event: notifiedValues.event,
      portCode: notifiedValues.portCode,
      value: notifiedValues.value,
    })
    .from(notifiedValues)
    .where(eq(notifiedValues.shipmentId, shipmentId));
  const byMember = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const told = byMember.get(r.userId) ?? new Map<string, string>();
    told.set(toldKey(r.event, r.portCode), r.value);
    byMember.set(r.userId, told);
  }
  return byMember;
}

/**
 * For a date change: AIS when the view's event of that time at that port came from AIS, else the
 * carrier (milestones carry the source their detection saw).
 */
function sourceOf(view: OceanShipmentView | null, change: NetChange): NoticeChange['source'] {
  if (change.source) return change.source;
  const at = Date.parse(change.newValue);
  const fromAis = view?.transportEvents.some(
    (e) =>
      e.sourceCategory === 'AIS' &&
      Date.parse(e.eventTime) === at &&
      (e.transportCall?.location?.locationCode ?? change.portCode) === change.portCode,
  );
  return fromAis ? 'ais' : 'carrier';
}

const departure = (event: NotificationEvent) =>
  event === 'ETD_CHANGE' || event === 'ATD_CHANGE' || event === 'VESSEL_DEPARTED';

/** The shipment as the member's list names it, with the vessel of the leg the first change is on. */
function noticeShipmentOf(
  recipient: Pick<Recipient, 'subscription'>,
  view: OceanShipmentView | null,
  changes: readonly NoticeChange[],
  ports: PortDirectory,
): NoticeShipment {
  const s = recipient.subscription;
  const first = changes[0];
  const legs = view?.transports ?? [];
  const leg =
    (first &&
      legs.find((t) =>
        departure(first.event)
          ? t.loadTransportCall.locationCode === first.portCode
          : t.dischargeTransportCall.locationCode === first.portCode,
      )) ??
    legs.find((t) => t.vessel?.vesselName);
  return {
    subscriptionId: s.id,
    businessNumber: s.billNumber || s.containerNumber,
    carrierCode: s.carrierCode,
    vessel: leg?.vessel?.vesselName ?? null,
    voyage: leg?.voyage ?? null,
    polCode: s.polCode,
    podCode: s.podCode,
    times: noticeCallTimes(view, ports),
  };
}

/** Two codes of one port (CNSHA and its alias CNSGH) are the same port for a filter scope. */
function samePortIn(ports: PortDirectory): (a: string, b: string) => boolean {
  const canonical = (code: string) => ports.get(code)?.code ?? code;
  return (a, b) => a === b || canonical(a) === canonical(b);
}
