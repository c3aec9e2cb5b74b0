import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, oceanSubscriptions, userIdentities, users } from '../db/schema/index.js';
import { buildOceanExport } from '../services/exports/build-ocean-export.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../test/auth.js';
import { addSubAccount, call, createInvite } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

/**
 * The tenant-isolation matrix: a member of organisation A calls every endpoint that takes an id
 * with organisation B's ids and must get 40300 or 40400, never B's data. Every new id-taking
 * endpoint adds its row to ID_ENDPOINTS.
 *
 * Not in the matrix, on purpose: GET /auth/user/avatar/:id is public (image tags send no token;
 * ids are random UUIDs shown only in the owner's profile).
 */
interface Ids {
  apiKeyId: string;
  pendingMemberId: string;
  memberId: string;
  departmentId: string;
  permissionGroupId: string;
  invitationId: string;
  partnerId: string;
  /** A messaging-app account bound to B's main account. */
  unionId: string;
  /** An ocean subscription of B's. */
  subscriptionId: string;
  /** A share link of B's. */
  shareLinkId: string;
  /** A bulk import preview of B's. */
  importId: string;
  /** A finished export job of B's. */
  exportJobId: string;
  /** B's own export template. */
  exportTemplateId: string;
  /** A notice of B's notice centre. */
  noticeId: string;
  /** B's webhook endpoint and a message of it (a test event). */
  webhookEndpointId: string;
  webhookMessageId: string;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (b: Ids, a: { userId: string; webhookEndpointId: string }) => string;
  payload?: (b: Ids, a: { userId: string; webhookEndpointId: string }) => Record<string, unknown>;
  /**
   * Other answers allowed, with the reason: a form field naming an id answers its field problem
   * (40000), the same whether the id is another tenant's or does not exist.
   */
  codes?: number[];
}

