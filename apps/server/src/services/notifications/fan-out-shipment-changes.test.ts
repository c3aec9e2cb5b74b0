import { DEFAULT_NOTIFICATION_EVENTS, type PortDirectory } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  notificationWindows,
  notifiedValues,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  users,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { fanOutShipmentChanges } from './fan-out-shipment-changes.js';

const RULE = '/application/rule/event';
const ports: PortDirectory = {
  get: (code) =>
    code === 'NLRTM'
      ? {
          code,
          nameEn: 'Rotterdam',
          nameCn: '鹿特丹',
          country: 'NL',
          timeZone: 'Europe/Amsterdam',
          lat: null,
          lon: null,
        }
      : undefined,
};
const t0 = new Date('2026-11-20T08:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const eta = (hours: number) => new Date(Date.UTC(2026, 11, 10, 6) + hours * 3_600_000).toISOString();

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member & { id: string };
let sam: SubAccount;
let ivan: Member & { id: string };
let shipmentId: string;
const subscriptionOf: Record<string, string> = {};

async function memberId(member: Member) {
  return (await call(app, member, 'GET', '/auth/user/current')).data.id as string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  const o = await registerMember(app, 'olga');
  olga = { ...o, id: await memberId(o) };
  const i = await registerMember(app, 'ivan');
  ivan = { ...i, id: await memberId(i) };
  sam = await addSubAccount(app, olga, 'sam', { permissions: ['company.view'], dataScope: 'related' });
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'MAEU123',
      refreshIntervalMinutes: 60,
    })
    .returning();
  shipmentId = shipment!.id;
  for (const [member, number] of [
    [olga, 'OLGA1'],
    [sam, 'SAM1'],
    [ivan, 'IVAN1'],
  ] as const) {
    const [user] = await db.orm.select().from(users).where(eq(users.id, member.id));
    const [sub] = await db.orm
      .insert(oceanSubscriptions)
      .values({
        organizationId: user!.organizationId,
        ownerUserId: member.id,
        shipmentId,
        billNumber: number,
        carrierCode: 'MAEU',
        polCode: 'CNSHA',
        podCode: 'NLRTM',
      })
      .returning();
    subscriptionOf[member.username] = sub!.id;
  }
});
afterAll(() => ctx?.cleanup());

async function record(
  minutes: number,
  oldHours: number | null,
  newHours: number,
  type: 'ETA_CHANGE' | 'ATD_CHANGE' = 'ETA_CHANGE',
) {
  await db.orm.insert(oceanReminders).values({
    shipmentId,
    type,
    oldValue: oldHours === null ? null : eta(oldHours),
    newValue: eta(newHours),
    portCode: 'NLRTM',
    recordedAt: at(minutes),
  });
}

async function fanOut(minutes: number) {
  const deliveries: string[] = [];
  const again: Date[] = [];
  const result = await fanOutShipmentChanges({
    db,
    shipmentId,
    now: at(minutes),
    ports,
    queueDelivery: async (id) => {
      deliveries.push(id);
    },
    queueAgainAt: async (when) => {
      again.push(when);
    },
  });
  return { result, deliveries, again };
}

const noticesOf = (userId: string) => db.orm.select().from(notices).where(eq(notices.userId, userId));

