import { createDcsaTntClient, type OceanTrackingClient } from '@tracklane/connectors';
import { refreshFaultMessage } from '@tracklane/domain';
import { type FaultSetting, type Sandbox, startSandbox } from '@tracklane/sandbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanShipments } from '../../db/schema/index.js';
import { oceanDispatch } from '../../jobs/ocean-dispatch.js';
import { startNonJsonProvider } from '../../services/ocean/test-support/non-json-provider.js';
import {
  containersWithEvents,
  duplicateEventRows,
  makeAllDue,
  oceanState,
  providerEventIds,
} from '../../services/ocean/test-support/ocean-state.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { installOceanClient as installOceanClientIn } from '../../test/providers.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * The engine against a misbehaving provider, end to end: subscriptions made over HTTP, the
 * dispatcher job polling the sandbox's real T&T server through the real connector while the
 * sandbox's fault switch is on. A second database fed the same references with the switch off
 * is the clean run every faulted run must end up equal to once the fault is gone.
 */
const S = '/application/ocean/subscribe';
/**
 * Short, so the `timeout` fault costs a second; only installed while such a fault is on. Clean
 * polls use the default timeout: with a short one, a loaded CI machine turned healing into
 * another timeout.
 */
const CLIENT_TIMEOUT_MS = 1000;

interface Side {
  ctx: TestContext;
  app: FastifyInstance;
  member: Member;
}

let sandbox: Sandbox;
let client: OceanTrackingClient;
let hasty: OceanTrackingClient;
let faulted: Side;
let clean: Side;
let uninstall: () => void;
let references: { containerNumber: string; carrierCode: string }[] = [];
const subscriptionIds: string[] = [];

/** The T&T client both sides' dispatcher uses. */
const installOceanClient = (c: OceanTrackingClient) => installOceanClientIn([faulted.app, clean.app], c);

async function openSide(name: string): Promise<Side> {
  const ctx = await createTestContext();
  const app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  return { ctx, app, member: await registerMember(app, name) };
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, speed: 0, size: { activeContainers: 300 } });
  [faulted, clean] = [await openSide('fiona'), await openSide('clara')];
  // Installed after the apps (which install none: no sandbox world, no OCEAN_TNT_URL), with a
  // timeout short enough for the `timeout` fault.
  client = createDcsaTntClient({ baseUrl: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey });
  hasty = createDcsaTntClient({
    baseUrl: sandbox.endpoints.dcsaTnt,
    apiKey: sandbox.apiKey,
    timeoutMs: CLIENT_TIMEOUT_MS,
  });
  uninstall = installOceanClient(client);
  references = await containersWithEvents(client, sandbox.world.shipments, 13);
}, 60_000);
afterAll(async () => {
  uninstall?.();
  sandbox?.faults.clear();
  await faulted?.ctx.cleanup();
  await clean?.ctx.cleanup();
  await sandbox?.close();
});

async function dispatch(side: Side) {
  const { default: handler } = await oceanDispatch.loadHandler();
  await handler(
    { source: 'test' },
    { ...side.app.jobContext('test'), db: side.ctx.database, log: side.app.log },
  );
}

async function subscribe(side: Side, ref: { containerNumber: string; carrierCode: string }) {
  const res = await call(side.app, side.member, 'POST', S, ref);
  expect(res.statusCode).toBe(20000);
  return res.data.id as string;
}

/** Subscribes the next references on both sides; returns the faulted side's subscription ids. */
async function subscribeBoth(n: number) {
  const taken = references.splice(0, n);
  for (const ref of taken) {
    subscriptionIds.push(await subscribe(faulted, ref));
    await subscribe(clean, ref);
  }
  return taken;
}

/** Every subscription still listed, no (shipment, provider id) stored twice. */
async function expectNothingLost() {
  const list = await call(faulted.app, faulted.member, 'GET', `${S}/?pageSize=100`);
  expect(list.data.list.map((s: { id: string }) => s.id).sort()).toEqual([...subscriptionIds].sort());
  expect(await duplicateEventRows(faulted.ctx.database)).toBe(0);
}

