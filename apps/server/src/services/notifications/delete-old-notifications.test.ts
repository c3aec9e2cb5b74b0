import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  users,
  webhookAttempts,
  webhookMessages,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { deleteOldNotifications } from './delete-old-notifications.js';

const DAY = 86_400_000;
// The redelivery route measures its 30 days from the real clock: so does this test.
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const retention = { noticeDays: 180, deliveryDays: 90, webhookMessageDays: 31, reminderDays: 180 };

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member;
let userId: string;
let organizationId: string;
let shipmentId: string;
let subscriptionId: string;
let endpointId: string;

async function notice(days: number): Promise<string> {
  const [row] = await db.orm
    .insert(notices)
    .values({
      userId,
      organizationId,
      subscriptionId,
      shipmentId,
      shipment: {},
      changes: [],
      events: ['ETA_CHANGE'],
      createdAt: daysAgo(days),
    })
    .returning();
  return row!.id;
}

async function delivery(
  noticeId: string,
  days: number,
  status: 'pending' | 'sent' = 'sent',
): Promise<string> {
  const [row] = await db.orm
    .insert(noticeDeliveries)
    .values({
      noticeId,
      userId,
      channel: 'email',
      target: `${days}-${status}@example.com`,
      status,
      createdAt: daysAgo(days),
    })
    .returning();
  return row!.id;
}

let messages = 0;
async function message(
  days: number,
  state: { status: 'pending' | 'delivered'; nextAttemptAt?: Date } = { status: 'delivered' },
): Promise<string> {
  const id = `msg_retention${++messages}`;
  await db.orm.insert(webhookMessages).values({
    id,
    endpointId,
    organizationId,
    type: 'shipment.changed',
    eventTypes: ['ETA_CHANGE'],
    body: '{}',
    payload: {},
    status: state.status,
    nextAttemptAt: state.nextAttemptAt ?? null,
    createdAt: daysAgo(days),
  });
  await db.orm
    .insert(webhookAttempts)
    .values({ messageId: id, at: daysAgo(days), statusCode: 200, latencyMs: 5, succeeded: true });
  return id;
}

async function reminder(days: number, handled: boolean): Promise<string> {
  const [row] = await db.orm
    .insert(oceanReminders)
    .values({
      shipmentId,
      type: 'ETA_CHANGE',
      oldValue: null,
      newValue: daysAgo(days).toISOString(),
      portCode: 'NLRTM',
      recordedAt: daysAgo(days),
      notifiedAt: handled ? daysAgo(days) : null,
    })
    .returning();
  return row!.id;
}

const idsOf = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { ...AUTH_TEST_ENV, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  await app.ready();
  db = ctx.database;
  olga = await registerMember(app, 'olga');
  userId = (await call(app, olga, 'GET', '/auth/user/current')).data.id as string;
  const [user] = await db.orm.select().from(users).where(eq(users.id, userId));
  organizationId = user!.organizationId;
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'CONTAINER',
      reference: 'MSKU0000001',
      refreshIntervalMinutes: 60,
    })
    .returning();
  shipmentId = shipment!.id;
  const [subscription] = await db.orm
    .insert(oceanSubscriptions)
    .values({ organizationId, shipmentId, containerNumber: 'MSKU0000001', carrierCode: 'MAEU' })
    .returning();
  subscriptionId = subscription!.id;
  const created = await call(app, olga, 'POST', '/application/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    eventTypes: ['ETA_CHANGE'],
  });
  expect(created.statusCode).toBe(20000);
  endpointId = created.data.id;
});
afterAll(async () => {
  await ctx?.cleanup();
});

describe('deleteOldNotifications', () => {
  it('deletes what is past its retention in batches and keeps the rest', async () => {
    const oldNotices = [await notice(181), await notice(200), await notice(365)];
    const recentNotice = await notice(179);
    // Gone by age (91, 120 days) and with their notice (181).
    await delivery(oldNotices[0]!, 181);
    await delivery(recentNotice, 91);
    await delivery(recentNotice, 120);
    const recentDelivery = await delivery(recentNotice, 89);
    // Never finished (its retries gave out unrecorded): kept with its notice.
    const oldPending = await delivery(recentNotice, 100, 'pending');
    const oldMessages = [await message(32), await message(60), await message(31.5)];
    const recentMessage = await message(29);
    // Redelivered near the window's edge and still being retried.
    const retrying = await message(32, { status: 'pending', nextAttemptAt: new Date(now.getTime() + DAY) });
    await reminder(181, true);
    await reminder(400, true);
    const recentReminder = await reminder(179, true);
    const waitingReminder = await reminder(181, false);

    const deleted = await deleteOldNotifications({ db, now, retention, batchSize: 2 });

    expect(deleted).toEqual({ deliveries: 3, notices: 3, webhookMessages: 3, reminders: 2 });
    expect(await idsOf(db.orm.select({ id: notices.id }).from(notices))).toEqual([recentNotice]);
    expect((await idsOf(db.orm.select({ id: noticeDeliveries.id }).from(noticeDeliveries))).sort()).toEqual(
      [recentDelivery, oldPending].sort(),
    );
    expect((await idsOf(db.orm.select({ id: webhookMessages.id }).from(webhookMessages))).sort()).toEqual(
      [recentMessage, retrying].sort(),
    );
    const attempts = await db.orm
      .select({ messageId: webhookAttempts.messageId })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.messageId, oldMessages));
    expect(attempts).toEqual([]);
    expect((await idsOf(db.orm.select({ id: oceanReminders.id }).from(oceanReminders))).sort()).toEqual(
      [recentReminder, waitingReminder].sort(),
    );
  });

  it('keeps webhook messages of the redelivery window even when set shorter', async () => {
    const recent = await message(29);
    const edge = await message(30.5);
    await deleteOldNotifications({ db, now, retention: { ...retention, webhookMessageDays: 1 } });
    const left = await idsOf(
      db.orm
        .select({ id: webhookMessages.id })
        .from(webhookMessages)
        .where(inArray(webhookMessages.id, [recent, edge])),
    );
    expect(left.sort()).toEqual([recent, edge].sort());
    // A message of 29 days can still be redelivered after the cleanup: same id, a new run.
    const redelivered = await call(app, olga, 'POST', '/application/webhooks/redeliver', {
      endpointId,
      messageId: recent,
    });
    expect(redelivered.statusCode, JSON.stringify(redelivered)).toBe(20000);
    expect(redelivered.data).toEqual({ queued: 1 });
    const [row] = await db.orm.select().from(webhookMessages).where(eq(webhookMessages.id, recent));
    expect(row).toMatchObject({ status: 'pending', deliveryRun: 1 });
  });
});
