import { nextDigestRun, type PortDirectory, zonedTime } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import {
  digestDeliveries,
  noticeDeliveries,
  notificationDigests,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  terminalWatches,
  users,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { deliverDigestEmail } from './deliver-digest-email.js';
import type { DigestContent } from './digest-content.js';
import { renderDigestMail } from './render-digest-mail.js';
import { runDueDigests } from './run-due-digests.js';

const DIGEST = '/application/rule/digest';
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
      : code === 'USNYC'
        ? {
            code,
            nameEn: 'New York',
            nameCn: '纽约',
            country: 'US',
            timeZone: 'America/New_York',
            lat: null,
            lon: null,
          }
        : undefined,
};
const t0 = new Date('2026-11-20T08:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const day = (d: number, h = 6) => new Date(Date.UTC(2026, 11, d, h)).toISOString();

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
let olga: Member & { id: string; organizationId: string };
let sam: SubAccount;
let ivan: Member & { id: string; organizationId: string };
/** Shipments by name: A tracked by Olga, B by Sam (Olga's organisation), C by Ivan (another). */
const shipment: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const subscription: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };

async function identify(member: Member) {
  const id = (await call(app, member, 'GET', '/auth/user/current')).data.id as string;
  const [user] = await db.orm.select().from(users).where(eq(users.id, id));
  return { ...member, id, organizationId: user!.organizationId };
}

async function track(name: 'A' | 'B' | 'C', owner: { id: string }, number: string, podCode: string) {
  const [user] = await db.orm.select().from(users).where(eq(users.id, owner.id));
  const [s] = await db.orm
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
      organizationId: user!.organizationId,
      ownerUserId: owner.id,
      shipmentId: s!.id,
      billNumber: number,
      carrierCode: 'MAEU',
      polCode: 'CNSHA',
      podCode,
    })
    .returning();
  shipment[name] = s!.id;
  subscription[name] = sub!.id;
}

async function record(
  name: 'A' | 'B' | 'C',
  minutes: number,
  change: {
    type: 'ETA_CHANGE' | 'ATA_CHANGE';
    port: string;
    old: string | null;
    now: string;
    history?: boolean;
  },
) {
  await db.orm.insert(oceanReminders).values({
    shipmentId: shipment[name],
    type: change.type,
    portCode: change.port,
    oldValue: change.old,
    newValue: change.now,
    recordedAt: at(minutes),
    // The first poll's history is stored handled at its recording.
    notifiedAt: change.history ? at(minutes) : null,
  });
}

/** Saves a digest through the API, then puts its period and next run on the test's clock. */
async function schedule(
  who: Member & { id: string },
  body: Record<string, unknown>,
  period: { coveredUntil: Date; nextRunAt: Date },
) {
  const saved = await call(app, who, 'POST', DIGEST, body);
  expect(saved.statusCode, JSON.stringify(saved)).toBe(20000);
  await db.orm.update(notificationDigests).set(period).where(eq(notificationDigests.userId, who.id));
}

async function run(minutes: number) {
  const queued: string[] = [];
  const result = await runDueDigests({
    db,
    now: at(minutes),
    ports,
    queueDelivery: async (id) => {
      queued.push(id);
    },
  });
  return { ...result, queued };
}

const deliveriesOf = (userId: string) =>
  db.orm
    .select()
    .from(digestDeliveries)
    .where(eq(digestDeliveries.userId, userId))
    .orderBy(digestDeliveries.createdAt);
const digestOf = async (userId: string) =>
  (await db.orm.select().from(notificationDigests).where(eq(notificationDigests.userId, userId)))[0]!;
const numbersIn = (content: unknown) =>
  (content as DigestContent).shipments.map((s) => s.businessNumber).sort();

const daily = {
  enabled: true,
  cycle: 'daily',
  time: '09:00',
  timeZone: 'Europe/Berlin',
};

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  olga = await identify(await registerMember(app, 'olga'));
  ivan = await identify(await registerMember(app, 'ivan'));
  sam = await addSubAccount(app, olga, 'sam', { permissions: ['company.view'], dataScope: 'related' });
  await track('A', olga, 'OLGA1', 'NLRTM');
  await track('B', sam, 'SAM1', 'USNYC');
  await track('C', ivan, 'IVAN1', 'NLRTM');
});
afterAll(() => ctx?.cleanup());

