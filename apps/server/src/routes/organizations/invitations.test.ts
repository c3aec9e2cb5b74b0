import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, organizations } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, createInvite } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'ivy', { companyName: 'Ivy Cargo' });
});
afterAll(() => ctx?.cleanup());

describe('invitations', () => {
  it('creates a 7-day link, lists it without its token, describes it publicly, deletes it', async () => {
    const invite = await createInvite(app, owner);
    expect(invite.url).toBe(`/join?token=${invite.token}`);
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.9);
    const list = (await call(app, owner, 'GET', '/auth/organization/invitations')).data;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(invite.token);
    const pub = await app.inject({ url: `/auth/invitations/${invite.token}` });
    expect(pub.json().data).toEqual({
      organizationName: 'Ivy Cargo',
      kind: 'employee',
      expiresAt: invite.expiresAt,
      expired: false,
    });
    expect((await app.inject({ url: '/auth/invitations/nope' })).json().statusCode).toBe(40400);
    await call(app, owner, 'DELETE', `/auth/organization/invitations/${invite.id}`);
    expect((await app.inject({ url: `/auth/invitations/${invite.token}` })).json().statusCode).toBe(40400);
    expect((await call(app, owner, 'GET', '/auth/organization/invitations')).data).toEqual([]);
  });

  it('employee links need permission.edit, partner links partner.manage', async () => {
    const viewer = await addSubAccount(app, owner, 'pete', {
      permissions: ['partner.view', 'partner.manage'],
    });
    const emp = await call(app, viewer, 'POST', '/auth/organization/invitations', { kind: 'employee' });
    expect(emp.statusCode).toBe(40300);
    const partner = await call(app, viewer, 'POST', '/auth/organization/invitations', { kind: 'partner' });
    expect(partner.statusCode).toBe(20000);
    const listed = (await call(app, viewer, 'GET', '/auth/organization/invitations')).data;
    expect(listed.map((i: { kind: string }) => i.kind)).toEqual(['partner']);
  });

  it('an expired link is described as expired and refused with a clear 40000', async () => {
    const invite = await createInvite(app, owner);
    await ctx.database.orm
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invite.id));
    expect((await app.inject({ url: `/auth/invitations/${invite.token}` })).json().data.expired).toBe(true);
    const joiner = await registerMember(app, 'jack');
    const res = await call(app, joiner, 'POST', `/auth/invitations/${invite.token}/accept`);
    expect(res).toMatchObject({
      statusCode: 40000,
      message: expect.stringMatching(/invitation has expired/),
    });
    await expect(registerMember(app, 'jill', { inviteToken: invite.token })).rejects.toThrow(/expired/);
  });

  it('an existing main account joins as pending with a new token; its own organisation is retired', async () => {
    const invite = await createInvite(app, owner);
    const kim = await registerMember(app, 'kim', { companyName: 'Kim Solo' });
    const res = await call(app, kim, 'POST', `/auth/invitations/${invite.token}/accept`);
    expect(res.data).toMatchObject({ kind: 'employee', organizationName: 'Ivy Cargo', status: 'pending' });
    expect((await call(app, kim, 'GET', '/auth/user/current')).statusCode).toBe(40100);
    const next = { token: res.data.session.accessToken };
    const me = (await call(app, next, 'GET', '/auth/user/current')).data;
    expect(me).toMatchObject({ role: 'sub', status: 'pending', organization: { name: 'Ivy Cargo' } });
    const members = (await call(app, owner, 'GET', '/auth/organization/members')).data;
    expect(members.find((m: { username: string }) => m.username === 'kim').status).toBe('pending');
    const retired = await ctx.database.orm
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Kim Solo'));
    expect(retired).toEqual([]);
  });

  it('registration with an employee link joins as pending; a partner link cannot register', async () => {
    const invite = await createInvite(app, owner);
    const joe = await registerMember(app, 'joe', { inviteToken: invite.token });
    expect((await call(app, joe, 'GET', '/auth/user/current')).data).toMatchObject({
      role: 'sub',
      status: 'pending',
      organization: { name: 'Ivy Cargo' },
    });
    const partner = await createInvite(app, owner, 'partner');
    await expect(registerMember(app, 'jim', { inviteToken: partner.token })).rejects.toThrow(
      /Only an employee invitation can be used to register/,
    );
  });

  it('refuses an employee link to an organisation with other members (40000)', async () => {
    const lead = await registerMember(app, 'lena');
    await addSubAccount(app, lead, 'leo');
    const invite = await createInvite(app, owner);
    const res = await call(app, lead, 'POST', `/auth/invitations/${invite.token}/accept`);
    expect(res.statusCode).toBe(40000);
    expect(res.message).toMatch(/without other members/);
  });
});

describe('partners', () => {
  it('a partner link shows on both sides and removal ends it for both', async () => {
    const other = await registerMember(app, 'mia', { companyName: 'Mia Trading' });
    const invite = await createInvite(app, owner, 'partner');
    const res = await call(app, other, 'POST', `/auth/invitations/${invite.token}/accept`);
    expect(res.data).toMatchObject({ kind: 'partner', status: 'linked', session: null });
    const mine = (await call(app, owner, 'GET', '/auth/organization/partners')).data;
    expect(mine).toEqual([expect.objectContaining({ organizationName: 'Mia Trading' })]);
    const theirs = (await call(app, other, 'GET', '/auth/organization/partners')).data;
    expect(theirs).toEqual([expect.objectContaining({ organizationName: 'Ivy Cargo' })]);
    const plain = await addSubAccount(app, owner, 'nils');
    expect((await call(app, plain, 'GET', '/auth/organization/partners')).statusCode).toBe(40300);
    expect((await call(app, owner, 'DELETE', `/auth/organization/partners/${mine[0].id}`)).statusCode).toBe(
      20000,
    );
    expect((await call(app, other, 'GET', '/auth/organization/partners')).data).toEqual([]);
  });
});
