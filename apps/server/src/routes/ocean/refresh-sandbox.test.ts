import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanEvents, oceanShipments } from '../../db/schema/index.js';
import { oceanDispatch } from '../../jobs/ocean-dispatch.js';
import { makeAllDue } from '../../services/ocean/test-support/ocean-state.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * End to end over HTTP: subscribe through the API, the dispatcher job polls the sandbox's DCSA
 * Track & Trace server through the real connector, the detail shows the result.
 */
const S = '/application/ocean/subscribe';

let ctx: TestContext;
let sandbox: Sandbox;
let app: FastifyInstance;
let olga: Member;
let containerNumber: string;
let carrierCode: string;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, speed: 0, size: { activeContainers: 300 } });
  ctx = await createTestContext();
  app = await ctx.app({
    env: { ...AUTH_TEST_ENV, OCEAN_TNT_URL: sandbox.endpoints.dcsaTnt, OCEAN_TNT_API_KEY: sandbox.apiKey },
  });
  await app.ready();
  olga = await registerMember(app, 'olga');
  // A container whose vessel has left the port of loading, so the carrier has events for it
  // and the container's own query must bring the vessel's departure and arrival estimate.
  const shipment = sandbox.world.shipments.find(
    (s) =>
      s.transportDocumentReference &&
      s.status === 'CONFIRMED' &&
      s.containers.length > 0 &&
      sandbox.world
        .milestonesOf(s)
        .some(
          (m) =>
            m.kind === 'TRANSPORT' &&
            m.code === 'DEPA' &&
            m.locode === s.portOfLoading &&
            m.actual < Date.now(),
        ),
  );
  if (!shipment) throw new Error('no suitable sandbox shipment');
  containerNumber = shipment.containers[0]!.number;
  carrierCode = shipment.carrierScac;
});
afterAll(async () => {
  await ctx?.cleanup();
  await sandbox?.close();
});

async function runDispatcher() {
  const { default: dispatch } = await oceanDispatch.loadHandler();
  await dispatch({ source: 'test' }, { ...app.jobContext('test'), db: ctx.database, log: app.log });
}
const storedEvents = async () => (await ctx.database.orm.select({ n: count() }).from(oceanEvents))[0]!.n;

describe('ocean refresh against the sandbox', () => {
  let id: string;
  let firstCount: number;

  it('subscribes, refreshes through the dispatcher and shows the shipment', async () => {
    const subscribed = await call(app, olga, 'POST', S, { containerNumber, carrierCode });
    expect(subscribed.statusCode).toBe(20000);
    id = subscribed.data.id;
    await runDispatcher();
    const { data } = await call(app, olga, 'GET', `${S}/${id}`);
    expect(data.refresh.error).toBeNull();
    expect(data.refresh.lastRefreshedAt).not.toBeNull();
    expect(data.shipment.proxy.containerNo).toBe(containerNumber);
    expect(data.shipment.equipmentEvents.length).toBeGreaterThan(0);
    // Tracked by container alone, the vessel's moves still come: its actual departure from the
    // port of loading and an arrival time (estimated or actual) at the port of discharge.
    const departed = data.shipment.transportEvents.filter(
      (e: { eventClassifier: string; transportEventCategory: string }) =>
        e.eventClassifier === 'ACT' && e.transportEventCategory === 'DEPA',
    );
    expect(departed.length).toBeGreaterThan(0);
    const pod = data.shipment.proxy.places.find((p: { type: number }) => p.type === 4);
    expect(pod.ata ?? pod.eta).not.toBeNull();
    firstCount = await storedEvents();
    expect(firstCount).toBeGreaterThan(0);
  });

  it('stores every event once when the same events are fetched again', async () => {
    await makeAllDue(ctx.database, true);
    await runDispatcher();
    expect(await storedEvents()).toBe(firstCount);
    const [row] = await ctx.database.orm.select().from(oceanShipments);
    expect(row!.lastErrorKind).toBeNull();
  });

  it('keeps the subscription and shows the error when the provider answers 500', async () => {
    sandbox.faults.set('dcsa-tnt', { mode: 'error' });
    try {
      await makeAllDue(ctx.database, true);
      await runDispatcher();
    } finally {
      sandbox.faults.clear();
    }
    const { data } = await call(app, olga, 'GET', `${S}/${id}`);
    expect(data.refresh.error).toMatchObject({ kind: 'server', consecutive: 1 });
    // In the user's words and language, never the provider's ("HTTP 500 …", paths).
    expect(data.refresh.error.message).toBe('The carrier did not answer; we will retry');
    const zh = await app.inject({ url: `${S}/${id}`, headers: { ...bearer(olga.token), lang: 'zh' } });
    expect(zh.json().data.refresh.error.message).toBe('船公司未响应，我们会自动重试');
    expect(data.shipment.proxy.containerNo).toBe(containerNumber);
    expect(await storedEvents()).toBe(firstCount);
    const list = await call(app, olga, 'GET', `${S}/`);
    expect(list.data.list.map((s: { id: string }) => s.id)).toEqual([id]);
    // A transient fault: polled again later, with backoff.
    const [row] = await ctx.database.orm.select().from(oceanShipments);
    expect(row!.nextRefreshAt).not.toBeNull();
  });
});
