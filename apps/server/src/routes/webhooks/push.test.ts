import { randomUUID } from 'node:crypto';
import { createDcsaTntClient, type DcsaTntClient, signTntNotification } from '@tracklane/connectors';
import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanEvents, oceanPushSubscriptions, oceanShipments } from '../../db/schema/index.js';
import { createPushSubscriptions } from '../../services/ocean/push/create-push-subscriptions.js';
import { removePushSubscriptions } from '../../services/ocean/push/remove-push-subscriptions.js';
import { rotatePushSecrets, SECRET_OVERLAP_MS } from '../../services/ocean/push/rotate-push-secrets.js';
import { containersWithEvents } from '../../services/ocean/test-support/ocean-state.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { installOceanClient } from '../../test/providers.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * The push model end to end: the app listens on a real port, the sandbox's T&T server holds
 * real event subscriptions and POSTs signed notifications to our callback route while its clock
 * runs a simulated day per second: the world is anchored at the real time, so which boxes have
 * an event in the next hours varies from run to run, but within days every box in flight has.
 */
let sandbox: Sandbox;
let client: DcsaTntClient;
let ctx: TestContext;
let app: FastifyInstance;
let member: Member;
let base: string;
let uninstall: () => void;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, speed: 86_400, size: { activeContainers: 300 } });
  // The world's clock is the provider's: events it publishes are not "in the future" of it.
  client = createDcsaTntClient(
    { baseUrl: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey },
    { now: () => sandbox.clock.now() },
  );
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  uninstall = installOceanClient([app], client);
  member = await registerMember(app, 'polly');
  for (const ref of await containersWithEvents(client, sandbox.world.shipments, 12)) {
    const res = await call(app, member, 'POST', '/application/ocean/subscribe', ref);
    expect(res.statusCode).toBe(20000);
  }
}, 60_000);
afterAll(async () => {
  uninstall?.();
  await app?.close();
  await ctx?.cleanup();
  await sandbox?.close();
});

const push = () => client.push!;
const rows = () => ctx.database.orm.select().from(oceanPushSubscriptions);
const storedEvents = async () => (await ctx.database.orm.select({ n: count() }).from(oceanEvents))[0]!.n;

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function notify(pushId: string, body: string, signature: string | null) {
  return app.inject({
    method: 'POST',
    url: `/webhooks/dcsa/tnt/${pushId}`,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'notification-signature': signature } : {}),
    },
    payload: body,
  });
}

/**
 * A real 2.2 event list of the shipment's reference as the provider serves it, with fresh event
 * ids: whether a callback stored anything is then a question of those ids alone, whatever the
 * provider's own deliveries store meanwhile.
 */
async function freshEventList(reference: string): Promise<{ body: string; ids: string[] }> {
  const url = `${sandbox.endpoints.dcsaTnt}/v2/events?equipmentReference=${reference}&limit=5`;
  const res = await fetch(url, { headers: { 'API-Key': sandbox.apiKey } });
  const events = ((await res.json()) as { eventID: string }[]).map((e) => ({ ...e, eventID: randomUUID() }));
  return { body: JSON.stringify(events), ids: events.map((e) => e.eventID) };
}

async function storedOf(ids: string[]): Promise<number> {
  const [row] = await ctx.database.orm
    .select({ n: count() })
    .from(oceanEvents)
    .where(inArray(oceanEvents.eventId, ids));
  return row!.n;
}

