import { MSGAPP_PROVIDER } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noticeDeliveries,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  userIdentities,
  users,
} from '../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { queueNotificationsFanOut } from './notifications-fan-out.js';

let ctx: TestContext;
let app: FastifyInstance;
let mei: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  // Works jobs without schedules: the fan-out and the deliveries run as they would in production.
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, PUBLIC_URL: 'https://track.example.com' },
    jobs: { schedule: false, work: true },
  });
  await app.ready();
  mei = await registerMember(app, 'mei');
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

describe('a recorded date change reaches a bound phone through the messaging app', () => {
  it('fans out a msgapp delivery, the deliver job sends it to the sandbox phone and marks it sent', async () => {
    // The server's own sandbox messaging app: a phone opening its page is a known account.
    const phoneBase = app.messaging.msgapp.baseUrl;
    const unionId = 'un_mei_phone';
    await fetch(`${phoneBase}/phone/${unionId}`);
    const userId = (await call(app, mei, 'GET', '/auth/user/current')).data.id as string;
    await app.db.orm.insert(userIdentities).values({ provider: MSGAPP_PROVIDER, unionId, userId });
    const saved = await app.inject({
      method: 'POST',
      url: '/application/rule/event?lang=zh',
      headers: { authorization: `Bearer ${mei.token}`, 'accept-language': 'zh-CN' },
      payload: {
        enabled: true,
        events: ['ETA_CHANGE'],
        thresholdHours: 6,
        scope: { kind: 'mine' },
        channels: { email: false, msgapp: true },
      },
    });
    expect(saved.json()).toMatchObject({ statusCode: 20000, data: { channels: { msgapp: true } } });
    const [user] = await app.db.orm.select().from(users).where(eq(users.id, userId));
    const [shipment] = await app.db.orm
      .insert(oceanShipments)
      .values({
        carrierCode: 'MAEU',
        referenceType: 'BILL_OF_LADING',
        reference: 'MAEU888',
        refreshIntervalMinutes: 60,
      })
      .returning();
    await app.db.orm.insert(oceanSubscriptions).values({
      organizationId: user!.organizationId,
      ownerUserId: userId,
      shipmentId: shipment!.id,
      billNumber: 'MAEU888',
      carrierCode: 'MAEU',
      podCode: 'NLRTM',
    });
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
    const delivered = await waitFor(async () => {
      const [row] = await app.db.orm
        .select()
        .from(noticeDeliveries)
        .where(and(eq(noticeDeliveries.userId, userId), eq(noticeDeliveries.channel, 'msgapp')));
      return row?.status === 'sent' ? row : undefined;
    });
    expect(delivered).toMatchObject({ attempts: 1, target: unionId });
    const phone = await (await fetch(`${phoneBase}/phone/${unionId}?lang=zh`)).text();
    // In the language Mei saved her rule in, with the link to her shipment.
    expect(phone).toContain('MAEU888');
    expect(phone).toContain('鹿特丹');
    expect(phone).toContain('https://track.example.com/ocean/detail?id=');
    expect(phone.match(/data-testid="phone-message"/g)).toHaveLength(1);
  });
});
