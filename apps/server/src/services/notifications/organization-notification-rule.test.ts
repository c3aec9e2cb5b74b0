import type { PortDirectory } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateSecret } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import {
  noticeDeliveries,
  notices,
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  organizations,
  users,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { grantPlan } from '../organizations/grant-plan.js';
import { deliverNoticeEmail } from './deliver-notice-email.js';
import { fanOutShipmentChanges } from './fan-out-shipment-changes.js';
import { unsubscribeNoticeEmail } from './unsubscribe-notice-email.js';
import { UNSUBSCRIBE_SECRET_NAME, unsubscribeToken } from './unsubscribe-token.js';

const RULE = '/application/rule/event';
const ORG_RULE = '/application/rule/event/organization';
const RESET = '/application/rule/event/reset';
const ports: PortDirectory = { get: () => undefined };
const t0 = new Date('2026-11-20T08:00:00Z');
const eta = (hours: number) => new Date(Date.UTC(2026, 11, 10, 6) + hours * 3_600_000).toISOString();

let ctx: TestContext;
let app: FastifyInstance;
let db: Database;
/** Organisation A: olga (main account), mia (company.manage), sam (company.view), tom (neither). */
let olga: SubAccount;
let mia: SubAccount;
let sam: SubAccount;
let tom: SubAccount;
/** Organisation B. */
let ivan: SubAccount;

const orgRule = {
  enabled: true,
  events: ['ETA_CHANGE'],
  thresholdHours: 2,
  scope: { kind: 'mine' },
  channels: { email: true },
  emails: 'team@a.example',
};

async function registered(username: string): Promise<SubAccount> {
  const member = await registerMember(app, username);
  return { ...member, id: (await call(app, member, 'GET', '/auth/user/current')).data.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  db = ctx.database;
  olga = await registered('olga');
  ivan = await registered('ivan');
  // Four members in A: more than the free edition's team.
  const [a] = await db.orm
    .select({ clientId: organizations.clientId })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, olga.id));
  await grantPlan({ db, clientId: a!.clientId, edition: 'professional', months: 12 });
  mia = await addSubAccount(app, olga, 'mia', { permissions: ['company.manage'], dataScope: 'related' });
  sam = await addSubAccount(app, olga, 'sam', { permissions: ['company.view'], dataScope: 'related' });
  tom = await addSubAccount(app, olga, 'tom', { permissions: ['partner.view'], dataScope: 'related' });
});
afterAll(() => ctx?.cleanup());

/** A shipment each member in `owners` subscribed to; their subscription ids by username. */
async function shipmentOf(reference: string, owners: SubAccount[]) {
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({ carrierCode: 'MAEU', referenceType: 'BILL_OF_LADING', reference, refreshIntervalMinutes: 60 })
    .returning();
  const subscriptionOf: Record<string, string> = {};
  for (const owner of owners) {
    const [user] = await db.orm.select().from(users).where(eq(users.id, owner.id));
    const [sub] = await db.orm
      .insert(oceanSubscriptions)
      .values({
        organizationId: user!.organizationId,
        ownerUserId: owner.id,
        shipmentId: shipment!.id,
        billNumber: `${reference}-${owner.username}`,
        carrierCode: 'MAEU',
        podCode: 'NLRTM',
      })
      .returning();
    subscriptionOf[owner.username] = sub!.id;
  }
  return { shipmentId: shipment!.id, subscriptionOf };
}

/** Records an ETA change of `hours` at the shipment's POD and fans it out. */
async function moveEta(shipmentId: string, hours: number) {
  await db.orm.insert(oceanReminders).values({
    shipmentId,
    type: 'ETA_CHANGE',
    oldValue: eta(0),
    newValue: eta(hours),
    portCode: 'NLRTM',
    recordedAt: t0,
  });
  return fanOutShipmentChanges({
    db,
    shipmentId,
    now: t0,
    ports,
    queueDelivery: async () => {},
    queueAgainAt: async () => {},
  });
}

const noticeUsers = async (shipmentId: string) =>
  (await db.orm.select({ userId: notices.userId }).from(notices).where(eq(notices.shipmentId, shipmentId)))
    .map((n) => n.userId)
    .sort();

const emailTargets = async (shipmentId: string) =>
  (
    await db.orm
      .select({ id: noticeDeliveries.id, target: noticeDeliveries.target, userId: noticeDeliveries.userId })
      .from(noticeDeliveries)
      .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
      .where(and(eq(notices.shipmentId, shipmentId), eq(noticeDeliveries.channel, 'email')))
  ).sort((a, b) => a.target.localeCompare(b.target));

