import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { grantPlan } from '../../services/organizations/grant-plan.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'olga', { companyName: 'Olga Shipping' });
  clientId = (await call(app, owner, 'GET', '/auth/organization/')).data.clientId;
});
afterAll(() => ctx?.cleanup());

describe('GET /auth/organization/', () => {
  it('starts on free with its limits, and the main account holds every permission', async () => {
    const { data } = await call(app, owner, 'GET', '/auth/organization/');
    expect(data).toMatchObject({
      name: 'Olga Shipping',
      members: 1,
      info: { address: '', website: '', contactEmail: '', contactPhone: '' },
      edition: {
        code: 'free',
        validUntil: null,
        expired: false,
        limits: { teamSize: 3, trackingVolume: 100 },
      },
      usage: { members: 1, pending: 0 },
      me: { role: 'main', dataScope: 'all' },
    });
    expect(data.me.permissions).toHaveLength(5);
  });

  it('reads a first-slice trial organisation as free, and an expired plan with free limits', async () => {
    await ctx.database.orm
      .update(organizations)
      .set({ edition: 'trial' })
      .where(eq(organizations.clientId, clientId));
    expect((await call(app, owner, 'GET', '/auth/organization/')).data.edition.code).toBe('free');
    await grantPlan({
      db: ctx.database,
      clientId,
      edition: 'professional',
      months: 1,
      now: new Date(2020, 0, 1),
    });
    const { data } = await call(app, owner, 'GET', '/auth/organization/');
    expect(data.edition).toMatchObject({ code: 'professional', expired: true, limits: { teamSize: 3 } });
    await grantPlan({ db: ctx.database, clientId, edition: 'free', months: 12 });
  });
});

describe('POST /auth/organization/update', () => {
  it('changes company information for company.manage only', async () => {
    const viewer = await addSubAccount(app, owner, 'vera', { permissions: ['company.view'] });
    const denied = await call(app, viewer, 'POST', '/auth/organization/update', { address: 'x' });
    expect(denied.statusCode).toBe(40300);
    const bad = await call(app, owner, 'POST', '/auth/organization/update', { contactEmail: 'nope' });
    expect(bad.statusCode).toBe(40000);
    const res = await call(app, owner, 'POST', '/auth/organization/update', {
      address: '1 Quay Road, Ningbo',
      website: 'https://olga.example',
      contactEmail: 'Ops@Olga.example',
    });
    expect(res.statusCode).toBe(20000);
    const { data } = await call(app, viewer, 'GET', '/auth/organization/');
    expect(data.info).toMatchObject({ address: '1 Quay Road, Ningbo', contactEmail: 'ops@olga.example' });
    expect(data.me).toEqual({ role: 'sub', permissions: ['company.view'], dataScope: 'related' });
  });
});

describe('members', () => {
  it('lists members for company.view or permission.edit, refuses others', async () => {
    const plain = await addSubAccount(app, owner, 'paul');
    expect((await call(app, plain, 'GET', '/auth/organization/members')).statusCode).toBe(40300);
    const { data } = await call(app, owner, 'GET', '/auth/organization/members');
    expect(data[0]).toMatchObject({ username: 'olga', role: 'main', status: 'active' });
    expect(data.map((m: { username: string }) => m.username).sort()).toEqual(['olga', 'paul', 'vera']);
    // The free edition's team (3) is now full.
    await call(app, owner, 'POST', `/auth/organization/members/${plain.id}/status`, { disabled: true });
  });

  it('refuses approval once the edition team size is reached (40300, clear message)', async () => {
    const first = await addSubAccount(app, owner, 'quinn'); // takes paul's freed seat
    const late = await addSubAccount(app, owner, 'rita', { pending: true });
    const res = await call(app, owner, 'POST', `/auth/organization/members/${late.id}/approve`);
    expect(res.statusCode).toBe(40300);
    expect(res.message).toMatch(/Team size limit reached: the free edition allows 3 active members/);
    await grantPlan({ db: ctx.database, clientId, edition: 'standard', months: 12 });
    const ok = await call(app, owner, 'POST', `/auth/organization/members/${late.id}/approve`);
    expect(ok.statusCode).toBe(20000);
    expect((await call(app, owner, 'GET', '/auth/organization/')).data.usage.members).toBe(4);
    expect(first.id).toBeTruthy();
  });

  it('lets a pending member read only the current user and organisation', async () => {
    const sam = await addSubAccount(app, owner, 'sam', { pending: true });
    expect((await call(app, sam, 'GET', '/auth/user/current')).data.status).toBe('pending');
    expect((await call(app, sam, 'GET', '/auth/organization/')).data.name).toBe('Olga Shipping');
    const res = await app.inject({
      url: '/auth/api/keys',
      headers: { authorization: `Bearer ${sam.token}`, lang: 'zh' },
    });
    expect(res.json()).toMatchObject({ statusCode: 40300, message: '您的账号正在等待审核' });
    const en = await call(app, sam, 'GET', '/auth/organization/members');
    expect(en.message).toBe('Your account is waiting for approval');
    const fns = (await call(app, sam, 'GET', '/application/system/functions')).data;
    expect(fns.map((f: { code: string }) => f.code)).not.toContain('enterprise.info');
    // Pending members may sign in (the waiting page needs a session).
    const signIn = await app.inject({ url: `/auth/user/token?username=sam&password=${sam.password}` });
    expect(signIn.json().statusCode).toBe(20000);
    expect((await call(app, sam, 'POST', '/auth/logout')).statusCode).toBe(20000);
  });

  it('disabling a member ends their sessions (40100) and sign-in answers 40102; needs permission.edit', async () => {
    await grantPlan({ db: ctx.database, clientId, edition: 'professional', months: 12 });
    const tom = await addSubAccount(app, owner, 'tom');
    const editor = await addSubAccount(app, owner, 'uma', { permissions: ['permission.edit'] });
    const me = (await call(app, owner, 'GET', '/auth/user/current')).data;
    expect(
      (await call(app, tom, 'POST', `/auth/organization/members/${me.id}/status`, { disabled: true }))
        .statusCode,
    ).toBe(40300);
    expect(
      (await call(app, editor, 'POST', `/auth/organization/members/${me.id}/status`, { disabled: true }))
        .statusCode,
    ).toBe(40300);
    const res = await call(app, editor, 'POST', `/auth/organization/members/${tom.id}/status`, {
      disabled: true,
    });
    expect(res.statusCode).toBe(20000);
    expect((await call(app, tom, 'GET', '/auth/user/current')).statusCode).toBe(40100);
    const signIn = await app.inject({ url: `/auth/user/token?username=tom&password=${tom.password}` });
    expect(signIn.json().statusCode).toBe(40102);
    await call(app, editor, 'POST', `/auth/organization/members/${tom.id}/status`, { disabled: false });
    const again = await app.inject({ url: `/auth/user/token?username=tom&password=${tom.password}` });
    expect(again.json().statusCode).toBe(20000);
  });
});
