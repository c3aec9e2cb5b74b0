import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, sailedRoutes } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { oceanDispatch } from '../../jobs/ocean-dispatch.js';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { oceanSailedRoute } from '../../jobs/ocean-sailed-route.js';
import { makeAllDue } from '../../services/ocean/test-support/ocean-state.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/** views.md §4: a completed shipment gets its sailed vessel route saved, by a job written with the completion. */
let ctx: TestContext;
let sandbox: Sandbox;
let app: FastifyInstance;
let member: Member;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, speed: 0, size: { activeContainers: 300 } });
  ctx = await createTestContext();
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, OCEAN_TNT_URL: sandbox.endpoints.dcsaTnt, OCEAN_TNT_API_KEY: sandbox.apiKey },
    jobs: { schedule: false, work: false },
  });
  await app.ready();
  member = await registerMember(app, 'routekeeper');
});
afterAll(async () => {
  await ctx?.cleanup();
  await sandbox?.close();
});

const context = () => ({ ...app.jobContext('test'), db: ctx.database, log: app.log });
const queuedRoutes = async () =>
  rowsOf<{ n: number }>(
    await ctx.database.orm.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'ocean.sailed-route'`,
    ),
  )[0]?.n ?? 0;

describe('the sailed route of a completed shipment', () => {
  it('is queued with the completion, saved once per organisation, and not queued again', async () => {
    const now = sandbox.clock.now();
    const done = sandbox.world.shipments.find(
      (s) =>
        s.status === 'CONFIRMED' &&
        s.containers.length > 0 &&
        (sandbox.world.milestonesOf(s).at(-1)?.actual ?? Number.POSITIVE_INFINITY) < now - 2 * 86_400_000,
    );
    if (!done) throw new Error('no completed sandbox shipment');
    const containerNumber = done.containers[0]!.number;
    const res = await call(app, member, 'POST', '/application/ocean/subscribe', {
      containerNumber,
      carrierCode: done.carrierScac,
    });
    expect(res.statusCode).toBe(20000);
    expect(await queuedRoutes()).toBe(0);
    const { default: firstPolls } = await oceanFirstPolls.loadHandler();
    await firstPolls({ carrierCode: done.carrierScac }, context());
    const [shipment] = await ctx.database.orm.select().from(oceanShipments);
    expect(shipment!.completed).toBe(true);
    expect(await queuedRoutes()).toBe(1);

    const { default: saveRoute } = await oceanSailedRoute.loadHandler();
    await saveRoute({ shipmentId: shipment!.id }, context());
    const routes = await ctx.database.orm.select().from(sailedRoutes);
    expect(routes.map((r) => r.businessNumber)).toEqual([containerNumber]);
    expect(routes[0]!.coordinates.length).toBeGreaterThan(1);

    // Polled again (on demand, a push): the completion is not new, so nothing is queued twice.
    await makeAllDue(ctx.database, true);
    const { default: dispatch } = await oceanDispatch.loadHandler();
    await dispatch({ source: 'test' }, context());
    expect(await queuedRoutes()).toBe(1);
    expect(
      await ctx.database.orm
        .select()
        .from(sailedRoutes)
        .where(eq(sailedRoutes.businessNumber, containerNumber)),
    ).toHaveLength(1);
  });
});
