import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rankOf } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { fillRegistration, type NewUser, session } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * The ocean search of /container (platform.md §1, §4, §5, §8; views.md §9): sample chips, the
 * search history, validation before any call, the paste limit, and a bulk paste by a member that
 * lands on the tracking list with every number's outcome.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Samples {
  bookings: string[];
  billsOfLading: string[];
  containers: string[];
}

/**
 * Sample numbers whose carrier the server detects from the number alone (some sandbox samples,
 * e.g. numeric bookings and leased boxes, rightly answer 40020 under AUTO). Probed with a guest of
 * its own, so the browser's guest starts with no subscriptions.
 */
let trackable: { containers: string[]; bills: string[] };

async function probe(token: string, field: 'billNumber' | 'containerNumber', numbers: string[]) {
  const ok: string[] = [];
  for (const number of numbers) {
    const res = await api<{ id: string }>('/application/ocean/subscribe', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ [field]: number }),
    });
    if (res.statusCode === 20000) ok.push(number);
  }
  return ok;
}

beforeAll(async () => {
  const world = await api<{ samples: Samples }>('/sandbox/world');
  const guest = await api<string | { accessToken: string }>(
    '/auth/guest/token?type=guest&secret=tracklane-guest',
  );
  const token = typeof guest.data === 'string' ? guest.data : guest.data.accessToken;
  trackable = {
    containers: await probe(token, 'containerNumber', world.data.samples.containers),
    bills: await probe(token, 'billNumber', world.data.samples.billsOfLading),
  };
  expect(trackable.containers.length).toBeGreaterThan(0);
  expect(trackable.containers.length + trackable.bills.length).toBeGreaterThanOrEqual(3);
});

/** Counts the subscribe calls the page makes, to prove validation happens before any call. */
function countSubscribeCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/application/ocean/subscribe') calls.push(r.url());
  });
  return calls;
}

/** A visitor on an English /container, once the automatic guest sign-in has a token. */
async function visitorPage(): Promise<Page> {
  const page = await browser.newPage(DESKTOP);
  await page.goto('/container?lang=en');
  await expect.poll(async () => (await session(page)).writeToken ?? '').toBeTruthy();
  await page.getByTestId('search-input').waitFor();
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // NProgress removes its bar once the request queue is empty: no stray bar in the picture.
  await page.waitForFunction(() => !document.getElementById('nprogress'));
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}${name}-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

describe('ocean search (/container)', () => {
  it('a visitor tracks a sample container, lands on its detail, and finds it in the history', async () => {
    const page = await visitorPage();
    const number = trackable.containers[0] as string;
    const chip = page.locator(`[data-testid="search-sample-chip"][data-number="${number}"]`);
    // The first samples show at once, the rest behind "More samples".
    await page.getByTestId('search-sample-chip').first().waitFor();
    if (!(await chip.isVisible())) await page.getByTestId('search-samples-more').click();
    await chip.click();
    expect(await page.getByTestId('search-input').inputValue()).toBe(number);

    await page.getByTestId('search-submit').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/ocean/detail');
    expect(new URL(page.url()).searchParams.get('id')).toMatch(UUID);
    // The new user's first look: the timeline (ports in rank order) and the route on the map,
    // once the first refresh brought the carrier's events.
    const map = page.getByTestId('ocean-route-map');
    await expect
      .poll(() => map.getAttribute('data-route-state'), { timeout: 45_000, interval: 250 })
      .toBe('drawn');
    expect(await map.locator('canvas').count()).toBeGreaterThan(0);
    const groups = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=container-timeline] [data-port]')].map((group) =>
        [...group.querySelectorAll('[data-event-code]')].map(
          (row) => row.getAttribute('data-event-code') ?? '',
        ),
      ),
    );
    expect(groups.flat().length).toBeGreaterThan(0);
    for (const codes of groups) {
      const ranks = codes.map((code) => rankOf(code));
      expect(ranks, codes.join(' ')).toEqual([...ranks].sort((a, b) => a - b));
    }

    await page.goto('/container?lang=en');
    const history = page.locator(`[data-testid="search-history-chip"][data-number="${number}"]`);
    await history.waitFor();
    await history.click();
    expect(await page.getByTestId('search-input').inputValue()).toBe(number);
    await shoot(page, 'search-en');

    await page.getByTestId('search-history-clear').click();
    await expect.poll(() => page.getByTestId('search-history-chip').count()).toBe(0);
    expect((await session(page)).history).toEqual([]);
  });

  it('refuses a wrong check digit and an empty box without calling the server, one click a second', async () => {
    const page = await visitorPage();
    const calls = countSubscribeCalls(page);
    const error = page.getByTestId('search-error');
    const start = Date.now();
    await page.clock.setFixedTime(start);

    await page.getByTestId('search-submit').click();
    await expect.poll(() => error.textContent()).toBe('Enter a B/L, booking or container number');

    // Within the same second the Track button ignores clicks (views.md §9).
    await page.getByTestId('search-input').fill('MSKU1234560');
    await page.getByTestId('search-submit').click();
    await page.waitForTimeout(300);
    expect(await error.textContent()).toBe('Enter a B/L, booking or container number');

    await page.clock.setFixedTime(start + 1_001);
    await page.getByTestId('search-submit').click();
    await expect.poll(() => error.textContent()).toBe('Container number format invalid: MSKU1234560');
    expect(calls).toEqual([]);
  });

  it('shows the count limit for 51 pasted numbers', async () => {
    const page = await visitorPage();
    const calls = countSubscribeCalls(page);
    const pasted = Array.from({ length: 51 }, (_, i) => `TLBL${String(100_000 + i)}`).join('\n');
    await page.getByTestId('search-input').fill(pasted);
    await expect.poll(() => page.getByTestId('search-count').textContent()).toBe('51 numbers');
    await page.getByTestId('search-submit').click();
    await expect
      .poll(() => page.getByTestId('search-error').textContent())
      .toBe('Too many numbers: 51 entered, at most 50 at a time');
    expect(calls).toEqual([]);
  });

  it('a member pastes three numbers (new line, tab, space) and lands on the list with three tracked', async () => {
    const suffix = randomBytes(3).toString('hex');
    const user: NewUser = {
      username: `searcher_${suffix}`,
      email: `searcher.${suffix}@example.com`,
      company: `Search Freight ${suffix}`,
      password: 'search-pass-1',
    };
    const page = await browser.newPage(DESKTOP);
    await page.goto('/login?view=register&lang=zh');
    await fillRegistration(page, browser.baseUrl, user);
    await page.getByTestId('user-menu').waitFor();

    // zh: members are not sent to /login (only visitors and guests are).
    await page.goto('/container?lang=zh');
    await page.getByTestId('search-input').waitFor();
    await page.getByTestId('search-sample-chip').first().waitFor();
    await shoot(page, 'search-zh');

    const [a, b, c] = [...trackable.bills, ...trackable.containers].slice(0, 3) as [string, string, string];
    await page.getByTestId('search-input').fill(`${a}\n${b}\t${c.toLowerCase()} `);
    await expect.poll(() => page.getByTestId('search-count').textContent()).toBe('共 3 个号码');
    await page.getByTestId('search-submit').click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/tracking/ocean');
    for (const number of [a, b, c]) {
      const row = page.getByTestId(`search-result-${number}`);
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('ok');
    }
    expect(await page.locator('[data-testid^="search-result-"][data-status]').count()).toBe(3);
    const stored = await session(page);
    expect(stored.history.slice(0, 3)).toEqual([a, b, c]);
  });
});
