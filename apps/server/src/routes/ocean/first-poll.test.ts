import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * A subscription's first poll comes within 60 s whatever the plan (the free plan refreshes every
 * 6 hours): the subscribe queues its carrier's first-polls job in its own transaction, and that
 * job, run on a clock under a minute later, polls the shipment.
 */
const S = '/application/ocean/subscribe';
const MINUTE = 60_000;

let ctx: TestContext;
let sandbox: Sandbox;
let app: FastifyInstance;
let first: Member;
let second: Member;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, speed: 0, size: { activeContainers: 300 } });
  ctx = await createTestContext();
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, OCEAN_TNT_URL: sandbox.endpoints.dcsaTnt, OCEAN_TNT_API_KEY: sandbox.apiKey },
    // Jobs are queued but no worker takes them: the test runs the handler on its own clock.
    jobs: { schedule: false, work: false },
  });
  await app.ready();
  first = await registerMember(app, 'firstpoll');
  second = await registerMember(app, 'secondpoll');
});
afterAll(async () => {
  await ctx?.cleanup();
  await sandbox?.close();
});

async function runFirstPolls(carrierCode: string, at: Date) {
  const { default: handle } = await oceanFirstPolls.loadHandler();
  await handle(
    { carrierCode },
    { ...app.jobContext('test'), clock: { now: () => at }, db: ctx.database, log: app.log },
  );
}

const queuedFirstPolls = async (carrierCode: string) =>
  rowsOf<{ n: number }>(
    await ctx.database.orm.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'ocean.first-polls'
        and state = 'created' and singleton_key = ${carrierCode}`,
    ),
  )[0]?.n ?? 0;

async function shipmentOf(subscriptionId: string) {
  const [row] = await ctx.database.orm
    .select({ shipment: oceanShipments })
    .from(oceanSubscriptions)
    .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
    .where(eq(oceanSubscriptions.id, subscriptionId));
  return row!.shipment;
}

describe('the first poll of a subscription', () => {
  it('is queued with the subscription and polls within the minute on a 6-hour plan', async () => {
    const containerNumber = sandbox.world.samples().containers[0]!;
    const carrierCode = sandbox.world.samples().carriers[containerNumber]!;
    const subscribedAt = new Date();
    const res = await call(app, first, 'POST', S, { containerNumber, carrierCode });
    expect(res.statusCode).toBe(20000);
    expect((await shipmentOf(res.data.id)).refreshIntervalMinutes).toBe(360);
    expect(await queuedFirstPolls(carrierCode)).toBe(1);
    await runFirstPolls(carrierCode, new Date(subscribedAt.getTime() + 30_000));
    const shipment = await shipmentOf(res.data.id);
    expect(shipment.lastRefreshedAt).not.toBeNull();
    expect(shipment.view).not.toBeNull();
  });

  it('is due again for a new subscriber when the polls so far faulted', async () => {
    const containerNumber = sandbox.world.samples().containers[1]!;
    const carrierCode = sandbox.world.samples().carriers[containerNumber]!;
    const a = await call(app, first, 'POST', S, { containerNumber, carrierCode });
    sandbox.faults.set('dcsa-tnt', { mode: 'error' });
    try {
      await runFirstPolls(carrierCode, new Date(Date.now() + 1000));
    } finally {
      sandbox.faults.clear();
    }
    const faulted = await shipmentOf(a.data.id);
    expect(faulted.lastErrorKind).toBe('server');
    expect(faulted.nextRefreshAt!.getTime()).toBeGreaterThan(Date.now() + MINUTE / 2);
    // Another organisation subscribes the same number: its first poll is within the minute.
    const b = await call(app, second, 'POST', S, { containerNumber, carrierCode });
    expect(b.statusCode).toBe(20000);
    await runFirstPolls(carrierCode, new Date(Date.now() + 20_000));
    const polled = await shipmentOf(b.data.id);
    expect(polled.lastErrorKind).toBeNull();
    expect(polled.view).not.toBeNull();
  });

  it('is never lost: a subscription whose job cannot be queued is not kept', async () => {
    const containerNumber = sandbox.world.samples().containers[2]!;
    const carrierCode = sandbox.world.samples().carriers[containerNumber]!;
    const jobs = app.jobs!;
    const send = jobs.send;
    jobs.send = async () => {
      throw new Error('queue down');
    };
    try {
      const res = await call(app, first, 'POST', S, { containerNumber, carrierCode });
      expect(res.statusCode).toBe(50000);
    } finally {
      jobs.send = send;
    }
    const left = await ctx.database.orm
      .select()
      .from(oceanSubscriptions)
      .where(eq(oceanSubscriptions.containerNumber, containerNumber));
    expect(left).toEqual([]);
  });
});
