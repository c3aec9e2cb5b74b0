import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  // Schedules but does not work, so the queued jobs stay visible.
  app = await ctx.app({ env: AUTH_TEST_ENV, jobs: { schedule: true, work: false } });
  await app.ready();
});
afterAll(() => ctx?.cleanup());

describe('ocean jobs', () => {
  it('schedules the dispatcher every minute (UTC)', async () => {
    const rows = await ctx.database.executeSql(
      "select cron, timezone from pgboss.schedule where name = 'ocean.dispatch'",
      [],
    );
    expect(rows.rows).toEqual([{ cron: '* * * * *', timezone: 'UTC' }]);
  });

  it("queues a new shipment's first poll at once, one job per carrier, none for a number already tracked", async () => {
    const olga = await registerMember(app, 'olga');
    const subscribe = async (containerNumber: string, carrierCode: string) => {
      const subscribed = await call(app, olga, 'POST', '/application/ocean/subscribe', {
        containerNumber,
        carrierCode,
      });
      expect(subscribed.statusCode).toBe(20000);
    };
    await subscribe('MSKU1234565', 'MAEU');
    await subscribe('MSKU1234565', 'MAEU');
    // A burst of one carrier's new numbers waits as one job, which claims them all when it runs.
    await subscribe('MSKU7654328', 'MAEU');
    await subscribe('MRKU0000004', 'MAEU');
    await subscribe('CSNU1234560', 'COSU');
    const jobs = await ctx.database.executeSql(
      "select data from pgboss.job where name in ('ocean.first-polls', 'ocean.refresh') order by data->>'carrierCode'",
      [],
    );
    expect(jobs.rows).toEqual([{ data: { carrierCode: 'COSU' } }, { data: { carrierCode: 'MAEU' } }]);
  });
});
