import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();

interface Tracklane {
  request(opts: { url: string; method?: string; silent?: boolean; loading?: boolean }): Promise<unknown>;
}

/** Counts every toast that appears, even after it has faded away again. */
async function countToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { toasts: string[] };
    w.toasts = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.matches('.ant-message-notice'))
            w.toasts.push(n.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

const toasts = (page: Page) => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);

function fire(page: Page, url: string, times = 1) {
  return page.evaluate(
    ([u, n]) => {
      const t = (window as unknown as { tracklane: Tracklane }).tracklane;
      // Distinct URLs: Chromium's HTTP cache lock would otherwise serialise identical GETs.
      const sep = (u as string).includes('?') ? '&' : '?';
      const calls = Array.from({ length: n as number }, (_, i) => t.request({ url: `${u}${sep}n=${i}` }));
      return Promise.allSettled(calls).then((all) => all.map((r) => r.status));
    },
    [url, times] as const,
  );
}

beforeEach(async () => {
  await fetch(`${browser.baseUrl}/__test/concurrency/reset`, { method: 'POST' });
});

describe('request client', () => {
  it('runs at most 5 requests at once and queues the rest', async () => {
    const page = await browser.newPage();
    await page.goto('/?lang=en');
    const statuses = await fire(page, '/__test/slow?ms=700', 8);
    expect(statuses).toEqual(Array(8).fill('fulfilled'));
    const res = await (await fetch(`${browser.baseUrl}/__test/concurrency`)).json();
    expect(res.data.max).toBe(5);
  });

  it('shows an error toast with the server message, and the same text only once in 5 s', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await countToasts(page);
    await page.goto('/?lang=en');
    // Let the page's lazy chunks (route, locale) arrive first: they load in real time, which the
    // installed clock does not drive. Under load this test once counted one toast twice.
    await page.waitForLoadState('networkidle');
    const url = '/__test/fail?code=40300&message=Dup%20toast';
    await fire(page, url, 2);
    await expect.poll(() => toasts(page)).toEqual(['Dup toast']);
    await page.clock.runFor(4_000);
    await fire(page, url);
    expect(await toasts(page)).toEqual(['Dup toast']);
    await page.clock.runFor(1_500);
    await fire(page, url);
    await expect.poll(() => toasts(page)).toEqual(['Dup toast', 'Dup toast']);
  });

  it('maps "call limit exceeded" on subscribe calls to the subscription message', async () => {
    const page = await browser.newPage();
    await countToasts(page);
    await page.goto('/?lang=en');
    await fire(
      page,
      '/__test/fail?code=42900&message=call%20limit%20exceeded&path=/application/ocean/subscribe',
    );
    await expect
      .poll(() => toasts(page))
      .toEqual(['Exceeded the number of subscriptions, unable to add new subscriptions']);
  });

  it('shows "Network Error" when the server cannot be reached', async () => {
    const page = await browser.newPage();
    await countToasts(page);
    await page.goto('/?lang=en');
    await page.route('**/__test/unreachable?*', (route) => route.abort('connectionrefused'));
    await fire(page, '/__test/unreachable');
    await expect.poll(() => toasts(page)).toEqual(['Network Error']);
  });

  it('shows the progress bar while a request runs and hides it 200 ms after the queue empties', async () => {
    const page = await browser.newPage();
    await page.goto('/?lang=en');
    await expect.poll(() => page.locator('#nprogress').count()).toBe(0);
    const pending = fire(page, '/__test/slow?ms=1200');
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 1_000 }).toBe(1);
    await pending;
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 3_000 }).toBe(0);
  });
});