const M = '/auth/organization';
const OCEAN = '/application/ocean/subscribe';
const TEMPLATES = '/application/ocean/export/templates';
const ID_ENDPOINTS: Row[] = [
  { name: 'revoke API key', method: 'DELETE', url: (b) => `/auth/api/keys/${b.apiKeyId}` },
  { name: 'approve member', method: 'POST', url: (b) => `${M}/members/${b.pendingMemberId}/approve` },
  {
    name: 'disable member',
    method: 'POST',
    url: (b) => `${M}/members/${b.memberId}/status`,
    payload: () => ({ disabled: true }),
  },
  {
    name: 'update member',
    method: 'POST',
    url: (b) => `${M}/members/${b.memberId}`,
    payload: () => ({ departmentId: null, permissionGroupId: null }),
  },
  {
    name: "put own member in B's department",
    method: 'POST',
    url: (_b, a) => `${M}/members/${a.userId}`,
    payload: (b) => ({ departmentId: b.departmentId }),
  },
  {
    name: "put own member in B's permission group",
    method: 'POST',
    url: (_b, a) => `${M}/members/${a.userId}`,
    payload: (b) => ({ permissionGroupId: b.permissionGroupId }),
  },
  {
    name: 'rename department',
    method: 'POST',
    url: (b) => `${M}/departments/${b.departmentId}`,
    payload: () => ({ name: 'Hacked' }),
  },
  { name: 'delete department', method: 'DELETE', url: (b) => `${M}/departments/${b.departmentId}` },
  {
    name: 'change permission group',
    method: 'POST',
    url: (b) => `${M}/permission-groups/${b.permissionGroupId}`,
    payload: () => ({ name: 'Hacked', dataScope: 'related' }),
  },
  {
    name: 'delete permission group',
    method: 'DELETE',
    url: (b) => `${M}/permission-groups/${b.permissionGroupId}`,
  },
  {
    name: "invite into B's department",
    method: 'POST',
    url: () => `${M}/invitations`,
    payload: (b) => ({ kind: 'employee', departmentId: b.departmentId }),
  },
  { name: 'delete invitation', method: 'DELETE', url: (b) => `${M}/invitations/${b.invitationId}` },
  { name: 'remove partner', method: 'DELETE', url: (b) => `${M}/partners/${b.partnerId}` },
  {
    name: 'unbind messaging account',
    method: 'DELETE',
    url: (b) => `/auth/user/identities/msgapp/${b.unionId}`,
  },
  { name: 'ocean subscription detail', method: 'GET', url: (b) => `${OCEAN}/${b.subscriptionId}` },
  { name: 'ocean subscription warnings', method: 'GET', url: (b) => `${OCEAN}/${b.subscriptionId}/warning` },
  { name: 'ocean subscription business', method: 'GET', url: (b) => `${OCEAN}/${b.subscriptionId}/business` },
  {
    name: 'ocean subscription remark',
    method: 'POST',
    url: (b) => `${OCEAN}/${b.subscriptionId}/remark`,
    payload: () => ({ contents: 'Hacked' }),
  },
  {
    name: 'ocean subscription client',
    method: 'POST',
    url: (b) => `${OCEAN}/${b.subscriptionId}/client`,
    payload: () => ({ client: 'Hacked' }),
  },
  {
    name: 'confirm bulk import',
    method: 'POST',
    url: () => '/application/ocean/import',
    payload: (b) => ({ previewId: b.importId }),
  },
  { name: 'bulk import progress', method: 'GET', url: (b) => `/application/ocean/import/${b.importId}` },
  {
    name: 'bulk import results sheet',
    method: 'GET',
    url: (b) => `/application/ocean/import/${b.importId}/results`,
  },
  {
    name: 'delete ocean subscriptions',
    method: 'POST',
    url: () => '/application/ocean/subscribes/delete',
    payload: (b) => ({ ids: [b.subscriptionId] }),
  },
  // Terminal calls take business numbers: B's container (MSKU1234565, subscribed in beforeAll).
  {
    name: 'terminal download',
    method: 'POST',
    url: () => '/terminal/us/download',
    payload: () => ({ businessNumber: 'MSKU1234565', portCode: 'USLAX' }),
  },
  {
    name: 'terminal port events',
    method: 'POST',
    url: () => '/terminal/port/event/shipment',
    payload: () => ({ businessNumber: 'MSKU1234565', portCode: 'CNSHA' }),
  },
  {
    name: 'terminal subscribe',
    method: 'POST',
    url: () => '/application/terminal/subscribe',
    payload: () => ({ ctnrno: 'MSKU1234565', portCode: 'USLAX' }),
  },
  {
    name: 'terminal subscriptions',
    method: 'GET',
    url: () => '/application/terminal/subscribe?ctnrno=MSKU1234565&portCode=USLAX',
  },
  {
    name: 'ocean client subscription detail',
    method: 'GET',
    url: (b) => `/application/ocean/client/subscribe/${b.subscriptionId}`,
  },
  {
    name: 'ocean subscription QR code',
    method: 'GET',
    url: (b) => `${OCEAN}/qrcode?subscriptionId=${b.subscriptionId}`,
  },
  {
    name: 'create share link',
    method: 'POST',
    url: () => '/application/ocean/share/links',
    payload: (b) => ({ subscriptionIds: [b.subscriptionId] }),
  },
  {
    name: 'revoke share link',
    method: 'POST',
    url: (b) => `/application/ocean/share/links/${b.shareLinkId}/revoke`,
  },
  {
    name: 'share ocean subscription',
    method: 'POST',
    url: () => `${OCEAN}/share`,
    payload: (b) => ({ businessId: b.subscriptionId, to: 'carol' }),
  },
  {
    name: 'legacy container subscription',
    method: 'GET',
    url: (b) => `/container/subscription/${b.subscriptionId}`,
  },
  {
    name: 'legacy container event history',
    method: 'GET',
    url: (b) => `/container/event/history/${b.subscriptionId}`,
  },
  { name: 'download export file', method: 'GET', url: (b) => `/exports/jobs/${b.exportJobId}/download` },
  {
    name: 'download export file by a forged signed link',
    method: 'GET',
    url: (b) => `/exports/jobs/${b.exportJobId}/file?expires=${Date.now() + 86_400_000}&signature=forged`,
  },
  {
    name: 'save export template',
    method: 'POST',
    url: (b) => `${TEMPLATES}/${b.exportTemplateId}`,
    payload: () => ({ name: 'Hacked', fields: ['billNumber'] }),
  },
  { name: 'copy export template', method: 'POST', url: (b) => `${TEMPLATES}/${b.exportTemplateId}/copy` },
  { name: 'delete export template', method: 'POST', url: (b) => `${TEMPLATES}/${b.exportTemplateId}/delete` },
  {
    name: 'order export templates',
    method: 'POST',
    url: () => `${TEMPLATES}/order`,
    payload: (b) => ({ ids: [b.exportTemplateId] }),
  },
  {
    name: "export with B's template",
    method: 'POST',
    url: () => '/application/ocean/export',
    payload: (b) => ({ templateId: b.exportTemplateId }),
  },
  {
    name: 'mark notices read',
    method: 'POST',
    url: () => '/application/notices/read',
    payload: (b) => ({ ids: [b.noticeId] }),
  },
  {
    name: "reminder rule on B's subscription",
    method: 'POST',
    url: () => '/application/rule/event',
    payload: (b) => ({
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'chosen', subscriptionIds: [b.subscriptionId] },
      channels: { email: false },
    }),
    codes: [40000],
  },
  {
    name: "organisation reminder rule on B's subscription",
    method: 'POST',
    url: () => '/application/rule/event/organization',
    payload: (b) => ({
      enabled: true,
      events: ['ETA_CHANGE'],
      thresholdHours: 6,
      scope: { kind: 'chosen', subscriptionIds: [b.subscriptionId] },
      channels: { email: false },
    }),
    codes: [40000],
  },
  {
    name: 'update webhook endpoint',
    method: 'POST',
    url: () => '/application/webhooks/update',
    payload: (b) => ({ id: b.webhookEndpointId, enabled: false, url: 'https://93.184.215.14/a' }),
  },
  {
    name: 'delete webhook endpoint',
    method: 'POST',
    url: () => '/application/webhooks/delete',
    payload: (b) => ({ id: b.webhookEndpointId }),
  },
  {
    name: 'rotate webhook secret',
    method: 'POST',
    url: () => '/application/webhooks/rotate',
    payload: (b) => ({ id: b.webhookEndpointId }),
  },
  {
    name: 'webhook delivery log',
    method: 'GET',
    url: (b) => `/application/webhooks/deliveries?endpointId=${b.webhookEndpointId}`,
  },
  {
    name: 'redeliver webhook message',
    method: 'POST',
    url: () => '/application/webhooks/redeliver',
    payload: (b) => ({ endpointId: b.webhookEndpointId, messageId: b.webhookMessageId }),
  },
  {
    name: "redeliver B's webhook message to A's own endpoint",
    method: 'POST',
    url: () => '/application/webhooks/redeliver',
    payload: (b, a) => ({ endpointId: a.webhookEndpointId, messageId: b.webhookMessageId }),
  },
  {
    name: 'redeliver a time range of webhook messages',
    method: 'POST',
    url: () => '/application/webhooks/redeliver',
    payload: (b) => ({
      endpointId: b.webhookEndpointId,
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    }),
  },
  {
    name: 'webhook test event',
    method: 'POST',
    url: () => '/application/webhooks/test',
    payload: (b) => ({ endpointId: b.webhookEndpointId, eventType: 'ETA_CHANGE' }),
  },
];

