import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  digestDeliveries,
  noticeDeliveries,
  notices,
  oceanShipments,
  oceanSubscriptions,
  users,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
type Who = Member & { id: string; organizationId: string };
let olga: Who;
let ivan: Who;

async function member(username: string): Promise<Who> {
  const m = await registerMember(app, username);
  const id = (await call(app, m, 'GET', '/auth/user/current')).data.id as string;
  const [user] = await db.orm.select().from(users).where(eq(users.id, id));
  return { ...m, id, organizationId: user!.organizationId };
}

/** One notice of `who` about their own shipment `number`, at minute `minute` of 20 Nov 2026. */
async function noticeOf(who: Who, number: string, minute: number): Promise<string> {
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: number,
      refreshIntervalMinutes: 60,
    })
    .returning();
  const [sub] = await db.orm
    .insert(oceanSubscriptions)
    .values({
      organizationId: who.organizationId,
      ownerUserId: who.id,
      shipmentId: shipment!.id,
      billNumber: number,
      carrierCode: 'MAEU',
    })
    .returning();
  const [notice] = await db.orm
    .insert(notices)
    .values({
      userId: who.id,
      organizationId: who.organizationId,
      subscriptionId: sub!.id,
      shipmentId: shipment!.id,
      shipment: {
        subscriptionId: sub!.id,
        businessNumber: number,
        carrierCode: 'MAEU',
        vessel: null,
        voyage: null,
        polCode: null,
        podCode: 'NLRTM',
      },
      changes: [
        {
          event: 'ETA_CHANGE',
          portCode: 'NLRTM',
          oldValue: '2026-12-10T06:00:00.000Z',
          newValue: '2026-12-11T06:00:00.000Z',
          deltaHours: 24,
          source: 'carrier',
        },
      ],
      events: ['ETA_CHANGE'],
      createdAt: new Date(Date.UTC(2026, 10, 20, 8, minute)),
    })
    .returning({ id: notices.id });
  return notice!.id;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  olga = await member('olga');
  ivan = await member('ivan');
  const first = await noticeOf(olga, 'BOLGA1', 1);
  const second = await noticeOf(olga, 'BOLGA2', 2);
  await db.orm.insert(noticeDeliveries).values([
    {
      noticeId: first,
      userId: olga.id,
      channel: 'email',
      target: 'ops@olga.com',
      status: 'sent',
      attempts: 1,
      createdAt: at(1),
      sentAt: at(1),
    },
    {
      noticeId: second,
      userId: olga.id,
      channel: 'email',
      target: 'ops@olga.com',
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP 550 mailbox unavailable',
      createdAt: at(2),
    },
    {
      noticeId: second,
      userId: olga.id,
      channel: 'msgapp',
      target: 'union-olga',
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 500',
      createdAt: at(3),
    },
  ]);
  await db.orm.insert(digestDeliveries).values({
    userId: olga.id,
    organizationId: olga.organizationId,
    target: 'boss@olga.com',
    coveredFrom: at(0),
    coveredUntil: at(4),
    content: { shipments: [] },
    language: 'en',
    timeZone: 'UTC',
    status: 'sent',
    attempts: 1,
    createdAt: at(4),
    sentAt: at(4),
  });
  const theirs = await noticeOf(ivan, 'BIVAN1', 5);
  await db.orm.insert(noticeDeliveries).values({
    noticeId: theirs,
    userId: ivan.id,
    channel: 'email',
    target: 'ivan@ivan.com',
    createdAt: at(5),
  });
});
afterAll(() => ctx?.cleanup());

describe('the delivery log (GET /application/rule/deliveries)', () => {
  it('lists the caller’s notice and digest deliveries, newest first, with status and last error', async () => {
    const page = await call(app, olga, 'GET', '/application/rule/deliveries');
    expect(page.statusCode).toBe(20000);
    expect(page.data.total).toBe(4);
    expect(page.data.items.map((d: { kind: string; channel: string }) => `${d.kind}/${d.channel}`)).toEqual([
      'digest/email',
      'notice/msgapp',
      'notice/email',
      'notice/email',
    ]);
    expect(page.data.items[2]).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP 550 mailbox unavailable',
      businessNumber: 'BOLGA2',
      events: ['ETA_CHANGE'],
      sentAt: null,
      createdAt: '2026-11-20T08:02:00.000Z',
    });
    expect(page.data.items[0]).toMatchObject({ target: 'boss@olga.com', businessNumber: null, events: [] });
  });

  it('filters by channel and status, and pages', async () => {
    const failed = await call(app, olga, 'GET', '/application/rule/deliveries?status=failed');
    expect(failed.data.items.map((d: { target: string }) => d.target)).toEqual(['ops@olga.com']);
    const msgapp = await call(app, olga, 'GET', '/application/rule/deliveries?channel=msgapp');
    expect(msgapp.data).toMatchObject({ total: 1, items: [{ channel: 'msgapp', lastError: 'HTTP 500' }] });
    const email = await call(app, olga, 'GET', '/application/rule/deliveries?channel=email');
    expect(email.data.total).toBe(3);
    const second = await call(app, olga, 'GET', '/application/rule/deliveries?pageSize=3&pageIndex=2');
    expect(second.data.items).toHaveLength(1);
    expect(second.data.total).toBe(4);
    const past = await call(app, olga, 'GET', '/application/rule/deliveries?pageSize=3&pageIndex=9');
    expect(past.data).toEqual({ items: [], total: 4 });
  });

  it('never shows another member’s deliveries, and refuses guests and bad queries', async () => {
    const theirs = await call(app, ivan, 'GET', '/application/rule/deliveries');
    expect(theirs.data.items.map((d: { target: string }) => d.target)).toEqual(['ivan@ivan.com']);
    const guest = await app.inject({ method: 'GET', url: '/application/rule/deliveries' });
    expect(guest.json().statusCode).toBe(40100);
    const bad = await call(app, olga, 'GET', '/application/rule/deliveries?status=lost');
    expect(bad.statusCode).toBe(40000);
    const big = await call(app, olga, 'GET', '/application/rule/deliveries?pageSize=500');
    expect(big.statusCode).toBe(40000);
  });
});
