import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * The embedded deployment as a new user meets it: the sandbox world starts, the first schedule
 * ingest is queued at start-up and worked, and Shanghai → Rotterdam finds 8 weeks of sailings.
 */
let ctx: TestContext;
let app: FastifyInstance;
let user: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, SANDBOX_WORLD: 'true', SANDBOX_CONTAINERS: '100' },
    jobs: { schedule: false, work: true },
  });
  await app.ready();
  const deadline = Date.now() + 150_000;
  for (;;) {
    const runs = (await ctx.database.executeSql('select status, reason from schedule_ingest_runs')).rows;
    if (runs.some((r) => r.status === 'ok')) break;
    if (runs.length > 0) throw new Error(`ingest did not succeed: ${JSON.stringify(runs)}`);
    if (Date.now() > deadline) throw new Error('no schedule ingest within 150 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  user = await registerMember(app, 'newbie');
}, 200_000);
afterAll(() => ctx?.cleanup());

describe('schedules from the sandbox world, ingested at start-up', () => {
  it('Shanghai → Rotterdam: 8 weeks of sailings, each with its legs and cut-offs', async () => {
    const body = await call(
      app,
      user,
      'GET',
      '/application/schedule/p2p?polCode=CNSHA&podCode=NLRTM&pageSize=200',
    );
    expect(body.statusCode).toBe(20000);
    expect(body.data.total).toBeGreaterThan(4);
    const now = Date.now();
    for (const s of body.data.list) {
      expect(Date.parse(s.etd)).toBeGreaterThanOrEqual(now - 86_400_000);
      expect(Date.parse(s.etd)).toBeLessThan(now + 8 * 7 * 86_400_000);
      expect(Date.parse(s.eta)).toBeGreaterThan(Date.parse(s.etd));
      expect(s.legs[0].from.portCode).toBe(s.pol.portCode);
      expect(s.legs.at(-1).to.portCode).toBe(s.pod.portCode);
    }
    const ahead = body.data.list.find((s: { etd: string }) => Date.parse(s.etd) > now + 7 * 86_400_000);
    expect(ahead.cutOffs.documentation).not.toBeNull();
    expect(ahead.cutOffs.vgm).not.toBeNull();
    const groups = await call(
      app,
      user,
      'GET',
      '/application/schedule/p2p/group?polCode=CNSHA&podCode=NLRTM&pageNum=1&pageSize=200',
    );
    // The group call groups the same page of (at most 200) sailings.
    expect(groups.data.total).toBe(body.data.total);
    expect(groups.data.list.reduce((n: number, g: { sailings: unknown[] }) => n + g.sailings.length, 0)).toBe(
      body.data.list.length,
    );
    const service = body.data.list[0];
    const history = await call(
      app,
      user,
      'GET',
      `/vessel2/schedule/history/byRouteCode/group?carrier=${service.carrierCode}&routeCode=${service.serviceCode}`,
    );
    expect(history.statusCode).toBe(20000);
    // Three months of a weekly service: its past calls are measured against their plans.
    expect(history.data.figures.arrival.measured).toBeGreaterThan(5);
  });

  it('finds every sailing again by a search from its own departure day (a shared detail link)', async () => {
    const path = '/application/schedule/p2p?polCode=CNSHA&podCode=NLRTM&pageSize=200';
    const first = await call(app, user, 'GET', `${path}&pageNum=1`);
    const sailings: { id: string; etd: string }[] = [...first.data.list];
    for (let page = 2; sailings.length < first.data.total; page += 1)
      sailings.push(...(await call(app, user, 'GET', `${path}&pageNum=${page}`)).data.list);
    const byDay = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const s of sailings) {
      const day = s.etd.slice(0, 10);
      let ids = byDay.get(day);
      if (!ids) {
        const found = await call(app, user, 'GET', `${path}&etd=${day}&weeksOut=1&pageNum=1`);
        ids = new Set(found.data.list.map((f: { id: string }) => f.id));
        byDay.set(day, ids);
      }
      if (!ids.has(s.id)) missing.push(`${s.id} leaving ${s.etd}`);
    }
    expect(sailings.length).toBe(first.data.total);
    expect(missing).toEqual([]);
  });
});