describe('digest schedules (GET/POST /application/rule/digest)', () => {
  it('answers the default (off) until one is saved', async () => {
    const body = await call(app, olga, 'GET', DIGEST);
    expect(body.data).toMatchObject({ isDefault: true, enabled: false, nextRunAt: null, emails: [] });
  });

  it('takes 1 to 3 addresses with Western and Chinese commas, and refuses 0, 4, a bad one and a repeat', async () => {
    const saved = await call(app, olga, 'POST', DIGEST, {
      ...daily,
      emails: 'a@olga.com, b@olga.com，C@olga.com',
    });
    expect(saved.data.emails).toEqual(['a@olga.com', 'b@olga.com', 'c@olga.com']);
    for (const [emails, problem] of [
      ['', 'emailListRequired'],
      ['a@x.com,b@x.com，c@x.com,d@x.com', 'emailListTooMany'],
      ['a@x.com，nope', 'emailListInvalid'],
      ['a@x.com, A@x.com', 'emailListDuplicate'],
    ] as const) {
      const res = await call(app, olga, 'POST', DIGEST, { ...daily, emails });
      expect(res.statusCode, emails).toBe(40000);
      expect(res.data.issues, emails).toEqual([expect.objectContaining({ field: 'emails', problem })]);
    }
  });

  it('names the missing cycle, weekday, day of the month and time as field problems', async () => {
    const missing = async (body: Record<string, unknown>) => {
      const res = await call(app, olga, 'POST', DIGEST, { emails: 'a@olga.com', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(40000);
      return res.data.issues.map((i: { field: string; problem?: string }) => `${i.field}:${i.problem}`);
    };
    expect(await missing({ enabled: true, time: '09:00', timeZone: 'UTC' })).toEqual(['cycle:required']);
    expect(await missing({ enabled: true, cycle: 'daily', timeZone: 'UTC' })).toEqual(['time:required']);
    expect(await missing({ enabled: true, cycle: 'weekly', time: '09:00', timeZone: 'UTC' })).toEqual([
      'weekday:required',
    ]);
    expect(
      await missing({ enabled: true, cycle: 'monthly', weekday: 1, time: '09:00', timeZone: 'UTC' }),
    ).toEqual(['monthDay:required']);
    // The message names the field in the caller's language.
    const zh = await app.inject({
      method: 'POST',
      url: DIGEST,
      headers: { authorization: `Bearer ${olga.token}`, 'accept-language': 'zh' },
      payload: { enabled: true, cycle: 'weekly', time: '09:00', timeZone: 'UTC', emails: 'a@olga.com' },
    });
    expect(zh.json().message).toContain('星期');
  });

  it('works the next send out on the chosen zone’s clock, again when the zone changes', async () => {
    const berlin = await call(app, olga, 'POST', DIGEST, { ...daily, emails: 'a@olga.com' });
    const before = Date.now();
    expect(berlin.data.nextRunAt).toBe(
      nextDigestRun(
        { ...daily, cycle: 'daily', weekday: null, monthDay: null },
        new Date(before),
      )?.toISOString(),
    );
    expect(zonedTime(berlin.data.nextRunAt, 'Europe/Berlin')?.text.slice(11)).toBe('09:00');
    const tokyo = await call(app, olga, 'POST', DIGEST, {
      ...daily,
      timeZone: 'Asia/Tokyo',
      emails: 'a@olga.com',
    });
    expect(tokyo.data.timeZone).toBe('Asia/Tokyo');
    expect(tokyo.data.nextRunAt.slice(11, 16)).toBe('00:00');
    const off = await call(app, olga, 'POST', DIGEST, { ...daily, enabled: false, emails: '' });
    expect(off.data).toMatchObject({ enabled: false, nextRunAt: null });
  });

  it('is in the OpenAPI reference with examples', async () => {
    const doc = (await app.inject({ url: '/documentation/json' })).json();
    const path = doc.paths['/application/rule/digest'];
    expect(path.get.summary).toContain('digest');
    expect(JSON.stringify(path.post.requestBody)).toContain('ops@example.com，lead@example.com');
    expect(JSON.stringify(path.get.responses)).toContain('2026-11-30T00:30:00.000Z');
  });

  it('keeps each organisation’s schedule to itself', async () => {
    await call(app, olga, 'POST', DIGEST, { ...daily, emails: 'a@olga.com' });
    const ivans = await call(app, ivan, 'POST', DIGEST, { ...daily, time: '07:00', emails: 'x@ivan.com' });
    expect(ivans.data.emails).toEqual(['x@ivan.com']);
    expect((await call(app, olga, 'GET', DIGEST)).data).toMatchObject({
      time: '09:00',
      emails: ['a@olga.com'],
    });
    expect((await call(app, sam, 'GET', DIGEST)).data.isDefault).toBe(true);
  });
});

describe('the digest run (digests.run)', () => {
  it('sends a due digest once, with what changed since the last, grouped by shipment', async () => {
    await schedule(
      olga,
      { ...daily, emails: 'ops@olga.com，lead@olga.com' },
      { coveredUntil: at(0), nextRunAt: at(60) },
    );
    // Nothing else is due: the others are off or far in the future.
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(100_000) })
      .where(eq(notificationDigests.userId, ivan.id));
    await record('A', 10, { type: 'ETA_CHANGE', port: 'NLRTM', old: day(10), now: day(11, 12) });
    await record('A', 12, { type: 'ETA_CHANGE', port: 'NLRTM', old: day(11, 12), now: day(12) });
    await record('B', 20, { type: 'ATA_CHANGE', port: 'USNYC', old: null, now: day(1, 15) });
    // The first poll's history is not news; neither is what happened before the period.
    await record('A', 15, { type: 'ETA_CHANGE', port: 'CNSHA', old: day(1), now: day(2), history: true });
    await record('A', -5, { type: 'ETA_CHANGE', port: 'USNYC', old: day(1), now: day(3) });

    expect((await run(59)).runs).toBe(0);
    const first = await run(61);
    expect(first).toMatchObject({ runs: 1, sent: 1, deliveries: 2 });
    const rows = await deliveriesOf(olga.id);
    expect(rows.map((r) => r.target).sort()).toEqual(['lead@olga.com', 'ops@olga.com']);
    expect(first.queued.sort()).toEqual(rows.map((r) => r.id).sort());
    const content = rows[0]!.content as DigestContent;
    // Olga (main account) sees Sam's shipment too; the latest news first.
    expect(content.shipments.map((s) => s.businessNumber)).toEqual(['SAM1', 'OLGA1']);
    expect(content.shipments[0]!.items).toEqual([
      expect.objectContaining({
        kind: 'arrival',
        event: 'ATA_CHANGE',
        portCode: 'USNYC',
        newValue: day(1, 15),
      }),
    ]);
    // Two moves of one date are told as one, from the first value to the last.
    expect(content.shipments[1]!.items).toEqual([
      expect.objectContaining({ kind: 'dateChange', oldValue: day(10), newValue: day(12), deltaHours: 48 }),
    ]);
    const digest = await digestOf(olga.id);
    expect(digest.lastSentAt?.toISOString()).toBe(at(61).toISOString());
    expect(digest.nextRunAt?.toISOString()).toBe(nextDigestRun(digest, at(61))?.toISOString());
    // 09:00 Berlin on the next day (the run was at 09:01 Berlin on 20 November).
    expect(digest.nextRunAt?.toISOString()).toBe('2026-11-21T08:00:00.000Z');

    // The job running again (or twice at once) sends nothing more.
    const again = await Promise.all([run(61), run(62)]);
    expect(again.map((r) => r.runs)).toEqual([0, 0]);
    expect(await deliveriesOf(olga.id)).toHaveLength(2);
  });

  it('sends nothing when nothing changed, and moves on', async () => {
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(120) })
      .where(eq(notificationDigests.userId, olga.id));
    const result = await run(121);
    expect(result).toMatchObject({ runs: 1, sent: 0, deliveries: 0 });
    expect(await deliveriesOf(olga.id)).toHaveLength(2);
    const digest = await digestOf(olga.id);
    expect(digest.lastSentAt?.toISOString()).toBe(at(61).toISOString());
    expect(digest.nextRunAt?.getTime()).toBeGreaterThan(at(121).getTime());
  });

  it('holds only shipments the member may see now', async () => {
    await schedule(sam, { ...daily, emails: 'sam@olga.com' }, { coveredUntil: at(200), nextRunAt: at(300) });
    await schedule(
      ivan,
      { ...daily, emails: 'ivan@ivan.com' },
      { coveredUntil: at(200), nextRunAt: at(300) },
    );
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(300), coveredUntil: at(200) })
      .where(eq(notificationDigests.userId, olga.id));
    for (const name of ['A', 'B', 'C'] as const)
      await record(name, 210, { type: 'ETA_CHANGE', port: 'NLRTM', old: day(20), now: day(21) });
    expect(await run(301)).toMatchObject({ runs: 3, sent: 3 });
    const latest = async (userId: string) => numbersIn((await deliveriesOf(userId)).at(-1)!.content);
    // Olga sees her organisation's; Sam (data scope "related") only his own; Ivan only his.
    expect(await latest(olga.id)).toEqual(['OLGA1', 'SAM1']);
    expect(await latest(sam.id)).toEqual(['SAM1']);
    expect(await latest(ivan.id)).toEqual(['IVAN1']);

    // Sam's subscription deleted: his next digest does not tell of it, so it is empty.
    await db.orm
      .update(oceanSubscriptions)
      .set({ deletedAt: at(350) })
      .where(eq(oceanSubscriptions.id, subscription.B));
    await record('B', 360, { type: 'ETA_CHANGE', port: 'USNYC', old: day(21), now: day(22) });
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(400) })
      .where(eq(notificationDigests.userId, sam.id));
    const before = (await deliveriesOf(sam.id)).length;
    expect(await run(401)).toMatchObject({ runs: 1, sent: 0 });
    expect(await deliveriesOf(sam.id)).toHaveLength(before);
    await db.orm
      .update(oceanSubscriptions)
      .set({ deletedAt: null })
      .where(eq(oceanSubscriptions.id, subscription.B));
  });

  it('loses nothing when the run dies before its commit: the next run sends it, once', async () => {
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(500), coveredUntil: at(450) })
      .where(eq(notificationDigests.userId, ivan.id));
    await record('C', 460, { type: 'ETA_CHANGE', port: 'NLRTM', old: day(21), now: day(24) });
    const before = (await deliveriesOf(ivan.id)).length;
    // The process dies while queueing the delivery (as kill -9 would): the transaction rolls back.
    await expect(
      runDueDigests({
        db,
        now: at(501),
        ports,
        queueDelivery: async () => Promise.reject(new Error('killed')),
      }),
    ).rejects.toThrow('killed');
    expect(await deliveriesOf(ivan.id)).toHaveLength(before);
    expect((await digestOf(ivan.id)).nextRunAt?.toISOString()).toBe(at(500).toISOString());
    expect(await run(502)).toMatchObject({ runs: 1, sent: 1, deliveries: 1 });
    expect(await run(503)).toMatchObject({ runs: 0 });
    expect(await deliveriesOf(ivan.id)).toHaveLength(before + 1);
  });

  it('sends a due digest once when two runs claim at the same time', async () => {
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(520), coveredUntil: at(510) })
      .where(eq(notificationDigests.userId, ivan.id));
    await record('C', 515, { type: 'ETA_CHANGE', port: 'NLRTM', old: day(24), now: day(25) });
    const before = (await deliveriesOf(ivan.id)).length;
    const runs = await Promise.all([run(521), run(521)]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await deliveriesOf(ivan.id)).toHaveLength(before + 1);
  });

  it('counts against the plan’s monthly e-mail allowance with the notices’ e-mails', async () => {
    const { emailsThisMonth } = await import('./emails-this-month.js');
    const rows = await deliveriesOf(olga.id);
    const notices = await db.orm.select().from(noticeDeliveries).where(eq(noticeDeliveries.userId, olga.id));
    expect(await emailsThisMonth(db.orm, olga.id, at(600))).toBe(rows.length + notices.length);
  });

  it('lists the last free days that end within 72 hours, once even when one also changed', async () => {
    const ends = (minutes: number) => at(minutes);
    await db.orm.insert(terminalWatches).values([
      // Olga's A ends 48 h after the run; Sam's B (Olga's organisation) 80 h after; Ivan's C 24 h.
      { shipmentId: shipment.A, portCode: 'NLRTM', lastFreeDay: ends(801 + 48 * 60), checkedAt: at(790) },
      { shipmentId: shipment.B, portCode: 'USNYC', lastFreeDay: ends(801 + 80 * 60), checkedAt: at(790) },
      { shipmentId: shipment.C, portCode: 'NLRTM', lastFreeDay: ends(801 + 24 * 60), checkedAt: at(790) },
    ]);
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(800), coveredUntil: at(790) })
      .where(eq(notificationDigests.userId, olga.id));
    expect(await run(801)).toMatchObject({ runs: 1, sent: 1 });
    const content = (await deliveriesOf(olga.id)).at(-1)!.content as DigestContent;
    expect(content.shipments.map((s) => s.businessNumber)).toEqual(['OLGA1']);
    expect(content.shipments[0]!.items).toEqual([
      expect.objectContaining({
        kind: 'lastFreeDay',
        event: 'LFD_DUE',
        portCode: 'NLRTM',
        newValue: ends(801 + 48 * 60).toISOString(),
      }),
    ]);
    // B's day moves into the 72 hours: told once, as the change.
    const moved = ends(801 + 60 * 60).toISOString();
    await db.orm
      .update(terminalWatches)
      .set({ lastFreeDay: new Date(moved) })
      .where(eq(terminalWatches.shipmentId, shipment.B));
    await db.orm.insert(oceanReminders).values({
      shipmentId: shipment.B,
      type: 'LFD_CHANGE',
      portCode: 'USNYC',
      oldValue: ends(801 + 80 * 60).toISOString(),
      newValue: moved,
      recordedAt: at(850),
    });
    // A new customs hold on A: told in the digest as a hold.
    await db.orm.insert(oceanReminders).values({
      shipmentId: shipment.A,
      type: 'HOLD_SET',
      portCode: 'NLRTM',
      code: 'CUIP',
      oldValue: null,
      newValue: at(855).toISOString(),
      recordedAt: at(860),
    });
    await db.orm
      .update(notificationDigests)
      .set({ nextRunAt: at(900) })
      .where(eq(notificationDigests.userId, olga.id));
    expect(await run(901)).toMatchObject({ runs: 1, sent: 1 });
    const next = (await deliveriesOf(olga.id)).at(-1)!.content as DigestContent;
    const sam1 = next.shipments.find((s) => s.businessNumber === 'SAM1');
    expect(sam1?.items).toEqual([
      expect.objectContaining({ kind: 'dateChange', event: 'LFD_CHANGE', newValue: moved, deltaHours: -20 }),
    ]);
    const olga1 = next.shipments.find((s) => s.businessNumber === 'OLGA1');
    expect(olga1?.items.map((i) => [i.kind, i.code ?? null])).toEqual([
      ['hold', 'CUIP'],
      ['lastFreeDay', null],
    ]);
    const mail = renderDigestMail({
      language: 'en',
      recipientName: 'Olga',
      content: next,
      coveredFrom: at(800),
      coveredUntil: at(900),
      timeZone: 'Europe/Berlin',
      portOf: (code) => ({ name: code === 'NLRTM' ? 'Rotterdam' : 'New York', timeZone: null }),
      links: {
        shipment: (id) => `https://x.test/${id}`,
        settings: 'https://x.test/s',
        unsubscribe: 'https://x.test/u',
      },
    });
    expect(mail.text).toContain('Customs hold set at Rotterdam (NLRTM)');
    expect(mail.text).toContain('Free time at Rotterdam (NLRTM) ends');
  });
});