let ctx: TestContext;
let app: FastifyInstance;
let a: Member;
let b: Member;
let bIds: Ids;
let aIds: { userId: string; webhookEndpointId: string };
let bBefore: unknown;
let bKey: string;
let bClientId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  a = await registerMember(app, 'alice');
  b = await registerMember(app, 'bruno');
  const key = (
    await app.inject({
      method: 'POST',
      url: '/auth/api/keys',
      headers: bearer(b.token),
      payload: { name: 'B key' },
    })
  ).json().data;
  const dept = await call(app, b, 'POST', `${M}/departments`, { name: 'B ops' });
  const group = await call(app, b, 'POST', `${M}/permission-groups`, {
    name: 'B viewers',
    permissions: ['company.view'],
    dataScope: 'related',
  });
  const member = await addSubAccount(app, b, 'bella');
  await call(app, b, 'POST', `${M}/members/${member.id}`, {
    departmentId: dept.data.id,
    permissionGroupId: group.data.id,
  });
  const pending = await addSubAccount(app, b, 'boris', { pending: true });
  const invitation = await createInvite(app, b);
  const carol = await registerMember(app, 'carol');
  await call(app, carol, 'POST', `/auth/invitations/${(await createInvite(app, b, 'partner')).token}/accept`);
  const [partner] = (await call(app, b, 'GET', `${M}/partners`)).data;
  const bUserId = (await call(app, b, 'GET', '/auth/user/current')).data.id;
  await app.db.orm
    .insert(userIdentities)
    .values({ provider: 'msgapp', unionId: 'un_bruno', userId: bUserId });
  const subscription = await call(app, b, 'POST', OCEAN, {
    containerNumber: 'MSKU1234565',
    carrierCode: 'MAEU',
    remark: 'B remark',
  });
  if (subscription.statusCode !== 20000) throw new Error(`subscribe failed: ${JSON.stringify(subscription)}`);
  // This app works no jobs: the export is built here, so B's file is really there to steal.
  const exported = await call(app, b, 'POST', '/application/ocean/export', { language: 'en' });
  const built = await buildOceanExport({
    db: app.db,
    exportJobId: exported.data.id,
    ports: app.referenceData.ports,
  });
  if (built.status !== 'done') throw new Error(`export failed: ${JSON.stringify(built)}`);
  const [bNotice] = await app.db.orm
    .insert(notices)
    .values({
      userId: bUserId,
      organizationId: (await app.db.orm.select().from(users).where(eq(users.id, bUserId)))[0]!.organizationId,
      subscriptionId: subscription.data.id,
      shipmentId: (
        await app.db.orm
          .select()
          .from(oceanSubscriptions)
          .where(eq(oceanSubscriptions.id, subscription.data.id))
      )[0]!.shipmentId,
      shipment: {},
      changes: [],
      events: ['ETA_CHANGE'],
    })
    .returning();
  // A public address literal: the SSRF guard needs no DNS for it (the app works no jobs).
  const bEndpoint = await call(app, b, 'POST', '/application/webhooks', {
    url: 'https://93.184.215.14/b',
    eventTypes: ['ETA_CHANGE'],
  });
  if (bEndpoint.statusCode !== 20000) throw new Error(`webhook failed: ${JSON.stringify(bEndpoint)}`);
  const bTest = await call(app, b, 'POST', '/application/webhooks/test', {
    endpointId: bEndpoint.data.id,
    eventType: 'ETA_CHANGE',
  });
  const bLink = await call(app, b, 'POST', '/application/ocean/share/links', {
    subscriptionIds: [subscription.data.id],
  });
  if (bLink.statusCode !== 20000) throw new Error(`share link failed: ${JSON.stringify(bLink)}`);
  const bImport = await call(app, b, 'POST', '/application/ocean/import/preview', {
    text: 'MSKU1234565\tMAEU',
  });
  if (bImport.statusCode !== 20000) throw new Error(`import preview failed: ${JSON.stringify(bImport)}`);
  const bTemplate = await call(app, b, 'POST', TEMPLATES, { name: 'B template', fields: ['billNumber'] });
  if (bTemplate.statusCode !== 20000) throw new Error(`template failed: ${JSON.stringify(bTemplate)}`);
  bIds = {
    shareLinkId: bLink.data.id,
    importId: bImport.data.id,
    exportTemplateId: bTemplate.data.id,
    webhookEndpointId: bEndpoint.data.id,
    webhookMessageId: bTest.data.messageId,
    noticeId: bNotice!.id,
    exportJobId: exported.data.id,
    subscriptionId: subscription.data.id,
    unionId: 'un_bruno',
    apiKeyId: key.id,
    pendingMemberId: pending.id,
    memberId: member.id,
    departmentId: dept.data.id,
    permissionGroupId: group.data.id,
    invitationId: invitation.id,
    partnerId: partner.id,
  };
  // B's schedule search log and a viewed sailing (the caller's own data, never A's).
  const searched = await call(app, b, 'GET', '/application/schedule/p2p?polCode=CNSHA&podCode=NLRTM');
  if (searched.statusCode !== 20000) throw new Error(`p2p failed: ${JSON.stringify(searched)}`);
  const viewed = await call(app, b, 'POST', '/vessel2/schedule/detail/log/save', {
    carrierCode: 'MAEU',
    serviceCode: 'AE1',
    vesselName: 'MAERSK ESSEN',
    voyage: '612W',
    etd: '2030-01-01T00:00:00.000Z',
    eta: '2030-02-01T00:00:00.000Z',
    pol: { portCode: 'CNSHA' },
    pod: { portCode: 'NLRTM' },
  });
  if (viewed.statusCode !== 20000) throw new Error(`detail log failed: ${JSON.stringify(viewed)}`);
  aIds = {
    userId: (await call(app, a, 'GET', '/auth/user/current')).data.id,
    webhookEndpointId: (
      await call(app, a, 'POST', '/application/webhooks', {
        url: 'https://93.184.215.14/a',
        eventTypes: ['ETA_CHANGE'],
      })
    ).data.id,
  };
  // B's digest schedule, then A saving its own (calls without ids: B's must stay as it was).
  const digest = { enabled: true, cycle: 'weekly', weekday: 1, time: '08:00', timeZone: 'UTC' };
  const bDigest = await call(app, b, 'POST', '/application/rule/digest', {
    ...digest,
    emails: 'b@bruno.com',
  });
  if (bDigest.statusCode !== 20000) throw new Error(`digest failed: ${JSON.stringify(bDigest)}`);
  // B's organisation reminder rule likewise; A saving its own must leave it as it was.
  const orgRule = { enabled: true, events: ['ETA_CHANGE'], thresholdHours: 6, scope: { kind: 'all' } };
  const bOrgRule = await call(app, b, 'POST', '/application/rule/event/organization', {
    ...orgRule,
    channels: { email: true },
    emails: 'team@bruno.com',
  });
  if (bOrgRule.statusCode !== 20000) throw new Error(`org rule failed: ${JSON.stringify(bOrgRule)}`);
  bBefore = await snapshotOf(b);
  const aOrgRule = await call(app, a, 'POST', '/application/rule/event/organization', {
    ...orgRule,
    channels: { email: false },
  });
  if (aOrgRule.statusCode !== 20000) throw new Error(`org rule failed: ${JSON.stringify(aOrgRule)}`);
  const aDigest = await call(app, a, 'POST', '/application/rule/digest', { ...digest, emails: 'a@anna.com' });
  if (aDigest.statusCode !== 20000) throw new Error(`digest failed: ${JSON.stringify(aDigest)}`);
  bKey = key.key;
  bClientId = key.clientId;
});
afterAll(() => ctx?.cleanup());

