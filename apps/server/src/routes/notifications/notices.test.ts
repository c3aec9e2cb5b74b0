import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  oceanShipments,
  oceanSubscriptions,
  users,
} from '../../db/schema/index.js';
import { deliverNoticeEmail } from '../../services/notifications/deliver-notice-email.js';
import { UNSUBSCRIBE_SECRET_NAME, unsubscribeToken } from '../../services/notifications/unsubscribe-token.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member & { id: string; organizationId: string };
let ivan: Member & { id: string; organizationId: string };
let olgaNotices: string[] = [];
let deliveryId: string;

const change = (hours: number) => ({
  event: 'ETA_CHANGE',
  portCode: 'NLRTM',
  oldValue: '2026-12-10T06:00:00.000Z',
  newValue: new Date(Date.UTC(2026, 11, 10, 6 + hours)).toISOString(),
  deltaHours: hours,
  source: 'carrier',
});

async function member(username: string) {
  const m = await registerMember(app, username);
  const id = (await call(app, m, 'GET', '/auth/user/current')).data.id as string;
  const [user] = await db.orm.select().from(users).where(eq(users.id, id));
  return { ...m, id, organizationId: user!.organizationId };
}

async function noticesFor(who: typeof olga, count: number): Promise<string[]> {
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: `R${who.username}`,
      refreshIntervalMinutes: 60,
    })
    .returning();
  const [sub] = await db.orm
    .insert(oceanSubscriptions)
    .values({
      organizationId: who.organizationId,
      ownerUserId: who.id,
      shipmentId: shipment!.id,
      billNumber: `B${who.username}`,
      carrierCode: 'MAEU',
    })
    .returning();
  const rows = await db.orm
    .insert(notices)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: who.id,
        organizationId: who.organizationId,
        subscriptionId: sub!.id,
        shipmentId: shipment!.id,
        shipment: {
          subscriptionId: sub!.id,
          businessNumber: `B${who.username}`,
          carrierCode: 'MAEU',
          vessel: null,
          voyage: null,
          polCode: null,
          podCode: 'NLRTM',
        },
        changes: [i % 2 === 0 ? change(8) : { ...change(-30), event: 'ATA_CHANGE' }],
        events: [i % 2 === 0 ? 'ETA_CHANGE' : 'ATA_CHANGE'],
        createdAt: new Date(Date.UTC(2026, 10, 20, 8, i)),
      })),
    )
    .returning({ id: notices.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  olga = await member('olga');
  ivan = await member('ivan');
  olgaNotices = await noticesFor(olga, 12);
  await noticesFor(ivan, 2);
  const [delivery] = await db.orm
    .insert(noticeDeliveries)
    .values({ noticeId: olgaNotices[0]!, userId: olga.id, channel: 'email', target: 'ops@olga.com' })
    .returning();
  deliveryId = delivery!.id;
});
afterAll(() => ctx?.cleanup());