describe('the digest e-mail (digests.deliver)', () => {
  it('renders the shipments with times on the port’s clock, links, and sends once', async () => {
    const [row] = await deliveriesOf(olga.id);
    const sent: {
      to: string;
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string>;
    }[] = [];
    const deliver = () =>
      deliverDigestEmail({
        db,
        deliveryId: row!.id,
        now: at(70),
        finalAttempt: false,
        compose: (subject) => ({
          ...renderDigestMail({
            ...subject,
            portOf: (code) => {
              const port = ports.get(code);
              return port ? { name: port.nameEn, timeZone: port.timeZone } : null;
            },
            links: {
              shipment: (id) => `https://track.example.com/ocean/detail?id=${id}`,
              settings: 'https://track.example.com/user/settings/notifications',
              unsubscribe: 'https://track.example.com/notices/unsubscribe?token=t',
            },
          }),
          headers: {
            'List-Unsubscribe': '<https://track.example.com/application/notices/unsubscribe?token=t>',
          },
        }),
        sendMail: async (message) => {
          sent.push(message);
        },
      });
    expect(await deliver()).toBe('sent');
    expect(await deliver()).toBe('already-sent');
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(row!.target);
    expect(mail.subject).toBe('Tracklane digest 2026-11-20: 2 shipments changed');
    // The arrival in New York on its clock (EST), the ETA in Rotterdam on its own (GMT+1).
    expect(mail.text).toContain('Arrived at New York (USNYC): 2026-12-01 10:00 EST');
    expect(mail.text).toContain(
      'ETA at Rotterdam (NLRTM): 2026-12-10 07:00 GMT+1 → 2026-12-12 07:00 GMT+1 (2 d later)',
    );
    expect(mail.text).toContain(`https://track.example.com/ocean/detail?id=${subscription.A}`);
    expect(mail.text).toContain(`https://track.example.com/ocean/detail?id=${subscription.B}`);
    expect(mail.html).toContain('SAM1');
    expect(mail.headers['List-Unsubscribe']).toContain('/application/notices/unsubscribe');
    const [after] = await db.orm.select().from(digestDeliveries).where(eq(digestDeliveries.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('writes it in the language the schedule was saved in (zh, jp)', () => {
    const base = {
      recipientName: 'Olga',
      content: {
        total: 1,
        shipments: [
          {
            subscriptionId: 's1',
            businessNumber: 'OLGA1',
            carrierCode: 'MAEU',
            polCode: 'CNSHA',
            podCode: 'NLRTM',
            vessel: null,
            voyage: null,
            items: [
              {
                kind: 'dateChange' as const,
                event: 'ETA_CHANGE' as const,
                portCode: 'NLRTM',
                portTimeZone: 'Europe/Amsterdam',
                oldValue: day(10),
                newValue: day(11),
                deltaHours: 24,
              },
            ],
          },
        ],
      },
      coveredFrom: at(0),
      coveredUntil: at(60),
      timeZone: 'Asia/Shanghai',
      portOf: () => null,
      links: {
        shipment: (id: string) => `https://x/${id}`,
        settings: 'https://x/s',
        unsubscribe: 'https://x/u',
      },
    };
    const zh = renderDigestMail({ ...base, language: 'zh' });
    expect(zh.subject).toBe('Tracklane 摘要 2026-11-20：1 票货物有变化');
    expect(zh.text).toContain('2026-11-20 16:00 GMT+8 至 2026-11-20 17:00 GMT+8');
    expect(zh.text).toContain('推迟 1 天');
    const jp = renderDigestMail({ ...base, language: 'jp' });
    expect(jp.subject).toContain('ダイジェスト');
    expect(jp.text).toContain('1日遅れ');
  });
});

describe('one-click unsubscribe from a digest e-mail', () => {
  it('removes that address from the digest, and turns it off with the last one', async () => {
    const { getOrCreateSecret } = await import('../../auth/secrets.js');
    const { UNSUBSCRIBE_SECRET_NAME, unsubscribeToken } = await import('./unsubscribe-token.js');
    const secret = await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME);
    await db.orm
      .update(notificationDigests)
      .set({ emails: ['ops@olga.com', 'lead@olga.com'], enabled: true, nextRunAt: at(100_000) })
      .where(eq(notificationDigests.userId, olga.id));
    const rows = await deliveriesOf(olga.id);
    const unsubscribe = async (target: string) => {
      const row = rows.find((r) => r.target === target)!;
      const token = encodeURIComponent(unsubscribeToken(secret, row.id));
      return (
        await app.inject({ method: 'POST', url: `/application/notices/unsubscribe?token=${token}` })
      ).json();
    };
    expect((await unsubscribe('ops@olga.com')).data).toEqual({ email: 'ops@olga.com', emailEnabled: true });
    expect(await digestOf(olga.id)).toMatchObject({ emails: ['lead@olga.com'], enabled: true });
    expect((await unsubscribe('lead@olga.com')).data).toEqual({
      email: 'lead@olga.com',
      emailEnabled: false,
    });
    expect(await digestOf(olga.id)).toMatchObject({ emails: [], enabled: false, nextRunAt: null });
    const forged = await app.inject({
      method: 'POST',
      url: `/application/notices/unsubscribe?token=${rows[0]!.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.json().statusCode).toBe(40400);
  });
});