/** Everything of B's that the matrix could have touched. */
async function snapshotOf(who: Member) {
  const [members, departments, groups, invitations, partners] = await Promise.all(
    ['members', 'departments', 'permission-groups', 'invitations', 'partners'].map(
      async (what) => (await call(app, who, 'GET', `${M}/${what}`)).data,
    ),
  );
  const ocean = (await call(app, who, 'GET', `${OCEAN}/`)).data;
  const scheduleLogs = (await call(app, who, 'GET', '/vessel2/schedule/log/userLogs')).data;
  const scheduleViews = (await call(app, who, 'GET', '/vessel2/schedule/history')).data;
  const unreadNotices = (await call(app, who, 'GET', '/application/notices/unread')).data;
  const rule = (await call(app, who, 'GET', '/application/rule/event')).data;
  const webhooks = (await call(app, who, 'GET', '/application/webhooks')).data;
  const webhookLog = await Promise.all(
    webhooks.map(
      async (e: { id: string }) =>
        (await call(app, who, 'GET', `/application/webhooks/deliveries?endpointId=${e.id}`)).data,
    ),
  );
  const digest = (await call(app, who, 'GET', '/application/rule/digest')).data;
  const exportTemplates = (await call(app, who, 'GET', '/application/ocean/export/templates')).data;
  const organizationRule = (await call(app, who, 'GET', '/application/rule/event/organization')).data;
  const shareLinks = (await call(app, who, 'GET', '/application/ocean/share/links')).data;
  return {
    shareLinks,
    exportTemplates,
    organizationRule,
    webhooks,
    webhookLog,
    members,
    departments,
    groups,
    invitations,
    partners,
    ocean,
    scheduleLogs,
    scheduleViews,
    unreadNotices,
    rule,
    digest,
  };
}