describe('organisation reminder rule: who may read and set it', () => {
  it('answers the defaults, unset, to those with company.view', async () => {
    const body = await call(app, sam, 'GET', ORG_RULE);
    expect(body.statusCode).toBe(20000);
    expect(body.data).toMatchObject({ isSet: false, thresholdHours: 6, scope: { kind: 'mine' } });
  });

  it('refuses reading without company.view and saving without company.manage (40300)', async () => {
    expect((await call(app, tom, 'GET', ORG_RULE)).statusCode).toBe(40300);
    expect((await call(app, tom, 'POST', ORG_RULE, orgRule)).statusCode).toBe(40300);
    expect((await call(app, sam, 'POST', ORG_RULE, orgRule)).statusCode).toBe(40300);
    expect((await call(app, sam, 'POST', `${ORG_RULE}/delete`)).statusCode).toBe(40300);
    expect((await call(app, sam, 'GET', ORG_RULE)).data.isSet).toBe(false);
  });

  it('is saved by a sub-account holding company.manage, with the addresses parsed', async () => {
    const body = await call(app, mia, 'POST', ORG_RULE, {
      ...orgRule,
      emails: 'Team@A.example，lead@a.example',
    });
    expect(body.statusCode).toBe(20000);
    expect(body.data).toMatchObject({
      isSet: true,
      thresholdHours: 2,
      emails: ['team@a.example', 'lead@a.example'],
      channels: { inapp: true, email: true, msgapp: false },
    });
    // Every member of A has no rule of their own yet: all four follow it.
    expect(body.data.followers).toBe(4);
    const four = await call(app, mia, 'POST', ORG_RULE, {
      ...orgRule,
      emails: 'a@x.io,b@x.io,c@x.io,d@x.io',
    });
    expect(four.data.issues[0]).toMatchObject({ field: 'emails', problem: 'emailListTooMany' });
  });

  it("never shows or takes another organisation's rule or subscriptions", async () => {
    const { subscriptionOf } = await shipmentOf('ISO1', [olga, ivan]);
    // ivan manages B, which has no rule: A's is not his to read.
    expect((await call(app, ivan, 'GET', ORG_RULE)).data.isSet).toBe(false);
    expect((await call(app, ivan, 'GET', RULE)).data).toMatchObject({ source: 'default', thresholdHours: 6 });
    const foreign = await call(app, olga, 'POST', ORG_RULE, {
      ...orgRule,
      scope: { kind: 'chosen', subscriptionIds: [subscriptionOf.ivan] },
    });
    expect(foreign.data.issues[0]).toMatchObject({
      field: 'subscriptionIds',
      problem: 'unknownSubscription',
    });
    // A's own subscription is accepted (any of the organisation's, whoever owns it).
    const own = await call(app, olga, 'POST', ORG_RULE, {
      ...orgRule,
      scope: { kind: 'chosen', subscriptionIds: [subscriptionOf.olga] },
    });
    expect(own.data.scope).toEqual({ kind: 'chosen', subscriptionIds: [subscriptionOf.olga] });
    expect((await call(app, ivan, 'GET', ORG_RULE)).data.isSet).toBe(false);
    await call(app, olga, 'POST', ORG_RULE, orgRule);
  });
});

describe("a member's rule: inherit, override, reset", () => {
  it("answers the organisation's rule to a member without their own", async () => {
    const body = await call(app, tom, 'GET', RULE);
    expect(body.data).toMatchObject({
      source: 'organization',
      isDefault: true,
      organizationRuleSet: true,
      thresholdHours: 2,
      events: ['ETA_CHANGE'],
      emails: ['team@a.example'],
    });
  });

  it('answers their own once saved, and the organisation again after a reset', async () => {
    const saved = await call(app, tom, 'POST', RULE, {
      enabled: true,
      events: ['ETA_CHANGE', 'ATA_CHANGE'],
      thresholdHours: 8,
      scope: { kind: 'mine' },
      channels: { email: false },
    });
    expect(saved.data).toMatchObject({ source: 'member', isDefault: false, thresholdHours: 8 });
    expect((await call(app, tom, 'GET', RULE)).data.source).toBe('member');
    expect((await call(app, mia, 'GET', ORG_RULE)).data.followers).toBe(3);
    const reset = await call(app, tom, 'POST', RESET);
    expect(reset.data).toMatchObject({ source: 'organization', thresholdHours: 2 });
    expect((await call(app, tom, 'GET', RULE)).data.source).toBe('organization');
  });

  it('falls back to the defaults when the organisation rule is removed', async () => {
    const removed = await call(app, olga, 'POST', `${ORG_RULE}/delete`);
    expect(removed.data.isSet).toBe(false);
    expect((await call(app, tom, 'GET', RULE)).data).toMatchObject({ source: 'default', thresholdHours: 6 });
    expect((await call(app, olga, 'POST', ORG_RULE, orgRule)).data.isSet).toBe(true);
  });
});