describe('the notice centre', () => {
  it('lists only the caller’s notices, newest first, with filters and paging', async () => {
    const page = await call(app, olga, 'GET', '/application/notices?pageSize=5');
    expect(page.data).toMatchObject({ total: 12, unread: 12 });
    expect(page.data.items).toHaveLength(5);
    expect(page.data.items[0].createdAt).toBe('2026-11-20T08:11:00.000Z');
    const ata = await call(app, olga, 'GET', '/application/notices?event=ATA_CHANGE&pageSize=100');
    expect(ata.data.total).toBe(6);
    expect(
      ata.data.items.every((n: { changes: { event: string }[] }) => n.changes[0]!.event === 'ATA_CHANGE'),
    ).toBe(true);
    const theirs = await call(app, ivan, 'GET', '/application/notices?pageSize=100');
    expect(theirs.data.total).toBe(2);
    expect(theirs.data.items.map((n: { id: string }) => n.id)).not.toContain(olgaNotices[0]);
  });

  it('marks read the caller’s notices only; another member’s ids are a wrong link and change nothing', async () => {
    const stranger = await call(app, ivan, 'POST', '/application/notices/read', {
      ids: olgaNotices.slice(0, 3),
    });
    expect(stranger).toMatchObject({ statusCode: 40400, data: null });
    expect((await call(app, olga, 'GET', '/application/notices/unread')).data.unread).toBe(12);
    const some = await call(app, olga, 'POST', '/application/notices/read', { ids: olgaNotices.slice(0, 3) });
    expect(some.data.unread).toBe(9);
    const unreadOnly = await call(app, olga, 'GET', '/application/notices?unread=true&pageSize=100');
    expect(unreadOnly.data.total).toBe(9);
    expect((await call(app, olga, 'POST', '/application/notices/read', { all: true })).data.unread).toBe(0);
  });

  it('refuses guests and read tokens where it writes, and bad bodies', async () => {
    const guest = await app.inject({ method: 'GET', url: '/application/notices' });
    expect(guest.json().statusCode).toBe(40100);
    const bad = await call(app, olga, 'POST', '/application/notices/read', { ids: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(40000);
    const empty = await call(app, olga, 'POST', '/application/notices/read', {});
    expect(empty.statusCode).toBe(40000);
  });

  it('counts this month’s use against the plan (GET /application/rule/calls0)', async () => {
    const usage = await call(app, olga, 'GET', '/application/rule/calls0');
    expect(usage.data).toMatchObject({
      edition: 'free',
      notices: { total: 12, unread: 0 },
      channels: [
        { channel: 'inapp', limit: null },
        { channel: 'email', sent: 1, limit: 300 },
        { channel: 'msgapp', sent: 0, limit: 300, failed: 0 },
      ],
    });
    expect(usage.data.month).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe('e-mail delivery and one-click unsubscribe', () => {
  it('retries a failed send, sends once, and never again', async () => {
    const sent: string[] = [];
    const compose = () => ({ subject: 's', text: 't', html: '<p>t</p>', headers: {} });
    await expect(
      deliverNoticeEmail({
        db,
        deliveryId,
        now: new Date(),
        finalAttempt: false,
        compose,
        sendMail: async () => {
          throw new Error('SMTP 451 try later');
        },
      }),
    ).rejects.toThrow('451');
    const [failed] = await db.orm.select().from(noticeDeliveries).where(eq(noticeDeliveries.id, deliveryId));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try later' });
    const send = async (m: { to: string }) => {
      sent.push(m.to);
    };
    const args = { db, deliveryId, now: new Date(), finalAttempt: false, compose, sendMail: send };
    expect(await deliverNoticeEmail(args)).toBe('sent');
    expect(await deliverNoticeEmail(args)).toBe('already-sent');
    expect(sent).toEqual(['ops@olga.com']);
  });

  it('marks the last failed attempt failed', async () => {
    const [other] = await db.orm
      .insert(noticeDeliveries)
      .values({ noticeId: olgaNotices[1]!, userId: olga.id, channel: 'email', target: 'cs@olga.com' })
      .returning();
    await expect(
      deliverNoticeEmail({
        db,
        deliveryId: other!.id,
        now: new Date(),
        finalAttempt: true,
        compose: () => ({ subject: 's', text: 't', html: 'h', headers: {} }),
        sendMail: async () => {
          throw new Error('connection refused');
        },
      }),
    ).rejects.toThrow();
    const [row] = await db.orm.select().from(noticeDeliveries).where(eq(noticeDeliveries.id, other!.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('removes the address from the rule with the signed link; a forged one is a wrong link', async () => {
    await call(app, olga, 'POST', '/application/rule/event', {
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { email: true },
      emails: 'ops@olga.com, cs@olga.com',
    });
    const secret = await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME);
    const token = unsubscribeToken(secret, deliveryId);
    const forged = await app.inject({
      method: 'POST',
      url: `/application/notices/unsubscribe?token=${encodeURIComponent(`${deliveryId}.${'A'.repeat(43)}`)}`,
    });
    expect(forged.json().statusCode).toBe(40400);
    // As a mail client posts it (RFC 8058): a form body, no session.
    const res = await app.inject({
      method: 'POST',
      url: `/application/notices/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toMatchObject({
      statusCode: 20000,
      data: { email: 'ops@olga.com', emailEnabled: true },
    });
    const rule = await call(app, olga, 'GET', '/application/rule/event');
    expect(rule.data.emails).toEqual(['cs@olga.com']);
  });
});