describe('tenant isolation', () => {
  it.each(ID_ENDPOINTS)(
    "A gets 40300/40400 on $name with B's ids",
    async ({ method, url, payload, codes = [] }) => {
      const res = await app.inject({
        method,
        url: url(bIds, aIds),
        headers: bearer(a.token),
        ...(payload ? { payload: payload(bIds, aIds) } : {}),
      });
      expect([40300, 40400, ...codes]).toContain(res.json().statusCode);
      if (codes.length === 0) expect(res.json().data).toBeNull();
      else expect(JSON.stringify(res.json().data)).not.toContain(bIds.subscriptionId);
    },
  );

  it("nothing of B's changed and A's member kept no department or group of B's", async () => {
    expect(await snapshotOf(b)).toEqual(bBefore);
    expect((await call(app, b, 'GET', '/auth/user/identities')).data).toHaveLength(1);
    const [me] = (await call(app, a, 'GET', `${M}/members`)).data;
    expect(me).toMatchObject({ departmentId: null, permissionGroupId: null });
  });

  it("A's lists hold none of B's rows", async () => {
    const mine = await snapshotOf(a);
    expect(mine).toMatchObject({
      departments: [],
      groups: [],
      invitations: [],
      partners: [],
      scheduleLogs: [],
      scheduleViews: [],
    });
    // …while B's are there to be leaked.
    expect(bBefore).toMatchObject({
      scheduleLogs: [{ pol: { portCode: 'CNSHA' } }],
      scheduleViews: [{ record: { voyage: '612W' } }],
    });
    expect(mine.ocean).toMatchObject({ list: [], total: 0 });
    expect(mine.shareLinks).toMatchObject({ list: [], total: 0 });
    expect(bBefore).toMatchObject({ shareLinks: { total: 1 } });
    expect(mine.members).toHaveLength(1);
    // Each organisation reads its own reminder rule: A's has no address, B's has its team's.
    expect(mine.organizationRule).toMatchObject({ isSet: true, emails: [] });
    expect(bBefore).toMatchObject({ organizationRule: { isSet: true, emails: ['team@bruno.com'] } });
  });

  it("B's key still works after A's attempts (nothing was revoked)", async () => {
    const token = await app.inject({ url: `/auth/api/token?clientId=${bClientId}&key=${bKey}` });
    expect(token.json().statusCode).toBe(20000);
  });

  it("lists and reads only the caller's organisation", async () => {
    const keys = (await app.inject({ url: '/auth/api/keys', headers: bearer(a.token) })).json().data;
    expect(keys).toEqual([]);
    const org = (await app.inject({ url: '/auth/organization/', headers: bearer(a.token) })).json().data;
    expect(org).toMatchObject({ name: 'alice Logistics', members: 1, usage: { members: 1 } });
    const me = (await app.inject({ url: '/auth/user/current', headers: bearer(a.token) })).json().data;
    expect(me.username).toBe('alice');
  });

  it("A's key cannot be used with B's clientId", async () => {
    const aKey = (
      await app.inject({
        method: 'POST',
        url: '/auth/api/keys',
        headers: bearer(a.token),
        payload: { name: 'A key' },
      })
    ).json().data.key;
    const res = await app.inject({ url: `/auth/api/token?clientId=${bClientId}&key=${aKey}` });
    expect(res.json().statusCode).toBe(40101);
  });
});
