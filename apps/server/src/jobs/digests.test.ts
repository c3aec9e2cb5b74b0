import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  digestDeliveries,
  notificationDigests,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  sandboxMessages,
  users,
} from '../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { digestsRun } from './digests-run.js';

let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  // Works jobs without schedules: the run and the deliveries go through pg-boss as in production.
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

describe('a due digest reaches the sandbox mailbox through digests.run and digests.deliver', () => {
  it('sends one e-mail per address, counted in the month’s use', async () => {
    const saved = await call(app, olga, 'POST', '/application/rule/digest', {
      enabled: true,
      cycle: 'daily',
      time: '08:00',
      timeZone: 'Asia/Shanghai',
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
        reference: 'MAEU777',
        refreshIntervalMinutes: 60,
      })
      .returning();
    await app.db.orm.insert(oceanSubscriptions).values({
      organizationId: user!.organizationId,
      ownerUserId: userId,
      shipmentId: shipment!.id,
      billNumber: 'MAEU777',
      carrierCode: 'MAEU',
      podCode: 'NLRTM',
    });
    const now = Date.now();
    await app.db.orm.insert(oceanReminders).values({
      shipmentId: shipment!.id,
      type: 'ETA_CHANGE',
      oldValue: '2026-12-10T06:00:00.000Z',
      newValue: '2026-12-11T12:00:00.000Z',
      portCode: 'NLRTM',
      recordedAt: new Date(now - 10 * 60_000),
    });
    // Due a minute ago, covering the last half hour.
    await app.db.orm
      .update(notificationDigests)
      .set({ nextRunAt: new Date(now - 60_000), coveredUntil: new Date(now - 30 * 60_000) })
      .where(eq(notificationDigests.userId, userId));
    await app.jobs?.send(digestsRun, { source: 'test' });
    const mail = await waitFor(async () => {
      const [row] = await app.db.orm
        .select()
        .from(sandboxMessages)
        .where(eq(sandboxMessages.to, 'ops@olga.com'));
      return row;
    });
    expect(mail.subject).toContain('Tracklane digest');
    expect(mail.text).toContain('MAEU777');
    expect(mail.text).toContain('Rotterdam');
    expect(mail.text).toContain('https://track.example.com/ocean/detail?id=');
    const delivered = await waitFor(async () => {
      const [row] = await app.db.orm
        .select()
        .from(digestDeliveries)
        .where(eq(digestDeliveries.userId, userId));
      return row?.status === 'sent' ? row : undefined;
    });
    expect(delivered).toMatchObject({ attempts: 1, target: 'ops@olga.com' });
    const [digest] = await app.db.orm
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, userId));
    expect(digest!.nextRunAt!.getTime()).toBeGreaterThan(now);
    // The monthly use shows it.
    const usage = await call(app, olga, 'GET', '/application/rule/calls0');
    expect(usage.data.channels).toContainEqual(expect.objectContaining({ channel: 'email', sent: 1 }));
  });
});