/** Stored provider ids per reference equal what the provider serves (fault off). */
async function expectStoredEqualsProvider() {
  const state = await oceanState(faulted.ctx.database);
  for (const [key, shipment] of Object.entries(state)) {
    const [carrierCode, value] = key.split(':') as [string, string];
    const served = await providerEventIds(client, { type: 'CONTAINER', value, carrierCode });
    expect(shipment.events.map((e) => e.eventId)).toEqual(served);
  }
}

const categoryOf = (event: unknown) => (event as { eventCategory: string }).eventCategory;

async function detail(id: string) {
  const { data } = await call(faulted.app, faulted.member, 'GET', `${S}/${id}`);
  return data;
}

/**
 * One faulted round: a fresh reference (its very first poll fails) next to the ones already
 * stored; with the fault on, nothing is lost or stored and every subscription shows the error;
 * with it off, everything equals the clean run.
 */
async function expectFaultHeals({
  on,
  off,
  kind,
  message,
}: {
  on: () => void;
  off: () => void;
  kind: string;
  message: RegExp;
}) {
  await subscribeBoth(1);
  const before = await oceanState(faulted.ctx.database);
  on();
  try {
    await makeAllDue(faulted.ctx.database, true);
    await dispatch(faulted);
    await expectNothingLost();
    for (const id of subscriptionIds) {
      const data = await detail(id);
      expect(data.refresh.error).toMatchObject({ kind });
      // The user reads what it means; what the provider said is kept for operators.
      expect(data.refresh.error.message).toBe(refreshFaultMessage(kind));
      expect(data.refresh.error.message).not.toMatch(message);
    }
    const stored = await faulted.ctx.database.orm
      .select({ message: oceanShipments.lastErrorMessage })
      .from(oceanShipments);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.message).toMatch(message);
    const during = await oceanState(faulted.ctx.database);
    for (const [key, shipment] of Object.entries(before)) {
      expect(during[key]?.events).toEqual(shipment.events);
      expect(during[key]?.view).toEqual(shipment.view);
    }
  } finally {
    off();
  }
  await makeAllDue(faulted.ctx.database, false);
  await dispatch(faulted);
  await dispatch(clean);
  for (const id of subscriptionIds) expect((await detail(id)).refresh.error).toBeNull();
  await expectNothingLost();
  await expectStoredEqualsProvider();
  expect(await oceanState(faulted.ctx.database)).toEqual(await oceanState(clean.ctx.database));
}

