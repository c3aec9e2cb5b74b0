import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { SubscriptionItem as Item, SubscriptionPage as ListPage } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { type NewUser, registerByApi, signInFromLoginPage } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * A shipment without data (issue 20): a well-formed container number the sandbox world does not
 * know. The list row, the phone card and the drawer say why there is no data and when it is
 * checked next, never a bare "No data"; "check now" is taken once, then refused with the
 * server's sentence until five minutes have passed.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
/** Its check digit is right; no carrier of the sandbox world has it. */
const UNKNOWN = 'ZZZU5151513';

const suffix = randomBytes(3).toString('hex');
const user: NewUser = {
  username: `nodata_${suffix}`,
  email: `nodata.${suffix}@example.com`,
  company: `No Data Freight ${suffix}`,
  password: 'nodata-pass-1',
};
let token = '';
let item: Item;

const authed = (body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

// biome-ignore lint/suspicious/noExplicitAny: a locale file is read key by key.
const strings = (lang: string): any =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${lang}/ocean.json`, import.meta.url), 'utf8'))
    .noData;

async function signedIn(size = DESKTOP): Promise<Page> {
  const page = await browser.newPage(size);
  await signInFromLoginPage(page, user.username, user.password);
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

describe('a shipment without data', () => {
  it('is polled once and found nowhere yet', async () => {
    token = await registerByApi(browser.baseUrl, user);
    const world = await api<{ samples: { containers: string[]; carriers: Record<string, string> } }>(
      '/sandbox/world',
    );
    const carrierCode = world.data.samples.carriers[world.data.samples.containers[0] as string];
    const res = await api<Item>(
      '/application/ocean/subscribe',
      authed({ containerNumber: UNKNOWN, carrierCode }),
    );
    expect(res.statusCode, res.message).toBe(20000);
    // The first poll comes within the minute and finds nothing at the carrier.
    await expect
      .poll(
        async () =>
          (await api<ListPage>('/application/ocean/subscribes', authed({}))).data.list.find(
            (i) => i.id === res.data.id,
          )?.noData?.reason,
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('not-found-yet');
    item = (await api<ListPage>('/application/ocean/subscribes', authed({}))).data.list.find(
      (i) => i.id === res.data.id,
    ) as Item;
    expect(Date.parse(item.noData?.nextCheckAt ?? '')).toBeGreaterThan(Date.now());
  });

  for (const [lang, size, name] of [
    ['en', DESKTOP, 'desktop'],
    ['zh', PHONE, 'phone'],
    ['jp', DESKTOP, 'desktop'],
  ] as const) {
    it(`the list (${lang}, ${size.width} px) says why and when it is checked next`, async () => {
      const page = await signedIn(size);
      await page.goto(`/tracking/ocean?lang=${lang}`);
      const notice = page.getByTestId(`nodata-${item.id}`).first();
      await notice.waitFor();
      expect(await notice.getAttribute('data-reason')).toBe('not-found-yet');
      expect(await notice.getByTestId('nodata-reason').textContent()).toBe(
        strings(lang).reason['not-found-yet'],
      );
      const next = (await notice.getByTestId('nodata-next').textContent()) ?? '';
      const [before] = String(strings(lang).nextCheck).split('{{time}}');
      expect(next.startsWith(before as string)).toBe(true);
      expect(next).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(await notice.getByTestId('nodata-check-now').isVisible()).toBe(true);
      // Inside the viewport: nothing cut off at 375 px.
      const box = await notice.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      await shoot(page, `ocean-no-data-list-${lang}-${name}`);
      await page.close();
    });
  }

  it('the drawer says the same; check now is taken once, then refused with the reason', async () => {
    const page = await signedIn(DESKTOP);
    await page.goto('/tracking/ocean?lang=en');
    await page.getByTestId(`list-number-${item.id}`).click();
    const drawer = page.getByTestId('ocean-info-drawer');
    await drawer.waitFor();
    const notice = drawer.getByTestId(`nodata-${item.id}`);
    await notice.waitFor();
    expect(await notice.getByTestId('nodata-reason').textContent()).toBe(
      strings('en').reason['not-found-yet'],
    );
    expect(await notice.getByTestId('nodata-next').textContent()).toMatch(
      /^Next check at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );

    const button = notice.getByTestId('nodata-check-now');
    await button.click();
    await expect.poll(() => button.getAttribute('data-asked')).toBe('true');
    // "Checking…" until the check has run. On PostgreSQL the worker can run it before the page has
    // refetched the shipment, so it may be over already (no-data-notice.test.tsx covers the label).
    if ((await button.getAttribute('data-checking')) === 'true') {
      expect(await button.textContent()).toBe(strings('en').checking);
      await shoot(page, 'ocean-no-data-drawer-en-checking');
    } else {
      expect(await button.textContent()).toBe(strings('en').checkNow);
    }

    await button.click();
    const refused = notice.getByTestId('nodata-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(
      /^This shipment was checked at the carrier just now; you can check it again in [1-5] min$/,
    );
    await shoot(page, 'ocean-no-data-drawer-en-refused');
    await page.close();
  });
});
