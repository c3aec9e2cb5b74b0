import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEFAULT_NOTIFICATION_EVENTS, WEBHOOK_EVENT_TYPES } from '@tracklane/domain';
import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../apps/web/src/pages/api/webhook-signatures/verify-webhook.js';
import * as accounts from '../support/accounts.js';
import { type NewUser, registerByApi, signInFromLoginPage } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { freePort } from '../support/free-port.js';
import { type RunningServer, startServer } from '../support/global-setup.js';
import { motionEnded } from '../support/motion.js';

/**
 * Issue 21's whole journey, as a new member would take it: an ETA rule by e-mail, the messaging
 * app (the phone bound by QR) and a webhook to a receiver this test starts; then the sandbox
 * carrier itself moves the ETA of the member's shipment by more than the 6 h threshold — no test
 * route: the sandbox clock runs at 60× from 8 hours ago (SANDBOX_START_AT), so the revision the
 * world has planned is published a few minutes into the test, still in the server's past, and
 * pushed to the server over T&T push. The e-mail in the sandbox mailbox, the message on the
 * sandbox phone, the webhook with a valid signature and the notice in the centre each arrive
 * once. This file runs its own server (the clock settings are its own).
 */
const SEED = 11;
const SPEED = 60;
const CONTAINERS = 1500;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

// Eight hours back, kept clear of a midnight so the test's copy of the world has the server's anchor.
let startAt = Date.now() - 8 * HOUR;
if (startAt % DAY > 20 * HOUR) startAt -= 5 * HOUR;

let server: RunningServer | undefined;
let world: Sandbox | undefined;
const browser = useBrowser(() => {
  if (!server) throw new Error('the server of this file did not start');
  return server.baseUrl;
});
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let receiver: Server;
let receiverUrl = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/tracklane`;
  const port = await freePort();
  [server, world] = await Promise.all([
    startServer(join(new URL('../..', import.meta.url).pathname, 'apps/server/dist/server.js'), port, {
      SANDBOX_SEED: String(SEED),
      SANDBOX_SPEED: String(SPEED),
      SANDBOX_START_AT: new Date(startAt).toISOString(),
      SANDBOX_CONTAINERS: String(CONTAINERS),
      // Carrier pushes reach the server as soon as the sandbox publishes (ocean.push subscribes).
      OCEAN_PUSH_CALLBACK_BASE: `http://127.0.0.1:${port}`,
    }),
    // The same world, frozen, to know which revision the carrier will publish when.
    startSandbox({ seed: SEED, speed: 0, startAt, size: { activeContainers: CONTAINERS } }),
  ]);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await world?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

interface Target {
  billNumber: string;
  carrierCode: string;
  pod: string;
  /** When the carrier publishes the revision (simulated epoch ms) and the ETA before and after. */
  publishedAt: number;
  before: number;
  after: number;
}

/**
 * A one-leg shipment whose arrival at its port of discharge gets an estimate at least 7 h off the
 * previous one, published between `from` and `to` (simulated), with no other estimate of that
 * arrival published from `since` until then and the vessel not arrived before.
 */
function nextEtaMove(sandbox: Sandbox, since: number, from: number, to: number): Target | null {
  let best: Target | null = null;
  for (const s of sandbox.world.shipments) {
    if (s.status !== 'CONFIRMED' || !s.transportDocumentReference || s.legs.length !== 1) continue;
    const leg = s.legs[0];
    if (!leg) continue;
    const arrival = sandbox.world
      .milestonesOf(s)
      .find((m) => m.code === 'ARRI' && m.voyageId === leg.voyageId && m.callSeq === leg.dischargeCallSeq);
    if (!arrival?.locode || arrival.actual < to + 6 * HOUR) continue;
    let previous = arrival.planned;
    for (const estimate of arrival.estimates) {
      if (estimate.publishedAt >= since && estimate.publishedAt < from) break;
      if (estimate.publishedAt >= from && estimate.publishedAt < to) {
        const moved = previous !== null && Math.abs(estimate.value - previous) >= 7 * HOUR;
        if (moved && previous !== null && (!best || estimate.publishedAt < best.publishedAt)) {
          best = {
            billNumber: s.transportDocumentReference,
            carrierCode: s.carrierScac,
            pod: arrival.locode,
            publishedAt: estimate.publishedAt,
            before: previous,
            after: estimate.value,
          };
        }
        break;
      }
      previous = estimate.value;
    }
  }
  return best;
}

const suffix = randomBytes(3).toString('hex');
const member: NewUser = {
  username: `every_${suffix}`,
  email: `every.${suffix}@example.com`,
  company: `Every Channel Cargo ${suffix}`,
  password: 'every-pass-1',
};
const inbox = `ops.${suffix}@example.com`;

