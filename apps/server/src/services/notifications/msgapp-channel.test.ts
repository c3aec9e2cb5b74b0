import { sendMsgappMessage } from '@tracklane/connectors';
import { MSGAPP_PROVIDER, type PortDirectory } from '@tracklane/domain';
import { FaultSwitch, type SandboxQrProvider, startSandboxQrProvider } from '@tracklane/sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notificationRules,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  userIdentities,
  users,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { deliverNoticeMsgapp } from './deliver-notice-msgapp.js';
import { fanOutShipmentChanges } from './fan-out-shipment-changes.js';
import { renderNoticeMessage } from './render-notice-message.js';

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
const portOf = (code: string) => {
  const p = ports.get(code);
  return p ? { name: p.nameEn, timeZone: p.timeZone } : null;
};
const t0 = new Date('2026-11-20T08:00:00Z');
const eta = (hours: number) => new Date(Date.UTC(2026, 11, 10, 6) + hours * 3_600_000).toISOString();

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member & { id: string };
let ivan: Member & { id: string };
let shipmentId: string;
let provider: SandboxQrProvider;
const faults = new FaultSwitch();
// Olga's phone: an account the sandbox messaging app knows, bound to her in user_identities.
const OLGA_PHONE = 'un_olga_phone';

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  provider = await startSandboxQrProvider({ apiKey: 'k', faults });
  await fetch(`${provider.url}/phone/${OLGA_PHONE}`);
  for (const name of ['olga', 'ivan'] as const) {
    const m = await registerMember(app, name);
    const id = (await call(app, m, 'GET', '/auth/user/current')).data.id as string;
    if (name === 'olga') olga = { ...m, id };
    else ivan = { ...m, id };
  }
  await db.orm
    .insert(userIdentities)
    .values({ provider: MSGAPP_PROVIDER, unionId: OLGA_PHONE, userId: olga.id, nickname: 'Olga' });
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'MAEU777',
      refreshIntervalMinutes: 60,
    })
    .returning();
  shipmentId = shipment!.id;
  for (const [member, number] of [
    [olga, 'OLGA7'],
    [ivan, 'IVAN7'],
  ] as const) {
    const [user] = await db.orm.select().from(users).where(eq(users.id, member.id));
    await db.orm.insert(oceanSubscriptions).values({
      organizationId: user!.organizationId,
      ownerUserId: member.id,
      shipmentId,
      billNumber: number,
      carrierCode: 'MAEU',
      polCode: 'CNSHA',
      podCode: 'NLRTM',
    });
  }
});
afterAll(async () => {
  await provider?.close();
  await ctx?.cleanup();
});
afterEach(() => faults.clear());

const rule = (msgapp: boolean) => ({
  enabled: true,
  events: ['ETA_CHANGE'],
  thresholdHours: 6,
  scope: { kind: 'mine' },
  channels: { email: false, msgapp },
});

const msgappDeliveriesOf = (userId: string) =>
  db.orm
    .select()
    .from(noticeDeliveries)
    .where(and(eq(noticeDeliveries.userId, userId), eq(noticeDeliveries.channel, 'msgapp')));

describe('the messaging-app channel of a reminder rule', () => {
  it('is refused without a bound account, with a field problem that says to bind one', async () => {
    const before = await call(app, ivan, 'GET', RULE);
    expect(before.data).toMatchObject({ msgappBound: false, channels: { msgapp: false } });
    const refused = await call(app, ivan, 'POST', RULE, rule(true));
    expect(refused.statusCode).toBe(40000);
    expect(refused.data.issues[0]).toMatchObject({ field: 'channels.msgapp', problem: 'msgappNotBound' });
    expect(refused.message).toMatch(/bind your messaging-app account/);
    // Off, the same rule saves.
    expect((await call(app, ivan, 'POST', RULE, rule(false))).statusCode).toBe(20000);
  });

  it('saves and answers it on for a bound member', async () => {
    expect((await call(app, olga, 'GET', RULE)).data).toMatchObject({ msgappBound: true, isDefault: true });
    const saved = await call(app, olga, 'POST', RULE, rule(true));
    expect(saved.statusCode).toBe(20000);
    expect(saved.data).toMatchObject({
      msgappBound: true,
      channels: { inapp: true, email: false, msgapp: true },
    });
  });
});