describe('reminder rules (GET/POST /application/rule/event)', () => {
  it('answers the defaults until a rule is saved', async () => {
    const body = await call(app, olga, 'GET', RULE);
    expect(body.data).toMatchObject({
      isDefault: true,
      enabled: true,
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { inapp: true, email: false },
      events: [...DEFAULT_NOTIFICATION_EVENTS],
    });
  });

  it('saves 1-3 addresses written with Western and Chinese commas', async () => {
    const body = await call(app, olga, 'POST', RULE, {
      enabled: true,
      events: ['ETA_CHANGE', 'ATA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { email: true },
      emails: 'Ops@Olga.com，cs@olga.com',
    });
    expect(body.statusCode).toBe(20000);
    expect(body.data).toMatchObject({ isDefault: false, emails: ['ops@olga.com', 'cs@olga.com'] });
    expect((await call(app, olga, 'GET', RULE)).data.channels).toEqual({
      inapp: true,
      email: true,
      msgapp: false,
    });
  });

  it('refuses four addresses, a bad one, e-mail without an address and a foreign shipment', async () => {
    const rule = {
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { email: true },
    };
    const four = await call(app, sam, 'POST', RULE, { ...rule, emails: 'a@x.com,b@x.com,c@x.com,d@x.com' });
    expect(four).toMatchObject({
      statusCode: 40000,
      data: { issues: [{ field: 'emails', problem: 'emailListTooMany' }] },
    });
    const bad = await call(app, sam, 'POST', RULE, { ...rule, emails: 'a@x.com, nope' });
    expect(bad.data.issues[0]).toMatchObject({ field: 'emails', problem: 'emailListInvalid' });
    const none = await call(app, sam, 'POST', RULE, rule);
    expect(none.data.issues[0]).toMatchObject({ field: 'emails', problem: 'emailListRequired' });
    // Another organisation's subscription is as unknown as one that does not exist.
    const foreign = await call(app, sam, 'POST', RULE, {
      ...rule,
      channels: { email: false },
      scope: { kind: 'chosen', subscriptionIds: [subscriptionOf.ivan] },
    });
    expect(foreign.data.issues[0]).toMatchObject({
      field: 'subscriptionIds',
      problem: 'unknownSubscription',
    });
    // A colleague's subscription outside sam's data scope ('related') too.
    const colleague = await call(app, sam, 'POST', RULE, {
      ...rule,
      channels: { email: false },
      scope: { kind: 'chosen', subscriptionIds: [subscriptionOf.olga] },
    });
    expect(colleague.statusCode).toBe(40000);
    expect((await call(app, sam, 'GET', RULE)).data.isDefault).toBe(true);
  });
});

describe('fan-out: threshold, recipients, coalescing and flapping', () => {
  it('tells each member about their own subscription once, with e-mails for the addresses', async () => {
    await record(0, 0, 10);
    const { result, deliveries } = await fanOut(0);
    expect(result).toEqual({ status: 'done', notices: 3, deliveries: 2 });
    expect(deliveries).toHaveLength(2);
    for (const member of [olga, sam, ivan]) {
      const mine = await noticesOf(member.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ subscriptionId: subscriptionOf[member.username] });
      expect(mine[0]!.changes).toEqual([
        {
          event: 'ETA_CHANGE',
          portCode: 'NLRTM',
          placeRole: null,
          code: null,
          oldValue: eta(0),
          newValue: eta(10),
          deltaHours: 10,
          source: 'carrier',
          portTimeZone: 'Europe/Amsterdam',
          portName: 'Rotterdam',
        },
      ]);
      expect(mine[0]!.shipment).toMatchObject({
        businessNumber: `${member.username.toUpperCase()}1`,
        carrierCode: 'MAEU',
      });
    }
    const sent = await db.orm.select().from(noticeDeliveries);
    expect(sent.map((d) => d.target).sort()).toEqual(['cs@olga.com', 'ops@olga.com']);
    expect((await db.orm.select().from(oceanReminders)).every((r) => r.notifiedAt !== null)).toBe(true);
  });

  it('nothing is left to do a second time', async () => {
    expect((await fanOut(1)).result).toEqual({ status: 'nothing' });
  });

  it('holds changes inside the window and drops a date that flapped back to what members were told', async () => {
    await record(5, 10, 20);
    const held = await fanOut(5);
    expect(held.result).toEqual({ status: 'deferred', until: at(15) });
    expect(held.again).toEqual([at(15)]);
    await record(10, 20, 10);
    const flapped = await fanOut(15);
    expect(flapped.result).toEqual({ status: 'done', notices: 0, deliveries: 0 });
    for (const member of [olga, sam, ivan]) expect(await noticesOf(member.id)).toHaveLength(1);
  });

  it('sends a change below the threshold to nobody, and measures the next from what was told', async () => {
    await record(20, 10, 14);
    expect((await fanOut(20)).result).toEqual({ status: 'done', notices: 0, deliveries: 0 });
    // 14 → 17: 3 h from the last change, 7 h from the 10 h members were told: told now.
    await record(21, 14, 17);
    const { result } = await fanOut(21);
    expect(result).toMatchObject({ status: 'done', notices: 3 });
    const [latest] = (await noticesOf(olga.id)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(latest!.changes).toMatchObject([{ oldValue: eta(10), newValue: eta(17), deltaHours: 7 }]);
    const told = await db.orm.select().from(notifiedValues).where(eq(notifiedValues.userId, olga.id));
    expect(told).toMatchObject([{ event: 'ETA_CHANGE', portCode: 'NLRTM', value: eta(17) }]);
    const [window] = await db.orm.select().from(notificationWindows);
    expect(window?.until).toEqual(at(36));
  });

  it('leaves out events a rule does not choose, and members whose rule is off', async () => {
    await call(app, ivan, 'POST', RULE, {
      enabled: false,
      events: ['ETA_CHANGE'],
      thresholdHours: 0,
      scope: { kind: 'all' },
      channels: { email: false },
    });
    await record(40, null, 30, 'ATD_CHANGE');
    const { result } = await fanOut(40);
    // olga chose ETA and ATA only; ivan turned his rule off; sam has the defaults (every event).
    expect(result).toMatchObject({ status: 'done', notices: 1 });
    const [samLatest] = (await noticesOf(sam.id)).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    );
    expect(samLatest!.changes).toMatchObject([{ event: 'ATD_CHANGE', oldValue: null, deltaHours: null }]);
  });

  it("sends no e-mail past the plan's monthly allowance; the notice still reaches the centre", async () => {
    // The free plan allows 300 a month: 299 counted, and olga has two addresses.
    const [olgaNotice] = await noticesOf(olga.id);
    await db.orm.insert(noticeDeliveries).values(
      Array.from({ length: 297 }, (_, i) => ({
        noticeId: olgaNotice!.id,
        userId: olga.id,
        channel: 'email' as const,
        target: `filler${i}@olga.com`,
        createdAt: at(59),
      })),
    );
    const before = (await noticesOf(olga.id)).length;
    await record(60, 17, 40);
    const { result, deliveries } = await fanOut(60);
    expect(result).toMatchObject({ status: 'done', deliveries: 0 });
    expect(deliveries).toEqual([]);
    expect(await noticesOf(olga.id)).toHaveLength(before + 1);
  });

  it('tells a member whose rule is a filter of the list only about the shipments it matches', async () => {
    const filterRule = (filter: Record<string, unknown>) =>
      call(app, ivan, 'POST', RULE, {
        enabled: true,
        events: ['ETA_CHANGE'],
        thresholdHours: 0,
        scope: { kind: 'filter', filter },
        channels: { email: false },
      });
    // Nothing to filter by, or a code that is none: field problems, nothing saved.
    expect((await filterRule({})).statusCode).toBe(40000);
    expect((await filterRule({ podCodes: ['ROTTERDAM!'] })).statusCode).toBe(40000);
    // Ivan's subscription: MAEU, CNSHA → NLRTM.
    const wrongPod = await filterRule({ carrierCodes: ['maeu'], podCodes: ['USLAX'] });
    expect(wrongPod.data.scope).toEqual({
      kind: 'filter',
      filter: { carrierCodes: ['MAEU'], podCodes: ['USLAX'] },
    });
    const before = (await noticesOf(ivan.id)).length;
    await record(200, 40, 50);
    await fanOut(200);
    expect(await noticesOf(ivan.id)).toHaveLength(before);
    await filterRule({ carrierCodes: ['MAEU'], podCodes: ['nlrtm', 'USLAX'], remark: '' });
    await record(300, 50, 60);
    await fanOut(300);
    expect(await noticesOf(ivan.id)).toHaveLength(before + 1);
    // A remark the subscription does not carry: not told.
    await filterRule({ remark: 'urgent' });
    await record(400, 60, 70);
    await fanOut(400);
    expect(await noticesOf(ivan.id)).toHaveLength(before + 1);
  });
});