describe("the fan-out applies the organisation's rule", () => {
  it("writes the organisation's e-mails in the language its rule was saved in", async () => {
    const saved = await app.inject({
      method: 'POST',
      url: `${ORG_RULE}?lang=jp`,
      headers: bearer(olga.token),
      payload: orgRule,
    });
    expect(saved.json().statusCode).toBe(20000);
    const { shipmentId } = await shipmentOf('LANG1', [tom]);
    await moveEta(shipmentId, 5);
    const [mail] = await emailTargets(shipmentId);
    const languages: string[] = [];
    await deliverNoticeEmail({
      db,
      deliveryId: mail!.id,
      now: t0,
      finalAttempt: false,
      compose: ({ language }) => {
        languages.push(language);
        return { subject: 's', text: 't', html: 'h', headers: {} };
      },
      sendMail: async () => {},
    });
    // tom follows the organisation's rule: its language, not English for want of his own.
    expect(languages).toEqual(['jp']);
    await call(app, olga, 'POST', ORG_RULE, orgRule);
  });

  it('to inheriting members, not to one with their own rule, and mails its address once', async () => {
    // sam keeps a rule of his own: 6 h threshold, no e-mail.
    await call(app, sam, 'POST', RULE, {
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { email: false },
    });
    const { shipmentId } = await shipmentOf('FAN1', [olga, sam, tom, mia, ivan]);
    // 3 h: over the organisation's 2 h, under sam's 6 h and ivan's default 6 h.
    const result = await moveEta(shipmentId, 3);
    expect(result).toMatchObject({ status: 'done', notices: 3 });
    expect(await noticeUsers(shipmentId)).toEqual([olga.id, tom.id, mia.id].sort());
    // The team mailbox once for the change, not once per inheriting member.
    const mails = await emailTargets(shipmentId);
    expect(mails.map((m) => m.target)).toEqual(['team@a.example']);
  });

  it("tells a member with their own rule by it even when the organisation's would not", async () => {
    const { shipmentId } = await shipmentOf('FAN2', [olga, sam, tom]);
    await call(app, olga, 'POST', ORG_RULE, { ...orgRule, thresholdHours: 24 });
    const result = await moveEta(shipmentId, 10);
    expect(result).toMatchObject({ status: 'done', notices: 1 });
    expect(await noticeUsers(shipmentId)).toEqual([sam.id]);
    await call(app, olga, 'POST', ORG_RULE, orgRule);
  });

  it("covers each member's data scope with 'all' and nobody with a disabled rule", async () => {
    await call(app, sam, 'POST', RESET);
    const { shipmentId } = await shipmentOf('FAN3', [tom]);
    await call(app, olga, 'POST', ORG_RULE, {
      ...orgRule,
      scope: { kind: 'all' },
      channels: { email: false },
    });
    await moveEta(shipmentId, 5);
    // olga (main account) sees every subscription of A; the others ('related') only their own.
    expect(await noticeUsers(shipmentId)).toEqual([olga.id, tom.id].sort());
    expect(await emailTargets(shipmentId)).toEqual([]);

    const quiet = await shipmentOf('FAN4', [olga, tom]);
    await call(app, olga, 'POST', ORG_RULE, { ...orgRule, enabled: false });
    expect(await moveEta(quiet.shipmentId, 5)).toMatchObject({ notices: 0 });
    await call(app, olga, 'POST', ORG_RULE, orgRule);
  });

  it("unsubscribing the organisation's address removes it from the organisation's rule", async () => {
    const { shipmentId } = await shipmentOf('FAN5', [tom]);
    await call(app, olga, 'POST', ORG_RULE, { ...orgRule, emails: 'team@a.example, lead@a.example' });
    await moveEta(shipmentId, 5);
    const mails = await emailTargets(shipmentId);
    expect(mails.map((m) => m.target)).toEqual(['lead@a.example', 'team@a.example']);
    const team = mails.find((m) => m.target === 'team@a.example')!;
    const token = unsubscribeToken(await getOrCreateSecret(db, UNSUBSCRIBE_SECRET_NAME), team.id);
    const result = await unsubscribeNoticeEmail({ db, token, now: t0 });
    expect(result).toEqual({ email: 'team@a.example', emailEnabled: true });
    expect((await call(app, olga, 'GET', ORG_RULE)).data.emails).toEqual(['lead@a.example']);
  });
});