describe('ocean refresh with the provider misbehaving', () => {
  it('makes a clean run on both databases first', async () => {
    await subscribeBoth(4);
    await dispatch(faulted);
    await dispatch(clean);
    const state = await oceanState(faulted.ctx.database);
    expect(Object.values(state).every((s) => s.events.length > 0)).toBe(true);
    expect(state).toEqual(await oceanState(clean.ctx.database));
    await expectStoredEqualsProvider();
  });

  /** Faults that fail the fetch: the error (kind and message) shows on every subscription. */
  const failing: { setting: FaultSetting; kind: string; message: RegExp }[] = [
    { setting: { mode: 'error' }, kind: 'server', message: /^HTTP 500/ },
    { setting: { mode: 'timeout' }, kind: 'timeout', message: /no complete answer within 1000 ms/ },
    { setting: { mode: 'slow', delayMs: 3000 }, kind: 'timeout', message: /no complete answer/ },
    { setting: { mode: 'truncated' }, kind: 'invalid-body', message: /body truncated/ },
    { setting: { mode: 'invalid' }, kind: 'invalid-body', message: /events page 1: schema: / },
  ];
  for (const { setting, kind, message } of failing) {
    it(`${setting.mode}${setting.delayMs ? ` (${setting.delayMs} ms)` : ''}: keeps everything, shows ${kind}, then heals to the clean state`, async () => {
      await expectFaultHeals({
        on: () => {
          sandbox.faults.set('dcsa-tnt', setting);
          installOceanClient(hasty);
        },
        off: () => {
          sandbox.faults.clear();
          installOceanClient(client);
        },
        kind,
        message,
      });
    }, 30_000);
  }

  it('a 200 whose body is not JSON: keeps everything, shows invalid-body, then heals', async () => {
    const provider = await startNonJsonProvider();
    try {
      await expectFaultHeals({
        on: () => installOceanClient(createDcsaTntClient({ baseUrl: provider.url, apiKey: sandbox.apiKey })),
        off: () => installOceanClient(client),
        kind: 'invalid-body',
        message: /events page 1: not JSON/,
      });
    } finally {
      installOceanClient(client);
      await provider.close();
    }
  }, 30_000);

  /** Faults the engine absorbs: the refresh succeeds and stores exactly what a clean run stores. */
  const absorbed: { name: string; setting: FaultSetting }[] = [
    {
      name: 'slow (below the timeout): succeeds and stores what a clean run stores',
      setting: { mode: 'slow', delayMs: 200 },
    },
    { name: 'duplicate: every event served twice is stored once', setting: { mode: 'duplicate' } },
  ];
  for (const { name, setting } of absorbed)
    it(name, async () => {
      await subscribeBoth(1);
      sandbox.faults.set('dcsa-tnt', setting);
      try {
        await makeAllDue(faulted.ctx.database, true);
        await dispatch(faulted);
      } finally {
        sandbox.faults.clear();
      }
      await dispatch(clean);
      for (const id of subscriptionIds) expect((await detail(id)).refresh.error).toBeNull();
      await expectNothingLost();
      await expectStoredEqualsProvider();
      expect(await oceanState(faulted.ctx.database)).toEqual(await oceanState(clean.ctx.database));
    }, 30_000);

  it('retract: corrections replace the events they supersede, once, on a re-poll too', async () => {
    // Stored cleanly first, so there is something to withdraw.
    await subscribeBoth(1);
    await dispatch(faulted);
    await dispatch(clean);
    const before = await oceanState(faulted.ctx.database);
    expect(Object.values(before).every((s) => s.events.length > 0)).toBe(true);
    sandbox.faults.set('dcsa-tnt', { mode: 'retract' });
    try {
      await makeAllDue(faulted.ctx.database, true);
      await dispatch(faulted);
      // The same corrections polled again change nothing.
      const once = await oceanState(faulted.ctx.database);
      await makeAllDue(faulted.ctx.database, true);
      await dispatch(faulted);
      expect(await oceanState(faulted.ctx.database)).toEqual(once);
      // The clean side gets the same corrections (they are data, not a hiccup) in one poll.
      await makeAllDue(clean.ctx.database, true);
      await dispatch(clean);
    } finally {
      sandbox.faults.clear();
    }
    await expectNothingLost();
    const after = await oceanState(faulted.ctx.database);
    for (const [key, shipment] of Object.entries(before)) {
      const stored = new Map(after[key]!.events.map((e) => [e.eventId, e]));
      // Transport and shipment events are withdrawn by their correction (2.2: changeRemark /
      // reason "supersedes event …"). An equipment event has neither field in 2.2, so its
      // correction cannot name what it supersedes and both stay: a limitation of the protocol.
      const withdrawable = shipment.events.filter((e) => categoryOf(e.event) !== 'EQUIPMENT');
      const equipment = shipment.events.length - withdrawable.length;
      for (const original of withdrawable) expect(stored.get(original.eventId)?.retracted).toBe(true);
      for (const original of shipment.events.filter((e) => categoryOf(e.event) === 'EQUIPMENT'))
        expect(stored.get(original.eventId)?.retracted).toBe(false);
      // One correction per event known before, each stored once.
      expect(after[key]!.events).toHaveLength(2 * shipment.events.length);
      expect(after[key]!.events.filter((e) => !e.retracted)).toHaveLength(shipment.events.length + equipment);
    }
    // Back to normal: the originals come again, the withdrawn ones stay withdrawn, no duplicates.
    await makeAllDue(faulted.ctx.database, true);
    await dispatch(faulted);
    await makeAllDue(clean.ctx.database, true);
    await dispatch(clean);
    await expectNothingLost();
    expect(await oceanState(faulted.ctx.database)).toEqual(await oceanState(clean.ctx.database));
  }, 30_000);
});
