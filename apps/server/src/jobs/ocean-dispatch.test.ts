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

  it("queues a new shipment's first refresh at once, and none for a number already tracked", async () => {
    const olga = await registerMember(app, 'olga');
    const subscribed = await call(app, olga, 'POST', '/application/ocean/subscribe', {
      containerNumber: 'MSKU1234565',
      carrierCode: 'MAEU',
    });
    expect(subscribed.statusCode).toBe(20000);
    await call(app, olga, 'POST', '/application/ocean/subscribe', {
      containerNumber: 'MSKU1234565',
      carrierCode: 'MAEU',
    });
    const shipment = await ctx.database.executeSql('select id from ocean_shipments', []);
    const jobs = await ctx.database.executeSql(
      "select data from pgboss.job where name = 'ocean.refresh'",
      [],
    );
    expect(jobs.rows).toEqual([{ data: { shipmentIds: [shipment.rows[0]?.id] } }]);
  });
});