describe('fan-out and delivery to the sandbox messaging app', () => {
  let deliveryId: string;

  it('writes a messaging-app delivery only for bound members whose rule asks for it', async () => {
    // Ivan's rule says msgapp (as if he unbound after saving) but he has no bound account.
    await db.orm
      .update(notificationRules)
      .set({ msgappEnabled: true })
      .where(eq(notificationRules.userId, ivan.id));
    await db.orm.insert(oceanReminders).values({
      shipmentId,
      type: 'ETA_CHANGE',
      oldValue: eta(0),
      newValue: eta(30),
      portCode: 'NLRTM',
      recordedAt: t0,
    });
    const queued: string[] = [];
    const result = await fanOutShipmentChanges({
      db,
      shipmentId,
      now: t0,
      ports,
      queueDelivery: async (id) => {
        queued.push(id);
      },
      queueAgainAt: async () => {},
    });
    expect(result).toMatchObject({ status: 'done', notices: 2, deliveries: 1 });
    const olgas = await msgappDeliveriesOf(olga.id);
    expect(olgas).toEqual([expect.objectContaining({ target: OLGA_PHONE, status: 'pending' })]);
    expect(queued).toEqual([olgas[0]!.id]);
    expect(await msgappDeliveriesOf(ivan.id)).toEqual([]);
    deliveryId = olgas[0]!.id;
  });

  const deliver = (finalAttempt: boolean, at = t0) =>
    deliverNoticeMsgapp({
      db,
      deliveryId,
      now: at,
      finalAttempt,
      compose: (subject) =>
        renderNoticeMessage({
          ...subject,
          portOf,
          shipmentUrl: 'https://track.example.com/ocean/detail?id=s1',
        }),
      send: (message) => sendMsgappMessage({ baseUrl: provider.url, apiKey: 'k' }, message),
    });
  const row = async () =>
    (await db.orm.select().from(noticeDeliveries).where(eq(noticeDeliveries.id, deliveryId)))[0];

  it('a provider answering 500 is retried: counted, still pending, nothing on the phone', async () => {
    faults.set('msgapp', { mode: 'error' });
    await expect(deliver(false)).rejects.toThrow(/unavailable/);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row())?.lastError).toMatch(/Simulated internal error/);
    expect(provider.messagesOf(OLGA_PHONE)).toEqual([]);
  });

  it('sends the message in the member’s language with the port’s clock and the link, and marks it sent', async () => {
    expect(await deliver(false)).toBe('sent');
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const [message] = provider.messagesOf(OLGA_PHONE);
    expect(message).toMatchObject({
      idempotencyKey: deliveryId,
      url: 'https://track.example.com/ocean/detail?id=s1',
    });
    // Olga saved her rule in English; 06:00Z is 07:00 in Rotterdam (CET).
    expect(message?.text).toContain('ETA moved 1 d 6 h later: OLGA7 (MAEU) at Rotterdam');
    expect(message?.text).toMatch(
      /ETA at Rotterdam \(NLRTM\): 2026-12-10 07:00 \S+ → 2026-12-11 13:00 \S+ \(1 d 6 h later\)/,
    );
    const phone = await (await fetch(`${provider.url}/phone/${OLGA_PHONE}`)).text();
    expect(phone).toContain('OLGA7');
    // Sent: a later run of the job does not send again.
    expect(await deliver(false)).toBe('already-sent');
    expect(provider.messagesOf(OLGA_PHONE)).toHaveLength(1);
  });

  it('a run killed between the send and the mark sends again with the same key: shown once', async () => {
    await db.orm
      .update(noticeDeliveries)
      .set({ status: 'pending' })
      .where(eq(noticeDeliveries.id, deliveryId));
    expect(await deliver(false)).toBe('sent');
    expect(provider.messagesOf(OLGA_PHONE)).toHaveLength(1);
  });

  it('the final attempt against a failing provider marks it failed, and the usage shows it', async () => {
    await db.orm
      .update(noticeDeliveries)
      .set({ status: 'pending', attempts: 10, createdAt: new Date() })
      .where(eq(noticeDeliveries.id, deliveryId));
    faults.set('msgapp', { mode: 'error' });
    await expect(deliver(true)).rejects.toThrow(/unavailable/);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 11 });
    const usage = await call(app, olga, 'GET', '/application/rule/calls0');
    expect(usage.data.channels).toContainEqual({ channel: 'msgapp', sent: 0, limit: 300, failed: 1 });
  });

  it('an account the provider does not know is refused for good at once, not retried', async () => {
    await db.orm
      .update(noticeDeliveries)
      .set({ status: 'pending', target: 'un_gone', attempts: 0 })
      .where(eq(noticeDeliveries.id, deliveryId));
    expect(await deliver(false)).toBe('refused');
    expect(await row()).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row())?.lastError).toMatch(/rejected/);
  });

  it('counts this month’s messages against the plan, and stops at the allowance', async () => {
    const [notice] = await db.orm
      .select({ noticeId: noticeDeliveries.noticeId })
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.id, deliveryId));
    // 299 sent this month (failed ones do not count): one more fits the free plan's 300, two do not.
    await db.orm.insert(noticeDeliveries).values(
      Array.from({ length: 299 }, (_, i) => ({
        noticeId: notice!.noticeId,
        userId: olga.id,
        channel: 'msgapp' as const,
        target: `un_filler_${i}`,
        status: 'sent' as const,
        createdAt: new Date(),
      })),
    );
    const usage = await call(app, olga, 'GET', '/application/rule/calls0');
    expect(usage.data.channels).toContainEqual({ channel: 'msgapp', sent: 299, limit: 300, failed: 1 });
    await db.orm
      .insert(userIdentities)
      .values({ provider: MSGAPP_PROVIDER, unionId: 'un_olga_tablet', userId: olga.id });
    await db.orm.insert(oceanReminders).values({
      shipmentId,
      type: 'ETA_CHANGE',
      oldValue: eta(30),
      newValue: eta(60),
      portCode: 'NLRTM',
      recordedAt: new Date(),
    });
    const result = await fanOutShipmentChanges({
      db,
      shipmentId,
      now: new Date(),
      ports,
      queueDelivery: async () => {},
      queueAgainAt: async () => {},
    });
    // Two bound accounts would make 301: the notice is written, no message is.
    expect(result).toMatchObject({ status: 'done', notices: 2, deliveries: 0 });
  });
});
