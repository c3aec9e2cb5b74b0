import { DEFAULT_EXPORT_FIELDS, MAX_EXPORT_TEMPLATES } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTemplates } from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount, call, type SubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const BASE = '/application/ocean/export/templates';
const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  fields: ['billNumber', 'eta', 'containerNumber'],
  ...extra,
});

let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;
let sam: SubAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  olga = await registerMember(app, 'olga');
  sam = await addSubAccount(app, olga, 'sam');
});
afterAll(() => ctx?.cleanup());

describe('export templates', () => {
  it('lists the read-only default first, named in the request language', async () => {
    const zh = (
      await app.inject({ method: 'GET', url: `${BASE}?lang=zh`, headers: bearer(sam.token) })
    ).json();
    expect(zh.statusCode).toBe(20000);
    expect(zh.data).toEqual([
      {
        id: 'default',
        name: '默认模板',
        enabled: true,
        readOnly: true,
        rowMode: 'shipment',
        fields: [...DEFAULT_EXPORT_FIELDS],
        schedule: null,
        updatedAt: null,
      },
    ]);
  });

  it('creates, saves with a schedule, copies, orders and deletes; a sixth is 42900 in the caller language', async () => {
    const a = await call(app, sam, 'POST', BASE, body('A', { rowMode: 'container' }));
    expect(a.statusCode).toBe(20000);
    expect(a.data).toMatchObject({
      name: 'A',
      enabled: true,
      readOnly: false,
      rowMode: 'container',
      schedule: null,
    });
    // Weekly on Monday 08:30 in Shanghai, saved on Friday 2026-11-27 12:00 UTC: next Monday 00:30 UTC.
    const saved = await call(
      app,
      sam,
      'POST',
      `${BASE}/${a.data.id}`,
      body('A2', {
        schedule: {
          cycle: 'weekly',
          weekday: 1,
          time: '08:30',
          timeZone: 'Asia/Shanghai',
          emails: 'ops@example.com，lead@example.com',
          format: 'csv',
        },
      }),
    );
    expect(saved.statusCode).toBe(20000);
    expect(saved.data.name).toBe('A2');
    expect(saved.data.schedule).toMatchObject({
      cycle: 'weekly',
      weekday: 1,
      emails: ['ops@example.com', 'lead@example.com'],
      format: 'csv',
      language: 'en',
      lastSentAt: null,
    });
    const next = new Date(saved.data.schedule.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // 08:30 in Shanghai is 00:30 UTC, on a Monday.
    expect(next.getUTCHours()).toBe(0);
    expect(next.getUTCMinutes()).toBe(30);
    expect(next.getUTCDay()).toBe(1);

    // A disabled template keeps its schedule but has no next run.
    const off = await call(app, sam, 'POST', `${BASE}/${a.data.id}`, {
      ...body('A2', { enabled: false, rowMode: 'container' }),
      schedule: { cycle: 'daily', time: '07:00', timeZone: 'UTC', emails: 'ops@example.com' },
    });
    expect(off.data.enabled).toBe(false);
    expect(off.data.schedule.nextRunAt).toBeNull();

    const copy = await call(app, sam, 'POST', `${BASE}/default/copy`);
    expect(copy.statusCode).toBe(20000);
    expect(copy.data).toMatchObject({
      name: 'Default template (copy)',
      readOnly: false,
      fields: [...DEFAULT_EXPORT_FIELDS],
    });
    const copyOfA = await call(app, sam, 'POST', `${BASE}/${a.data.id}/copy`);
    expect(copyOfA.data).toMatchObject({ name: 'A2 (copy)', rowMode: 'container', schedule: null });
    const c = await call(app, sam, 'POST', BASE, body('C'));
    const d = await call(app, sam, 'POST', BASE, body('D'));
    expect(d.statusCode).toBe(20000);
    const listed = (await call(app, sam, 'GET', BASE)).data.map((t: { name: string }) => t.name);
    expect(listed).toEqual(['Default template', 'A2', 'Default template (copy)', 'A2 (copy)', 'C', 'D']);
    expect(listed).toHaveLength(MAX_EXPORT_TEMPLATES + 1);

    const sixth = (
      await app.inject({
        method: 'POST',
        url: `${BASE}?lang=jp`,
        headers: bearer(sam.token),
        payload: body('F'),
      })
    ).json();
    expect(sixth.statusCode).toBe(42900);
    expect(sixth.message).toBe('テンプレートの上限を超えました：エクスポートテンプレートは最大 5 件です');
    const sixthCopy = (
      await app.inject({ method: 'POST', url: `${BASE}/default/copy?lang=zh`, headers: bearer(sam.token) })
    ).json();
    expect(sixthCopy.statusCode).toBe(42900);
    expect(sixthCopy.message).toBe('模板数量超限：最多 5 个导出模板');

    const ordered = await call(app, sam, 'POST', `${BASE}/order`, { ids: [d.data.id, c.data.id] });
    expect(ordered.data.map((t: { name: string }) => t.name)).toEqual([
      'Default template',
      'D',
      'C',
      'A2',
      'Default template (copy)',
      'A2 (copy)',
    ]);

    expect((await call(app, sam, 'POST', `${BASE}/${c.data.id}/delete`)).statusCode).toBe(20000);
    expect((await call(app, sam, 'POST', `${BASE}/${c.data.id}/delete`)).statusCode).toBe(40400);
    expect((await call(app, sam, 'POST', BASE, body('F'))).statusCode).toBe(20000);
  });

  it('keeps the default read-only: save and delete 40300', async () => {
    expect((await call(app, olga, 'POST', `${BASE}/default`, body('X'))).statusCode).toBe(40300);
    expect((await call(app, olga, 'POST', `${BASE}/default/delete`)).statusCode).toBe(40300);
  });

  it("answers 40400 for a colleague's template and leaves it alone", async () => {
    const [samsTemplate] = await ctx.database.orm
      .select()
      .from(exportTemplates)
      .where(eq(exportTemplates.ownerUserId, sam.id));
    const id = samsTemplate!.id;
    expect((await call(app, olga, 'POST', `${BASE}/${id}`, body('Hacked'))).statusCode).toBe(40400);
    expect((await call(app, olga, 'POST', `${BASE}/${id}/copy`)).statusCode).toBe(40400);
    expect((await call(app, olga, 'POST', `${BASE}/${id}/delete`)).statusCode).toBe(40400);
    expect((await call(app, olga, 'POST', `${BASE}/order`, { ids: [id] })).statusCode).toBe(40400);
    const [after] = await ctx.database.orm.select().from(exportTemplates).where(eq(exportTemplates.id, id));
    expect(after).toEqual(samsTemplate);
    expect((await call(app, olga, 'GET', BASE)).data).toHaveLength(1);
  });

  it('answers schedule problems as field problems, like the digest', async () => {
    const schedule = { cycle: 'daily', time: '08:00', timeZone: 'UTC' };
    const empty = await call(app, olga, 'POST', BASE, body('S', { schedule: { ...schedule, emails: ' ' } }));
    expect(empty.statusCode).toBe(40000);
    expect(empty.data.issues[0]).toMatchObject({ field: 'emails', problem: 'emailListRequired' });
    const many = await call(app, olga, 'POST', BASE, {
      ...body('S'),
      schedule: { ...schedule, emails: 'a@x.com,b@x.com,c@x.com,d@x.com' },
    });
    expect(many.data.issues[0]).toMatchObject({ field: 'emails', problem: 'emailListTooMany' });
    const bad = await call(
      app,
      olga,
      'POST',
      BASE,
      body('S', { schedule: { ...schedule, emails: 'not-an-address' } }),
    );
    expect(bad.data.issues[0]).toMatchObject({ field: 'emails', problem: 'emailListInvalid' });
    const weekly = await call(app, olga, 'POST', BASE, {
      ...body('S'),
      schedule: { ...schedule, cycle: 'weekly', emails: 'a@x.com' },
    });
    expect(weekly.data.issues[0]).toMatchObject({ field: 'weekday', problem: 'required' });
    const noFields = await call(app, olga, 'POST', BASE, { name: 'S', fields: [] });
    expect(noFields.statusCode).toBe(40000);
    expect((await call(app, olga, 'GET', BASE)).data).toHaveLength(1);
  });

  it('is for members only', async () => {
    const token = (await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })).json()
      .data.accessToken as string;
    const res = (await app.inject({ method: 'GET', url: BASE, headers: bearer(token) })).json();
    expect(res.statusCode).toBe(40300);
  });
});
