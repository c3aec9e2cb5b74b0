import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, sailedRoutes } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { oceanDispatch } from '../../jobs/ocean-dispatch.js';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { oceanSailedRoute } from '../../jobs/ocean-sailed-route.js';
import { makeAllDue } from '../../services/ocean/test-support/ocean-state.js';
import { type OceanSandboxApp, startOceanSandboxApp } from '../../test/ocean-sandbox-app.js';

/** views.md §4: a completed shipment gets its sailed vessel route saved, by a job written with the completion. */
let t: OceanSandboxApp;
beforeAll(async () => {
  t = await startOceanSandboxApp({ members: ['routekeeper'] });
});
afterAll(() => t?.close());

const context = () => t.jobContext();
const queuedRoutes = async () =>
  rowsOf<{ n: number }>(
    await t.ctx.database.orm.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'ocean.sailed-route'`,
    ),
  )[0]?.n ?? 0;

describe('the sailed route of a completed shipment', () => {
  it('is queued with the completion, saved once per organisation, and not queued again', async () => {
    const { sandbox, ctx } = t;
    const now = sandbox.clock.now();
    const done = sandbox.world.shipments.find(
      (s) =>
        s.status === 'CONFIRMED' &&
        s.containers.length > 0 &&
        (sandbox.world.milestonesOf(s).at(-1)?.actual ?? Number.POSITIVE_INFINITY) < now - 2 * 86_400_000,
    );
    if (!done) throw new Error('no completed sandbox shipment');
    const containerNumber = done.containers[0]!.number;
    const res = await t.subscribe(t.members[0]!, containerNumber, done.carrierScac);
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
