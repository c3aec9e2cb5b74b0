import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanSubscriptions } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { type OceanSandboxApp, startOceanSandboxApp } from '../../test/ocean-sandbox-app.js';

/**
 * A subscription's first poll comes within 60 s whatever the plan (the free plan refreshes every
 * 6 hours): the subscribe queues its carrier's first-polls job in its own transaction, and that
 * job, run on a clock under a minute later, polls the shipment.
 */
const MINUTE = 60_000;

let t: OceanSandboxApp;
beforeAll(async () => {
  t = await startOceanSandboxApp({ members: ['firstpoll', 'secondpoll'] });
});
afterAll(() => t?.close());

async function runFirstPolls(carrierCode: string, at: Date) {
  const { default: handle } = await oceanFirstPolls.loadHandler();
  await handle({ carrierCode }, t.jobContext(at));
}

const queuedFirstPolls = async (carrierCode: string) =>
  rowsOf<{ n: number }>(
    await t.ctx.database.orm.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'ocean.first-polls'
        and state = 'created' and singleton_key = ${carrierCode}`,
    ),
  )[0]?.n ?? 0;

describe('the first poll of a subscription', () => {
  it('is queued with the subscription and polls within the minute on a 6-hour plan', async () => {
    const [first] = t.members;
    const { containerNumber, carrierCode } = t.sample(0);
    const subscribedAt = new Date();
    const res = await t.subscribe(first!, containerNumber, carrierCode);
    expect(res.statusCode).toBe(20000);
    expect((await t.shipmentOf(res.data.id)).refreshIntervalMinutes).toBe(360);
    expect(await queuedFirstPolls(carrierCode)).toBe(1);
    await runFirstPolls(carrierCode, new Date(subscribedAt.getTime() + 30_000));
    const shipment = await t.shipmentOf(res.data.id);
    expect(shipment.lastRefreshedAt).not.toBeNull();
    expect(shipment.view).not.toBeNull();
  });

  it('is due again for a new subscriber when the polls so far faulted', async () => {
    const [first, second] = t.members;
    const { containerNumber, carrierCode } = t.sample(1);
    const a = await t.subscribe(first!, containerNumber, carrierCode);
    t.sandbox.faults.set('dcsa-tnt', { mode: 'error' });
    try {
      await runFirstPolls(carrierCode, new Date(Date.now() + 1000));
    } finally {
      t.sandbox.faults.clear();
    }
    const faulted = await t.shipmentOf(a.data.id);
    expect(faulted.lastErrorKind).toBe('server');
    expect(faulted.nextRefreshAt!.getTime()).toBeGreaterThan(Date.now() + MINUTE / 2);
    // Another organisation subscribes the same number: its first poll is within the minute.
    const b = await t.subscribe(second!, containerNumber, carrierCode);
    expect(b.statusCode).toBe(20000);
    await runFirstPolls(carrierCode, new Date(Date.now() + 20_000));
    const polled = await t.shipmentOf(b.data.id);
    expect(polled.lastErrorKind).toBeNull();
    expect(polled.view).not.toBeNull();
  });

  it('is never lost: a subscription whose job cannot be queued is not kept', async () => {
    const { containerNumber, carrierCode } = t.sample(2);
    const jobs = t.app.jobs!;
    const send = jobs.send;
    jobs.send = async () => {
      throw new Error('queue down');
    };
    try {
      const res = await t.subscribe(t.members[0]!, containerNumber, carrierCode);
      expect(res.statusCode).toBe(50000);
    } finally {
      jobs.send = send;
    }
    const left = await t.ctx.database.orm
      .select()
      .from(oceanSubscriptions)
      .where(eq(oceanSubscriptions.containerNumber, containerNumber));
    expect(left).toEqual([]);
  });
});
