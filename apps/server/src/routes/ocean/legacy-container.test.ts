import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let owner: Member;
let stranger: Member;
let subscriptionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  owner = await registerMember(app, 'lena');
  stranger = await registerMember(app, 'lars');
  const created = await call(app, owner, 'POST', '/container/subscription', {
    billNumber: 'MAEU555666777',
    carrierCode: 'AUTO',
  });
  if (created.statusCode !== 20000) throw new Error(JSON.stringify(created));
  subscriptionId = created.data.id;
});
afterAll(() => ctx?.cleanup());

describe('legacy /container/* calls', () => {
  it('POST /container/subscription subscribes like the ocean call (carrier detected, same row again)', async () => {
    const again = await call(app, owner, 'POST', '/container/subscription', { billNumber: 'MAEU555666777' });
    expect(again.data).toMatchObject({ id: subscriptionId, carrierCode: 'MAEU', created: false });
  });

  it('GET /container/subscriptions and POST /container/list/shipments answer as the ocean list', async () => {
    const ocean = await call(app, owner, 'GET', '/application/ocean/subscribe/?pageSize=5');
    const legacy = await call(app, owner, 'GET', '/container/subscriptions?pageSize=5');
    const shipments = await call(app, owner, 'POST', '/container/list/shipments', { pageSize: 5 });
    expect(legacy).toEqual(ocean);
    expect(shipments).toEqual(ocean);
    expect(ocean.data.list.map((r: { id: string }) => r.id)).toEqual([subscriptionId]);
    expect((await call(app, stranger, 'GET', '/container/subscriptions')).data.total).toBe(0);
  });

  it('GET /container/subscription/:id is the detail, scoped', async () => {
    const legacy = await call(app, owner, 'GET', `/container/subscription/${subscriptionId}`);
    expect(legacy).toEqual(await call(app, owner, 'GET', `/application/ocean/subscribe/${subscriptionId}`));
    expect((await call(app, stranger, 'GET', `/container/subscription/${subscriptionId}`)).statusCode).toBe(
      40400,
    );
  });

  it('GET /container/match tells the carrier of a number, 40020 when it cannot', async () => {
    const bill = await call(app, owner, 'GET', '/container/match?number=maeu 123456789');
    expect(bill.data).toMatchObject({
      number: 'MAEU123456789',
      numberType: 'BILL_OF_LADING',
      carrierCode: 'MAEU',
    });
    const container = await call(app, owner, 'GET', '/container/match?number=MSKU1234565');
    expect(container.data).toMatchObject({ numberType: 'CONTAINER', carrierCode: 'MAEU' });
    expect((await call(app, owner, 'GET', '/container/match?number=QQQQ0000000')).statusCode).toBe(40020);
  });

  it('GET /container/list/supportCarriers is the ocean carrier list', async () => {
    const legacy = (await app.inject({ url: '/container/list/supportCarriers' })).json();
    const base = (await app.inject({ url: '/application/base/carriers' })).json();
    expect(legacy.data.length).toBeGreaterThan(10);
    expect(legacy.data).toEqual(base.data);
  });

  it('GET /container/event/history/:id lists events (none before the first refresh), scoped', async () => {
    const history = await call(app, owner, 'GET', `/container/event/history/${subscriptionId}`);
    expect(history.data).toEqual({
      subscriptionId,
      businessNumber: 'MAEU555666777',
      transportEvents: [],
      equipmentEvents: [],
      shipmentEvents: [],
      etdHistory: [],
      etaHistory: [],
    });
    expect((await call(app, stranger, 'GET', `/container/event/history/${subscriptionId}`)).statusCode).toBe(
      40400,
    );
  });

  it('POST /container/spiderCall/query subscribes and returns the detail', async () => {
    const first = await call(app, owner, 'POST', '/container/spiderCall/query', {
      billNumber: 'MAEU111222333',
    });
    expect(first.statusCode).toBe(20000);
    expect(first.data.subscription).toMatchObject({ billNumber: 'MAEU111222333', carrierCode: 'MAEU' });
    expect(first.data.refresh).toMatchObject({ completed: false });
    const again = await call(app, owner, 'POST', '/container/spiderCall/query', {
      billNumber: 'MAEU111222333',
    });
    expect(again.data.subscription.id).toBe(first.data.subscription.id);
    expect((await call(app, owner, 'GET', '/container/subscriptions')).data.total).toBe(2);
  });
});
