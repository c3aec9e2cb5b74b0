import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OceanProviderConfig, TrackingReference } from '../contract.js';
import { startNotificationReceiver } from './__fixtures__/notification-receiver.js';
import { at, SANDBOX_KEY, startTntSandbox, type TntSandbox } from './__fixtures__/tnt-sandbox.js';
import { createDcsaTntClient } from './client.js';
import { encodeCursor } from './cursor.js';
import { verifyNotification } from './notification.js';
import {
  createTntSubscription,
  deleteTntSubscription,
  generateSubscriptionSecret,
  rotateTntSubscriptionSecret,
} from './subscriptions.js';

const BOOKING: TrackingReference = { type: 'BOOKING', value: '260000102', carrierCode: 'MAEU' };

let sandbox: TntSandbox;
let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
let config: OceanProviderConfig;
beforeAll(async () => {
  receiver = await startNotificationReceiver();
  sandbox = await startTntSandbox({
    at: at(-20),
    push: { intervalMs: 25, retryBaseMs: 50, retryMaxMs: 200 },
  });
  config = { baseUrl: sandbox.url, apiKey: SANDBOX_KEY, timeoutMs: 2000 };
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('T&T 2.2 push: a real subscription delivering signed callbacks', () => {
  it('verifies notifications, rejects tampering, accepts both secrets during a rotation', async () => {
    const oldSecret = generateSubscriptionSecret();
    const newSecret = generateSubscriptionSecret();
    const { subscriptionId } = await createTntSubscription(config, {
      callbackUrl: receiver.url,
      secret: oldSecret,
      reference: BOOKING,
    });

    // Time moves: the sandbox pushes what was published since the subscription.
    sandbox.clock.set(at(-8));
    await receiver.waitFor(1);
    const first = receiver.received[0];
    expect(first?.subscriptionId).toBe(subscriptionId);
    const verified = verifyNotification({
      rawBody: first?.rawBody ?? '',
      signatureHeader: first?.signature,
      secrets: [oldSecret],
    });
    if (!verified.ok) throw new Error(verified.detail);
    // The same events a poll of the same window returns.
    const polled = await createDcsaTntClient(config).fetchEvents(
      BOOKING,
      encodeCursor(new Date(at(-20) + 1).toISOString()),
    );
    expect(verified.events.length).toBeGreaterThan(0);
    expect(verified.events).toEqual(polled.events);

    // One byte changed, or a signature from another secret: rejected before any parsing.
    const tampered = Buffer.from(first?.rawBody ?? '');
    const digit = tampered.indexOf('"eventDateTime":"') + 20;
    tampered[digit] = (tampered[digit] ?? 0) ^ 1;
    expect(
      verifyNotification({ rawBody: tampered, signatureHeader: first?.signature, secrets: [oldSecret] }),
    ).toMatchObject({ ok: false, reason: 'bad-signature' });
    expect(
      verifyNotification({
        rawBody: first?.rawBody ?? '',
        signatureHeader: first?.signature,
        secrets: [newSecret],
      }),
    ).toMatchObject({ ok: false, reason: 'bad-signature' });

    // Rotation: the provider signs with the new secret; during the overlap both are accepted.
    await rotateTntSubscriptionSecret(config, subscriptionId, newSecret);
    sandbox.clock.set(at(2));
    await receiver.waitFor(2);
    const second = receiver.received[1];
    const overlap = verifyNotification({
      rawBody: second?.rawBody ?? '',
      signatureHeader: second?.signature,
      secrets: [newSecret, oldSecret],
    });
    expect(overlap).toMatchObject({ ok: true, secretIndex: 0 });
    expect(
      verifyNotification({
        rawBody: second?.rawBody ?? '',
        signatureHeader: second?.signature,
        secrets: [oldSecret],
      }),
    ).toMatchObject({ ok: false, reason: 'bad-signature' });
    // A notification signed before the rotation still passes during the overlap.
    expect(
      verifyNotification({
        rawBody: first?.rawBody ?? '',
        signatureHeader: first?.signature,
        secrets: [newSecret, oldSecret],
      }),
    ).toMatchObject({ ok: true, secretIndex: 1 });

    // Deleted: nothing more arrives; deleting again is not an error.
    await deleteTntSubscription(config, subscriptionId);
    await deleteTntSubscription(config, subscriptionId);
    sandbox.clock.set(at(30));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(2);
  });

  it('a subscription without a reference is refused as a bad request', async () => {
    const unfiltered = fetch(`${sandbox.url}/v2/event-subscriptions`, {
      method: 'POST',
      headers: { 'API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ callbackUrl: receiver.url, secret: generateSubscriptionSecret() }),
    });
    expect((await unfiltered).status).toBe(400);
    await expect(
      createTntSubscription(config, {
        callbackUrl: 'not a url',
        secret: generateSubscriptionSecret(),
        reference: BOOKING,
      }),
    ).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
  });
});
