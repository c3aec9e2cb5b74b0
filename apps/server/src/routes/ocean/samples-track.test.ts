import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanFirstPolls } from '../../jobs/ocean-first-polls.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * "Try a sample" on a fresh server: every number the search page offers (GET /sandbox/world)
 * is subscribed as the page does (the number as typed, the sample's carrier), the first-polls
 * job the subscription queues runs, and each shipment has the carrier's events.
 */
const S = '/application/ocean/subscribe';

let ctx: TestContext;
let app: FastifyInstance;
let member: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: { ...AUTH_TEST_ENV, SANDBOX_WORLD: 'true', SANDBOX_CONTAINERS: '300' } });
  await app.ready();
  member = await registerMember(app, 'sampler');
});
afterAll(() => ctx?.cleanup());

async function runFirstPolls(carrierCode: string) {
  const { default: handle } = await oceanFirstPolls.loadHandler();
  await handle({ carrierCode }, { ...app.jobContext('test'), db: ctx.database, log: app.log });
}

describe('the samples of the search page', () => {
  it('every booking, B/L and container offered tracks to events on a fresh start', async () => {
    const world = (await app.inject({ url: '/sandbox/world' })).json().data;
    const samples = world.samples as {
      bookings: string[];
      billsOfLading: string[];
      containers: string[];
      carriers: Record<string, string>;
    };
    const offered = [
      ...samples.bookings.map((n) => ({ number: n, body: { billNumber: n } })),
      ...samples.billsOfLading.map((n) => ({ number: n, body: { billNumber: n } })),
      ...samples.containers.map((n) => ({ number: n, body: { containerNumber: n } })),
    ];
    expect(samples.bookings.length).toBeGreaterThan(0);
    const ids = new Map<string, string>();
    for (const { number, body } of offered) {
      const res = await call(app, member, 'POST', S, { ...body, carrierCode: samples.carriers[number] });
      expect(res.statusCode, number).toBe(20000);
      ids.set(number, res.data.id);
    }
    for (const carrierCode of new Set(Object.values(samples.carriers))) await runFirstPolls(carrierCode);
    const empty: string[] = [];
    for (const [number, id] of ids) {
      const { data } = await call(app, member, 'GET', `${S}/${id}`);
      expect(data.refresh.lastRefreshedAt, number).not.toBeNull();
      const s = data.shipment;
      const events =
        (s?.equipmentEvents.length ?? 0) + (s?.transportEvents.length ?? 0) + (s?.shipmentEvents.length ?? 0);
      if (events === 0 || s.statusCategory === 'NODATA') empty.push(number);
    }
    expect(empty).toEqual([]);
  });
});
