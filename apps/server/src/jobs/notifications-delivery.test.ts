import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noticeDeliveries,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  sandboxMessages,
  users,
} from '../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { queueNotificationsFanOut } from './notifications-fan-out.js';

let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  // Works jobs without schedules: the fan-out and the deliveries run as they would in production.
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, PUBLIC_URL: 'https://track.example.com' },
    jobs: { schedule: false, work: true },
  });
  await app.ready();
  olga = await registerMember(app, 'olga');
});
afterAll(() => ctx?.cleanup());

async function waitFor<T>(read: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a recorded date change reaches the member by e-mail, through the outbox', () => {
  it('queues the fan-out with the change, then sends one e-mail per address', async () => {
    const saved = await call(app, olga, 'POST', '/application/rule/event', {
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { email: true },
      emails: 'ops@olga.com',
    });
    expect(saved.statusCode).toBe(20000);
    const userId = (await call(app, olga, 'GET', '/auth/user/current')).data.id as string;
    const [user] = await app.db.orm.select().from(users).where(eq(users.id, userId));
    const [shipment] = await app.db.orm
      .insert(oceanShipments)
      .values({
        carrierCode: 'MAEU',
        referenceType: 'BILL_OF_LADING',
        reference: 'MAEU999',
        refreshIntervalMinutes: 60,
      })
      .returning();
    await app.db.orm.insert(oceanSubscriptions).values({
      organizationId: user!.organizationId,
      ownerUserId: userId,
      shipmentId: shipment!.id,
      billNumber: 'MAEU999',
      carrierCode: 'MAEU',
      podCode: 'NLRTM',
    });
    // As a refresh does: the change and its fan-out job in one transaction.
    await app.db.orm.transaction(async (tx) => {
      await tx.insert(oceanReminders).values({
        shipmentId: shipment!.id,
        type: 'ETA_CHANGE',
        oldValue: '2026-12-10T06:00:00.000Z',
        newValue: '2026-12-11T12:00:00.000Z',
        portCode: 'NLRTM',
        recordedAt: new Date(),
      });
      await queueNotificationsFanOut(app.jobs)(shipment!.id, tx);
    });
    const mail = await waitFor(async () => {
      const [row] = await app.db.orm
        .select()
        .from(sandboxMessages)
        .where(and(eq(sandboxMessages.to, 'ops@olga.com'), eq(sandboxMessages.channel, 'email')));
      return row;
    });
    expect(mail.subject).toContain('MAEU999');
    expect(mail.text).toContain('Rotterdam');
    expect(mail.text).toContain('https://track.example.com/ocean/detail?id=');
    const delivered = await waitFor(async () => {
      const [row] = await app.db.orm
        .select()
        .from(noticeDeliveries)
        .where(eq(noticeDeliveries.userId, userId));
      return row?.status === 'sent' ? row : undefined;
    });
    expect(delivered).toMatchObject({ attempts: 1, target: 'ops@olga.com' });
    const centre = await call(app, olga, 'GET', '/application/notices');
    expect(centre.data).toMatchObject({ total: 1, unread: 1 });
  });
});
