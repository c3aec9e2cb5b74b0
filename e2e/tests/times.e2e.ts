import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type ApiKey, type SubscriptionItem, UTC8_ZONE, zonedTimeText } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * Issue 20, "one time, one zone": the same event reads the same text, with its zone, in the list,
 * the drawer and the ETA-history popover (which stays inside a 375 px screen); choosing UTC+8 in
 * the user settings changes what the list shows. Times no port applies to (an API key's creation)
 * read in the zone the user chose, labelled; the account and enterprise pages are shot in zh, en
 * and jp at 375 and 1366 px.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

interface Detail {
  subscription: SubscriptionItem;
  shipment: { etaHistory: unknown[]; etdHistory: unknown[] } | null;
}

let token = '';
let item: SubscriptionItem;
const authed = (body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

let username = '';
const PASSWORD = 'secret123';

async function signedIn(page: Page, path: string) {
  await page.goto('/login?lang=en');
  await accounts.signIn(page, username, PASSWORD);
  await page.getByTestId('user-menu').first().waitFor({ timeout: 30_000 });
  await page.goto(path);
}

/** What a list cell shows for an arrival: the actual time when there is one, else the estimate. */
async function listArrival(page: Page, id: string): Promise<string | null> {
  const cell = page.getByTestId(`list-eta-${id}`).first();
  await cell.waitFor({ timeout: 30_000 });
  const actual = page.getByTestId(`list-eta-${id}-actual`).first();
  const shown = (await actual.count()) > 0 ? actual : page.getByTestId(`list-eta-${id}-estimated`).first();
  return shown.getAttribute('data-time');
}

/** The test user, registered once (a test run alone registers it itself). */
async function register() {
  if (username) return;
  mkdirSync(SHOTS, { recursive: true });
  const suffix = randomBytes(3).toString('hex');
  username = `times${suffix}`;
  token = await accounts.registerByApi(browser.baseUrl, {
    username,
    email: `times${suffix}@example.com`,
    company: 'Times Co',
    password: PASSWORD,
  });
}

// expect.poll runs inside tests only: the set-up is the first test's first step.
async function prepare() {
  await register();
  const world = await api<{ samples: { billsOfLading: string[]; containers: string[] } }>('/sandbox/world');
  // A shipment whose ETA changed (a history to hover) and whose POD is not on UTC+8.
  for (const number of [...world.data.samples.billsOfLading, ...world.data.samples.containers]) {
    const body = /^[A-Z]{4}\d{7}$/.test(number) ? { containerNumber: number } : { billNumber: number };
    const sub = await api<{ id: string }>(
      '/application/ocean/subscribe',
      authed({ ...body, carrierCode: 'AUTO' }),
    );
    if (sub.statusCode !== 20000) continue;
    let detail: Detail | null = null;
    await expect
      .poll(
        async () => {
          detail = (await api<Detail>(`/application/ocean/subscribe/${sub.data.id}`, authed())).data;
          return Boolean(detail?.shipment);
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe(true);
    const found = detail as unknown as Detail;
    const s = found.subscription;
    const arrival = s.ata ?? s.eta;
    if (
      found.shipment &&
      found.shipment.etaHistory.length > 1 &&
      !s.ata &&
      arrival &&
      s.podTimeZone &&
      zonedTimeText(arrival, s.podTimeZone) !== zonedTimeText(arrival, UTC8_ZONE)
    ) {
      item = s;
      break;
    }
  }
  expect(item, 'a sample with an ETA history and a POD off UTC+8').toBeDefined();
}

describe('one time, one zone', () => {
  it('shows the same arrival, with its zone, in the list, the drawer and the ETA history', async () => {
    await prepare();
    const expected = zonedTimeText(item.eta, item.podTimeZone as string);
    expect(expected).toMatch(/ [A-Z]+([+-]\d+)?$/);
    for (const size of [DESKTOP, PHONE]) {
      const page = await browser.newPage(size);
      await signedIn(page, '/tracking/ocean?lang=en');
      expect(await listArrival(page, item.id)).toBe(expected);
      await page.screenshot({ path: `${SHOTS}times-list-en-${size.width}.png` });

      await page.goto(`/ocean/detail?id=${item.id}&lang=en`);
      const arrival = page.locator('[data-testid=detail-arrival] [data-time]').first();
      await arrival.waitFor({ timeout: 30_000 });
      expect(await arrival.getAttribute('data-time')).toBe(expected);
      expect((await arrival.textContent())?.replace(/\s+/g, ' ').trim()).toBe(expected);

      // The history's newest line is the ETA shown; the popover stays on screen.
      await arrival.click();
      const history = page.getByTestId('eta-history');
      await history.waitFor({ timeout: 15_000 });
      const values = page.getByTestId('eta-history-value');
      expect(await values.first().getAttribute('data-time')).toBe(expected);
      for (const text of await values.allTextContents())
        expect(text).toMatch(/\d{2}:\d{2} [A-Z]+([+-]\d+)?$/);
      await page.waitForTimeout(400); // the popover's opening animation
      const box = await page.locator('.ant-popover:visible').first().boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: `${SHOTS}times-eta-history-en-${size.width}.png` });
    }
  }, 400_000);

  it('shows every time in UTC+8 once the user chose it in the settings', async () => {
    const page = await browser.newPage(DESKTOP);
    await signedIn(page, '/user/settings/info?lang=en');
    const utc8 = page.getByTestId('time-display-utc8');
    await utc8.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}times-settings-en-1366.png` });
    await utc8.click();
    await expect
      .poll(async () => (await api<{ timeDisplay: string }>('/auth/user/current', authed())).data.timeDisplay)
      .toBe('utc8');
    await page.goto('/tracking/ocean?lang=en');
    await expect
      .poll(() => listArrival(page, item.id), { timeout: 30_000 })
      .toBe(zonedTimeText(item.eta, UTC8_ZONE));
    // It follows the user to another browser: the server holds it.
    const other = await browser.newPage(PHONE);
    await signedIn(other, '/tracking/ocean?lang=en');
    await expect
      .poll(() => listArrival(other, item.id), { timeout: 30_000 })
      .toBe(zonedTimeText(item.eta, UTC8_ZONE));
  }, 180_000);

  it("shows an account's times in the chosen zone, labelled: the API keys card under UTC", async () => {
    await register();
    const page = await browser.newPage(DESKTOP);
    await signedIn(page, '/user/settings/info?lang=en');
    const utc = page.getByTestId('time-display-utc');
    await utc.waitFor({ timeout: 30_000 });
    await utc.click();
    await expect
      .poll(async () => (await api<{ timeDisplay: string }>('/auth/user/current', authed())).data.timeDisplay)
      .toBe('utc');
    const created = await api<{ id: string }>('/auth/api/keys', authed({ name: 'times e2e' }));
    expect(created.statusCode, created.message).toBe(20000);
    const key = (await api<ApiKey[]>('/auth/api/keys', authed())).data.find((k) => k.id === created.data.id);
    const expected = zonedTimeText(key?.createdAt, 'UTC');
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    await page.goto('/user/settings/auth?lang=en');
    const row = page.getByTestId(`api-key-row-${created.data.id}`);
    await row.waitFor({ timeout: 30_000 });
    // What the row shows, as read: the time with its zone's label (before: the browser's clock, bare).
    expect(await row.innerText()).toContain(expected);
    await page.close();

    for (const lang of ['zh', 'en', 'jp']) {
      for (const size of [PHONE, DESKTOP]) {
        const shot = await browser.newPage(size);
        await signedIn(shot, `/user/settings/auth?lang=${lang}`);
        await shot.getByTestId(`api-key-row-${created.data.id}`).waitFor({ timeout: 30_000 });
        await shot.screenshot({ path: `${SHOTS}times-api-keys-${lang}-${size.width}.png`, fullPage: true });
        await shot.goto(`/enterprise?lang=${lang}`);
        await shot.waitForLoadState('networkidle');
        await shot.screenshot({ path: `${SHOTS}times-enterprise-${lang}-${size.width}.png`, fullPage: true });
        await shot.close();
      }
    }
  }, 300_000);
});
