import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanReminders, oceanShipments, oceanSubscriptions, organizations } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { notificationsCleanup } from './notifications-cleanup.js';
import { notificationsStale } from './notifications-stale.js';

let ctx: TestContext;
let app: FastifyInstance;
let organizationId: string;
const HOUR = 3_600_000;
const t0 = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  // Schedules and sends, works nothing: the queued fan-out stays in pgboss.job to be seen.
  app = await ctx.app({ jobs: { schedule: true, work: false } });
  await app.ready();
  const [org] = await ctx.database.orm
    .insert(organizations)
    .values({ name: 'Stale Co', clientId: 'TLSTALE002' })
    .returning();
  organizationId = org!.id;
});
afterAll(() => ctx?.cleanup());

async function silentShipment(reference: string, lastRefreshedAt: Date): Promise<string> {
  const [s] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'CONTAINER',
      reference,
      refreshIntervalMinutes: 60,
      lastRefreshedAt,
    })
    .returning();
  await ctx.database.orm
    .insert(oceanSubscriptions)
    .values({ organizationId, shipmentId: s!.id, containerNumber: reference, carrierCode: 'MAEU' });
  return s!.id;
}

async function run(at: Date) {
  const { default: handler } = await notificationsStale.loadHandler();
  await handler({ source: 'cron' }, { ...app.jobContext('test'), clock: { now: () => at } });
}

const fanOutsOf = async (shipmentId: string) =>
  (
    await ctx.database.executeSql(
      "select data from pgboss.job where name = 'notifications.fan-out' and data->>'shipmentId' = $1",
      [shipmentId],
    )
  ).rows;

describe('notifications.stale and notifications.cleanup jobs', () => {
  it('are scheduled: the check every minute (its period is claimed), the cleanup daily', async () => {
    const rows = await ctx.database.executeSql(
      "select name, cron from pgboss.schedule where name in ('notifications.stale', 'notifications.cleanup') order by name",
      [],
    );
    expect(rows.rows).toEqual([
      { name: notificationsCleanup.name, cron: '37 3 * * *' },
      { name: notificationsStale.name, cron: '* * * * *' },
    ]);
  });

  it('records a stale shipment with its fan-out job, once per DATA_STALE_CHECK_MINUTES', async () => {
    const first = await silentShipment('MSKU1000001', new Date(t0.getTime() - 25 * HOUR));
    await run(t0);
    expect(await fanOutsOf(first)).toEqual([{ data: { shipmentId: first } }]);
    const reminders = await ctx.database.orm
      .select()
      .from(oceanReminders)
      .where(eq(oceanReminders.shipmentId, first));
    expect(reminders.map((r) => r.type)).toEqual(['DATA_STALE']);
    // Another goes stale; the run a minute later is inside the 10-minute period and does nothing.
    const second = await silentShipment('MSKU1000002', new Date(t0.getTime() - 25 * HOUR));
    await run(new Date(t0.getTime() + 60_000));
    expect(await fanOutsOf(second)).toEqual([]);
    await run(new Date(t0.getTime() + 10 * 60_000));
    expect(await fanOutsOf(second)).toEqual([{ data: { shipmentId: second } }]);
  });
});
