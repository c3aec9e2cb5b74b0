import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../services/organizations/grant-plan.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let clientId: string;
let viewer: SubAccount;
let plain: SubAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'dora', { companyName: 'Dora Forwarding' });
  clientId = (await call(app, owner, 'GET', '/auth/organization/')).data.clientId;
  await grantPlan({ db: ctx.database, clientId, edition: 'standard', months: 12 });
  viewer = await addSubAccount(app, owner, 'viktor', { permissions: ['company.view'] });
  plain = await addSubAccount(app, owner, 'pia');
});
afterAll(() => ctx?.cleanup());

describe('departments', () => {
  it('company.manage writes, company.view reads, others get 40300', async () => {
    expect(
      (await call(app, viewer, 'POST', '/auth/organization/departments', { name: 'Ops' })).statusCode,
    ).toBe(40300);
    expect((await call(app, plain, 'GET', '/auth/organization/departments')).statusCode).toBe(40300);
    const created = await call(app, owner, 'POST', '/auth/organization/departments', { name: 'Ops' });
    expect(created.statusCode).toBe(20000);
    const dup = await call(app, owner, 'POST', '/auth/organization/departments', { name: 'ops' });
    expect(dup.statusCode).toBe(40000);
    const id = created.data.id;
    expect(
      (await call(app, owner, 'POST', `/auth/organization/departments/${id}`, { name: 'Operations' })).data,
    ).toEqual({ id, name: 'Operations' });
    await call(app, owner, 'POST', `/auth/organization/members/${plain.id}`, { departmentId: id });
    expect((await call(app, viewer, 'GET', '/auth/organization/departments')).data).toEqual([
      { id, name: 'Operations', memberCount: 1 },
    ]);
  });

  it('deleting a department clears it on its members, who keep working', async () => {
    const [dept] = (await call(app, owner, 'GET', '/auth/organization/departments')).data;
    expect((await call(app, owner, 'DELETE', `/auth/organization/departments/${dept.id}`)).statusCode).toBe(
      20000,
    );
    const members = (await call(app, owner, 'GET', '/auth/organization/members')).data;
    expect(members.find((m: { id: string }) => m.id === plain.id).departmentId).toBeNull();
    expect((await call(app, plain, 'GET', '/auth/user/current')).statusCode).toBe(20000);
    expect((await call(app, owner, 'DELETE', `/auth/organization/departments/${dept.id}`)).statusCode).toBe(
      40400,
    );
  });
});

describe('permission groups and data scope', () => {
  it('needs permission.edit', async () => {
    expect((await call(app, viewer, 'GET', '/auth/organization/permission-groups')).statusCode).toBe(40300);
    const editor = await addSubAccount(app, owner, 'edna', { permissions: ['permission.edit'] });
    const { data } = await call(app, editor, 'GET', '/auth/organization/permission-groups');
    expect(data.map((g: { name: string }) => g.name)).toEqual(['edna group', 'viktor group']);
    expect(data[1]).toMatchObject({ permissions: ['company.view'], dataScope: 'related', memberCount: 1 });
  });

  it("gives 'all' only on editions that offer it, and falls back to 'related' when the plan lapses", async () => {
    const body = { name: 'Managers', permissions: ['company.view'], dataScope: 'all' };
    const refused = await call(app, owner, 'POST', '/auth/organization/permission-groups', body);
    expect(refused.statusCode).toBe(40300);
    expect(refused.message).toMatch(/standard edition does not offer the data scope 'all'/);
    await grantPlan({ db: ctx.database, clientId, edition: 'professional', months: 12 });
    const group = await call(app, owner, 'POST', '/auth/organization/permission-groups', body);
    expect(group.statusCode).toBe(20000);
    await call(app, owner, 'POST', `/auth/organization/members/${plain.id}`, {
      permissionGroupId: group.data.id,
    });
    expect((await call(app, plain, 'GET', '/auth/organization/')).data.me).toEqual({
      role: 'sub',
      permissions: ['company.view'],
      dataScope: 'all',
    });
    await grantPlan({
      db: ctx.database,
      clientId,
      edition: 'professional',
      months: 1,
      now: new Date(2020, 0, 1),
    });
    expect((await call(app, plain, 'GET', '/auth/organization/')).data.me.dataScope).toBe('related');
    await grantPlan({ db: ctx.database, clientId, edition: 'professional', months: 12 });
  });

  it('changes and deletes groups; members of a deleted group lose its permissions', async () => {
    const groups = (await call(app, owner, 'GET', '/auth/organization/permission-groups')).data;
    const managers = groups.find((g: { name: string }) => g.name === 'Managers');
    const changed = await call(app, owner, 'POST', `/auth/organization/permission-groups/${managers.id}`, {
      permissions: ['company.manage', 'partner.view'],
    });
    expect(changed.statusCode).toBe(20000);
    expect(
      (await call(app, plain, 'POST', '/auth/organization/update', { website: 'https://d.example' }))
        .statusCode,
    ).toBe(20000);
    const fns = (await call(app, plain, 'GET', '/application/system/functions')).data.map(
      (f: { code: string }) => f.code,
    );
    expect(fns).toEqual(expect.arrayContaining(['enterprise.info', 'enterprise.partners']));
    expect(fns).not.toContain('enterprise.permissions');
    await call(app, owner, 'DELETE', `/auth/organization/permission-groups/${managers.id}`);
    expect((await call(app, plain, 'GET', '/auth/organization/')).data.me).toEqual({
      role: 'sub',
      permissions: [],
      dataScope: 'related',
    });
    expect((await call(app, plain, 'POST', '/auth/organization/update', { website: 'x' })).statusCode).toBe(
      40300,
    );
  });
});
