import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../__fixtures__/callback-receiver.js';
import { ANCHOR, at } from '../__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../__fixtures__/fixture-world.js';
import { call, walkPages } from '../__fixtures__/http-client.js';
import { assertValid, loadSpecValidator } from '../__fixtures__/openapi-validator.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startDcsaTntServer } from './server.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type Ev = Record<string, any>;
const KEY = 'k';
const spec = loadSpecValidator('tnt_v2.2.0_resolved.yaml');
const subSchema = spec.response('POST', '/v2/event-subscriptions', '201');
const subListSchema = spec.response('GET', '/v2/event-subscriptions', '200');
const eventsSchema = spec.response('GET', '/v2/events', '200');

// Verification as a subscriber does it, written from the spec's words, not the server's code.
const sign = (secretB64: string, body: string) =>
  `sha256=${createHmac('sha256', Buffer.from(secretB64, 'base64')).update(Buffer.from(body, 'utf8')).digest('hex')}`;
const SECRET_1 = Buffer.from('first shared secret of 32 bytes!').toString('base64');
const SECRET_2 = Buffer.from('second, rotated shared secret...').toString('base64');

const clock = manualClock(at(-20));
let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  server = await startDcsaTntServer({
    world: fixtureWorld(),
    clock,
    faults: new FaultSwitch(),
    apiKey: KEY,
    push: { intervalMs: 25, retryBaseMs: 50, retryMaxMs: 200 },
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const subs = () => `${server.url}/v2/event-subscriptions`;

describe('T&T 2.2 event subscriptions (push)', () => {
  it('creates, lists, reads, updates and deletes subscriptions per the spec', async () => {
    const created = await call(subs(), KEY, {
      method: 'POST',
      body: JSON.stringify({ callbackUrl: receiver.url, secret: SECRET_1, eventType: ['TRANSPORT'] }),
    });
    expect(created.status).toBe(201);
    assertValid(subSchema, created.body, 'subscription');
    const sub = created.body as Ev;
    expect(sub).not.toHaveProperty('secret');
    const listed = await walkPages(`${subs()}?limit=1`, KEY, (r) =>
      assertValid(subListSchema, r.body, 'list'),
    );
    expect(listed).toContainEqual(sub);
    const updated = await call(`${subs()}/${sub.subscriptionID}`, KEY, {
      method: 'PUT',
      body: JSON.stringify({ ...sub, carrierServiceCode: 'AE1' }),
    });
    expect(updated.body).toEqual({ ...sub, carrierServiceCode: 'AE1' });
    expect((await call(`${subs()}/${sub.subscriptionID}`, KEY)).body).toEqual(updated.body);
    expect((await call(`${subs()}/${sub.subscriptionID}`, KEY, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`${subs()}/${sub.subscriptionID}`, KEY)).status).toBe(404);
    const noSecret = await call(subs(), KEY, {
      method: 'POST',
      body: JSON.stringify({ callbackUrl: receiver.url }),
    });
    expect(noSecret.status).toBe(400);
  });

  it('pushes new matching events, signed; retries failures; signs with the rotated secret', async () => {
    clock.set(at(-20));
    const created = await call(subs(), KEY, {
      method: 'POST',
      body: JSON.stringify({
        callbackUrl: receiver.url,
        secret: SECRET_1,
        carrierBookingReference: '260000102',
        eventType: ['TRANSPORT', 'EQUIPMENT'],
      }),
    });
    const id = (created.body as Ev).subscriptionID as string;
    const start = receiver.received.length;

    // The first delivery fails once and is retried with the same body.
    receiver.failNext(1);
    clock.set(at(-8));
    await receiver.waitFor(start + 2);
    const [failed, retried] = receiver.received.slice(start, start + 2);
    expect(failed!.status).toBe(500);
    expect(retried!.body).toBe(failed!.body);
    expect(retried!.headers['notification-signature']).toBe(sign(SECRET_1, retried!.body));
    expect(retried!.headers['subscription-id']).toBe(id);
    const pushed = JSON.parse(retried!.body) as Ev[];
    assertValid(eventsSchema, pushed, 'pushed events');
    // Exactly what a poll for the same filters and time window returns.
    const polled = (await walkPages(
      `${server.url}/v2/events?carrierBookingReference=260000102&eventType=TRANSPORT,EQUIPMENT&eventCreatedDateTime:gt=${encodeURIComponent(new Date(at(-20)).toISOString())}`,
      KEY,
    )) as Ev[];
    expect(pushed.map((e) => e.eventID)).toEqual(polled.map((e) => e.eventID));
    expect(pushed.length).toBeGreaterThan(0);

    // Rotate the secret: later notifications verify with the new one only.
    expect(
      (
        await call(`${subs()}/${id}/secret`, KEY, {
          method: 'PUT',
          body: JSON.stringify({ secret: SECRET_2 }),
        })
      ).status,
    ).toBe(204);
    const before = receiver.received.length;
    clock.set(at(2));
    await receiver.waitFor(before + 1);
    const next = receiver.received[before]!;
    expect(next.headers['notification-signature']).toBe(sign(SECRET_2, next.body));
    expect(next.headers['notification-signature']).not.toBe(sign(SECRET_1, next.body));
    const later = JSON.parse(next.body) as Ev[];
    expect(
      later.every(
        (e) => Date.parse(e.eventCreatedDateTime) > at(-8) && Date.parse(e.eventCreatedDateTime) <= at(2),
      ),
    ).toBe(true);
    await call(`${subs()}/${id}`, KEY, { method: 'DELETE' });
    clock.set(ANCHOR);
  });
});