describe('notifications on every channel, from a real carrier change', () => {
  let token = '';
  let desk: Page;
  let phone: Page;
  let phoneChat = '';
  let secret = '';
  let target: Target;

  // One test: the browser's pages (the phone's account is its cookie) live as long as a test.
  it('an ETA rule on every channel; the carrier moves the ETA; each channel tells it once', async () => {
    token = await registerByApi(browser.baseUrl, member);
    desk = await browser.newPage(DESKTOP);
    await signInFromLoginPage(desk, member.username, member.password);

    // Bind the phone: the QR code of the user centre, confirmed on the sandbox phone.
    await desk.goto('/user/settings/notifications?lang=en');
    await desk.getByTestId('rule-msgapp-bind').click();
    await desk.getByTestId('bound-bind').click();
    await desk.getByTestId('qr-image').waitFor();
    const href = (await desk.getByTestId('qr-sandbox-phone').getAttribute('href')) as string;
    phone = await desk.context().newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(href);
    await phone.getByTestId('phone-confirm').click();
    await phone.locator('[data-testid="phone-result"][data-outcome="confirmed"]').waitFor();
    // The user centre finishes the binding when it sees the phone's confirmation.
    await desk.locator('[data-testid^="bound-row-"]').waitFor();
    phoneChat = `${new URL(href).origin}/phone?lang=en`;

    // The rule: ETA changes only, the default 6 h threshold, e-mail and the messaging app.
    await desk.goto('/user/settings/notifications?lang=en');
    await desk.getByTestId('notification-rule').waitFor();
    // Untick every default event but ETA changes.
    for (const event of DEFAULT_NOTIFICATION_EVENTS.filter((e) => e !== 'ETA_CHANGE'))
      await desk.getByTestId(`rule-event-${event}`).uncheck();
    expect(await desk.getByTestId('rule-threshold').inputValue()).toBe('6');
    await desk.getByTestId('rule-email').click();
    await desk.getByTestId('rule-emails').fill(inbox);
    await desk.getByTestId('rule-msgapp').click();
    await desk.getByTestId('rule-submit').click();
    await expect
      .poll(async () => (await api<{ isDefault: boolean }>('/application/rule/event', authed())).data)
      .toMatchObject({
        isDefault: false,
        events: ['ETA_CHANGE'],
        channels: { inapp: true, email: true, msgapp: true },
      });

    // The webhook: ETA changes only, to the receiver; the secret is shown once.
    await desk.getByTestId('webhook-add').click();
    // A click while the dialog still zooms in can land beside its box on a busy machine (an
    // ATD box once stayed ticked): wait for the motion, and uncheck() fails if a box did not clear.
    await motionEnded(desk, '.ant-modal');
    await desk.getByTestId('webhook-url').fill(receiverUrl);
    for (const event of WEBHOOK_EVENT_TYPES.filter((e) => e !== 'ETA_CHANGE'))
      await desk.getByTestId(`webhook-event-${event}`).uncheck();
    await desk.getByTestId('webhook-save').click();
    const shown = desk.getByTestId('webhook-secret');
    await shown.waitFor();
    secret = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await desk.getByTestId('webhook-secret-done').click();
    const endpoints = await api<{ eventTypes: string[] }[]>('/application/webhooks', authed());
    expect(endpoints.data.map((e) => e.eventTypes)).toEqual([['ETA_CHANGE']]);

    // A shipment whose carrier is about to move its ETA by more than 6 h.
    const simNow = (await api<{ now: string }>('/sandbox/world')).data.now;
    const now = Date.parse(simNow);
    // 2.5 to 6 simulated hours ahead: 2.5 to 6 minutes here, after the push subscription (made at
    // the next minute) and still before the sandbox clock overtakes the server's.
    const found = nextEtaMove(world as Sandbox, now, now + 150 * MINUTE, now + 6 * HOUR);
    expect(found, 'a planned ETA move in the world').not.toBeNull();
    target = found as Target;
    expect(target.publishedAt).toBeLessThan(Date.now());
    const subscribed = await api<{ id: string }>(
      '/application/ocean/subscribe',
      authed({ billNumber: target.billNumber, carrierCode: target.carrierCode }),
    );
    expect(subscribed.statusCode, subscribed.message).toBe(20000);

    // The e-mail, the phone message, the signed webhook and the notice, each once.
    const mails = async () =>
      (
        await api<{ subject: string | null; text: string }[]>(
          `/sandbox/messages?to=${encodeURIComponent(inbox)}&limit=20`,
        )
      ).data ?? [];
    const phoneMessages = async () => {
      await phone.goto(phoneChat);
      return phone.getByTestId('phone-message').allTextContents();
    };
    const hooks = () => received.filter((r) => !r.body.includes('"webhook.test"'));
    // The revision comes at most 6 minutes from now; delivery follows within seconds.
    await expect.poll(async () => (await mails()).length, { timeout: 480_000, interval: 2_000 }).toBe(1);
    await expect.poll(async () => (await phoneMessages()).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => hooks().length, { timeout: 30_000 }).toBe(1);

    const delta = Math.round((target.after - target.before) / HOUR);
    const [mail] = await mails();
    expect(mail?.text).toContain(target.billNumber);
    const [message] = await phoneMessages();
    expect(message).toContain(target.billNumber);
    const hook = hooks()[0] as Received;
    const payload = verifyWebhook(secret, hook.headers, hook.body) as {
      type: string;
      data: {
        shipment: { businessNumber: string };
        changes: { event: string; portCode: string; newValue: string; deltaHours: number }[];
      };
    };
    expect(payload.type).toBe('shipment.changed');
    expect(payload.data.shipment.businessNumber).toBe(target.billNumber);
    expect(payload.data.changes).toEqual([
      expect.objectContaining({
        event: 'ETA_CHANGE',
        portCode: target.pod,
        newValue: new Date(target.after).toISOString(),
      }),
    ]);
    expect(Math.round(payload.data.changes[0]?.deltaHours ?? 0)).toBe(delta);

    await desk.goto('/notices?lang=en');
    await desk.getByTestId('notices-list').waitFor();
    await expect.poll(() => desk.getByTestId('notice').count()).toBe(1);
    expect(await desk.getByTestId('notice-number').first().textContent()).toContain(target.billNumber);
    await desk.screenshot({ path: `${SHOTS}notify-every-channel-notices-en-1366.png` });

    // Each once: nothing more arrives (a redelivery would come within seconds).
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(await mails()).toHaveLength(1);
    expect(await phoneMessages()).toHaveLength(1);
    expect(hooks()).toHaveLength(1);
    expect(await desk.getByTestId('notice').count()).toBe(1);
  }, 600_000);

  function authed(body?: unknown): RequestInit {
    return {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
  }
});
