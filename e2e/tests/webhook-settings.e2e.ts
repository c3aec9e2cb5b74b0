import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../apps/web/src/pages/api/webhook-signatures/verify-webhook.js';
import { type NewUser, registerByApi, signInFromLoginPage } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * Webhook endpoints as a new member would set one up (issue 21): add an endpoint pointing at a
 * receiver this test starts on 127.0.0.1 (the browser-test server allows private addresses), copy
 * its secret from the one-time dialog, send a test event and see it arrive signed (checked with
 * the /api page's own TypeScript snippet) and in the delivery log, then redeliver it under the
 * same webhook-id. Screenshots of the section and of the /api guide in zh, en and jp at 375 and
 * 1366 px, with no horizontal scroll on the phone. The tests run in order and share the member.
 */
const browser = useBrowser();
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const LANGUAGES = ['zh', 'en', 'jp'] as const;

const suffix = randomBytes(3).toString('hex');
const member: NewUser = {
  username: `hooks_${suffix}`,
  email: `hooks.${suffix}@example.com`,
  company: `Hooks Cargo ${suffix}`,
  password: 'hooks-pass-1',
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let receiver: Server;
let receiverUrl = '';
let secret = '';
let page: Page;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // A long path: the address must wrap on a phone, not widen the page.
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tracklane/webhooks/${'receiver-path/'.repeat(4)}in`;
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Each test gets a fresh browser context (support/browser.ts): sign in again. */
async function signedIn(path: string) {
  page = await browser.newPage();
  await page.setViewportSize(DESKTOP);
  await signInFromLoginPage(page, member.username, member.password);
  await page.goto(path);
}

/** One element, drawn on the whole page so the sticky header does not cover its top. */
async function shoot(selector: string, file: string) {
  const box = await page.getByTestId(selector).evaluate((el) => {
    // At the top of the page the fixed header is drawn there only, above the element.
    window.scrollTo(0, 0);
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
  await page.screenshot({ path: `${SHOTS}${file}`, fullPage: true, clip: box });
}

const noHorizontalScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('webhook settings: endpoint, secret once, test event, delivery log', () => {
  it('adds an endpoint and shows its secret once', async () => {
    await registerByApi(browser.baseUrl, member);
    await signedIn('/user/settings/notifications?lang=en');
    await page.getByTestId('webhooks').waitFor();
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill(receiverUrl);
    await page.getByTestId('webhook-description').fill('Our TMS');
    await page.getByTestId('webhook-save').click();
    const shown = page.getByTestId('webhook-secret');
    await shown.waitFor();
    secret = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    // The dialog zooms in: wait until it has settled before the picture.
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}webhooks-secret-en-1366.png` });
    await page.getByTestId('webhook-secret-done').click();
    await expect.poll(() => shown.count()).toBe(0);
    await expect.poll(() => page.getByText(secret).count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid^="webhook-url-"]').textContent()).toBe(receiverUrl);
  });

  it('sends a test event that arrives signed and shows in the log', async () => {
    await signedIn('/user/settings/notifications?lang=en');
    const endpoint = page.locator('[data-testid^="webhook-endpoint-"]').first();
    await endpoint.getByTestId('webhook-test-send').click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const first = received[0] as Received;
    const payload = verifyWebhook(secret, first.headers, first.body) as {
      type: string;
      data: { test: boolean };
    };
    expect(payload).toMatchObject({ type: 'webhook.test', data: { test: true } });
    const messageId = String(first.headers['webhook-id']);

    const row = page.getByTestId(`webhook-message-${messageId}`);
    await expect
      .poll(() => row.getByTestId(`webhook-message-status-${messageId}`).textContent(), {
        timeout: 20_000,
      })
      .toBe('Delivered');
    await row.getByTestId(`webhook-attempts-toggle-${messageId}`).click();
    const attempts = page.getByTestId(`webhook-attempts-${messageId}`);
    await expect.poll(() => attempts.textContent()).toContain('HTTP 200');
    expect(await attempts.locator('pre').first().textContent()).toBe('received by the e2e receiver');

    await row.getByTestId(`webhook-redeliver-${messageId}`).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]?.headers['webhook-id']).toBe(messageId);
    expect(() => verifyWebhook(secret, received[1]?.headers ?? {}, received[1]?.body ?? '')).not.toThrow();
  });

  it('reads in zh, en and jp at 375 and 1366 px, the /api guide too', async () => {
    await signedIn('/user/settings/notifications?lang=en');
    for (const lang of LANGUAGES) {
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(`/user/settings/notifications?lang=${lang}`);
        const section = page.getByTestId('webhooks');
        await section.locator('[data-testid^="webhook-endpoint-"]').first().waitFor();
        await section.locator('[data-testid^="webhook-log-toggle-"]').first().click();
        const message = section.locator('[data-testid^="webhook-attempts-toggle-"]').first();
        await message.click();
        await section.locator('.tl-webhook-attempt').first().waitFor();
        expect(await noHorizontalScroll(), `${lang} ${name} settings`).toBe(true);
        await shoot('webhooks', `webhooks-settings-${lang}-${size.width}.png`);

        await page.goto(`/api?lang=${lang}#webhook-signatures`);
        const guide = page.getByTestId('webhook-signatures');
        // Signed in, with a fragment: the live connection once built its socket URL with it and threw.
        await guide.waitFor();
        expect(await noHorizontalScroll(), `${lang} ${name} /api`).toBe(true);
        await shoot('webhook-signatures', `webhooks-api-guide-${lang}-${size.width}.png`);
      }
    }
  });
});