describe('DCSA T&T push into the engine', () => {
  it('subscribes every tracked shipment at the provider and stores its signed callbacks', async () => {
    const result = await createPushSubscriptions({
      db: ctx.database,
      push: push(),
      callbackBase: base,
      limit: 100,
    });
    expect(result).toEqual({ created: 12, failed: 0 });
    const made = await rows();
    expect(made).toHaveLength(12);
    expect(made.every((r) => r.providerSubscriptionId && r.secrets.length === 1)).toBe(true);
    // A second run finds nothing to do.
    expect(
      await createPushSubscriptions({ db: ctx.database, push: push(), callbackBase: base, limit: 100 }),
    ).toEqual({
      created: 0,
      failed: 0,
    });
    // The clock runs: the provider pushes what it publishes; each accepted callback is stored.
    const delivered = await waitFor('pushed events', rows, (list) => list.some((r) => r.notifications > 0));
    expect(delivered.every((r) => r.rejections === 0)).toBe(true);
    expect(await storedEvents()).toBeGreaterThan(0);
    // Stored through the same transaction as a poll: the view exists and knows the events.
    const pushed = delivered.find((r) => r.notifications > 0)!;
    const [shipment] = await ctx.database.orm
      .select()
      .from(oceanShipments)
      .where(eq(oceanShipments.id, pushed.shipmentId));
    expect(shipment!.view).not.toBeNull();
  }, 60_000);

  it('refuses a wrong signature, an unsigned body and a signed body that fails the schema; stores nothing', async () => {
    const [row] = await rows();
    const [shipment] = await ctx.database.orm
      .select()
      .from(oceanShipments)
      .where(eq(oceanShipments.id, row!.shipmentId));
    const { body, ids } = await freshEventList(shipment!.reference);
    expect(ids.length).toBeGreaterThan(0);

    const forged = await notify(row!.id, body, signTntNotification(push().newSecret(), body));
    expect(forged.json()).toMatchObject({ statusCode: 40100 });
    expect(forged.statusCode).toBe(401);
    const unsigned = await notify(row!.id, body, null);
    expect(unsigned.json().statusCode).toBe(40100);
    // Signed correctly, then one byte changed: the signature covers the exact bytes.
    const id = ids[0]!;
    const tamperedBody = body.replace(id, `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`);
    expect(tamperedBody).not.toBe(body);
    const tampered = await notify(row!.id, tamperedBody, signTntNotification(row!.secrets[0]!, body));
    expect(tampered.json().statusCode).toBe(40100);
    // A body that is not a list of events is refused whole.
    const invalid = JSON.stringify({ eventID: 'x', eventType: 'EQUIPMENT' });
    const badSchema = await notify(row!.id, invalid, signTntNotification(row!.secrets[0]!, invalid));
    expect(badSchema.json().statusCode).toBe(40000);
    expect(badSchema.json().message).toMatch(/schema/);
    // A list whose one event breaks the schema: that event is rejected alone (the semantic layer
    // keeps the rest of a page), so the call is taken and nothing is stored.
    const loneBad = JSON.stringify([{ eventID: 'x', eventType: 'EQUIPMENT' }]);
    const rejectedEvent = await notify(row!.id, loneBad, signTntNotification(row!.secrets[0]!, loneBad));
    expect(rejectedEvent.json()).toMatchObject({ statusCode: 20000, data: { newEvents: 0 } });

    const [after] = await ctx.database.orm
      .select()
      .from(oceanPushSubscriptions)
      .where(eq(oceanPushSubscriptions.id, row!.id));
    expect(after!.rejections).toBe(row!.rejections + 4);
    expect(after!.lastRejectionReason).toMatch(/^invalid-body: schema/);
    expect(await storedOf(ids)).toBe(0);
    // The same body correctly signed is stored, once, however often it comes.
    const accepted = await notify(row!.id, body, signTntNotification(row!.secrets[0]!, body));
    expect(accepted.json()).toMatchObject({ statusCode: 20000, data: { newEvents: ids.length } });
    expect(
      (await notify(row!.id, body, signTntNotification(row!.secrets[0]!, body))).json().data.newEvents,
    ).toBe(0);
    expect(await storedOf(ids)).toBe(ids.length);
    expect((await notify('00000000-0000-4000-8000-000000000000', body, 'sha256=00')).json().statusCode).toBe(
      40400,
    );
  });

  it('rotates the secret with an overlap: both verify, then only the new one', async () => {
    const [row] = await rows();
    const old = row!.secrets[0]!;
    const now = new Date();
    const result = await rotatePushSecrets({ db: ctx.database, push: push(), now, maxAgeDays: 0, limit: 1 });
    expect(result.rotated).toBe(1);
    const [rotated] = await ctx.database.orm
      .select()
      .from(oceanPushSubscriptions)
      .where(eq(oceanPushSubscriptions.id, row!.id));
    expect(rotated!.secrets).toHaveLength(2);
    expect(rotated!.secrets[1]).toBe(old);
    const fresh = rotated!.secrets[0]!;
    const [shipment] = await ctx.database.orm
      .select()
      .from(oceanShipments)
      .where(eq(oceanShipments.id, row!.shipmentId));
    const { body } = await freshEventList(shipment!.reference);
    expect((await notify(row!.id, body, signTntNotification(old, body))).json().statusCode).toBe(20000);
    expect((await notify(row!.id, body, signTntNotification(fresh, body))).json().statusCode).toBe(20000);
    // The provider signs with the new secret from now on: its deliveries keep being accepted.
    const rejectionsBefore = rotated!.rejections;
    // After the overlap window the old secret is dropped.
    const later = new Date(now.getTime() + SECRET_OVERLAP_MS + 1000);
    const expiry = await rotatePushSecrets({
      db: ctx.database,
      push: push(),
      now: later,
      maxAgeDays: 30,
      limit: 10,
    });
    expect(expiry.expired).toBe(1);
    const [expired] = await ctx.database.orm
      .select()
      .from(oceanPushSubscriptions)
      .where(eq(oceanPushSubscriptions.id, row!.id));
    expect(expired!.secrets).toEqual([fresh]);
    expect((await notify(row!.id, body, signTntNotification(old, body))).json().statusCode).toBe(40100);
    expect((await notify(row!.id, body, signTntNotification(fresh, body))).json().statusCode).toBe(20000);
    const [final] = await ctx.database.orm
      .select()
      .from(oceanPushSubscriptions)
      .where(eq(oceanPushSubscriptions.id, row!.id));
    expect(final!.rejections).toBe(rejectionsBefore + 1);
  });

  it('ends the provider subscription when nobody tracks the shipment any more', async () => {
    const list = await call(app, member, 'GET', '/application/ocean/subscribe/?pageSize=100');
    const ids = list.data.list.map((s: { id: string }) => s.id);
    expect((await call(app, member, 'POST', '/application/ocean/subscribes/delete', ids)).statusCode).toBe(
      20000,
    );
    const providerIds = (await rows()).map((r) => r.providerSubscriptionId);
    const result = await removePushSubscriptions({ db: ctx.database, push: push(), limit: 100 });
    expect(result).toEqual({ removed: 12, failed: 0 });
    expect(await rows()).toHaveLength(0);
    const res = await fetch(`${sandbox.endpoints.dcsaTnt}/v2/event-subscriptions/${providerIds[0]}`, {
      headers: { 'API-Key': sandbox.apiKey },
    });
    expect(res.status).toBe(404);
  });
});
