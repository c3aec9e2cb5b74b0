import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { ShareInvitation } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { type NewUser, registerByApi, signIn } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { lookAlreadyChecked } from '../support/passes.js';

/**
 * Sharing a shipment with another company (platform.md §1 sharing): the share is an invitation
 * the recipient sees above their tracking list and accepts (the shipment joins the list) or
 * refuses. The sharer works through the API; the recipient in the browser. The tests run in
 * order and share the two members.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

const suffix = randomBytes(3).toString('hex');
const member = (name: string): NewUser => ({
  username: `${name}_${suffix}`,
  email: `${name}.${suffix}@example.com`,
  company: `${name[0]?.toUpperCase()}${name.slice(1)} Cargo ${suffix}`,
  password: 'share-pass-1',
});
const sharer = member('sharer');
const recipient = member('recipient');
const tokens = { sharer: '', recipient: '' };
let bills: string[] = [];

const authed = (token: string, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** The sharer tracks `billNumber` and shares it with the recipient. */
async function share(billNumber: string) {
  const subscribed = await api<{ id: string }>(
    '/application/ocean/subscribe',
    authed(tokens.sharer, { billNumber }),
  );
  expect(subscribed.statusCode, subscribed.message).toBe(20000);
  const shared = await api(
    '/application/ocean/subscribe/share',
    authed(tokens.sharer, {
      businessId: subscribed.data.id,
      to: recipient.username,
    }),
  );
  expect(shared).toMatchObject({ statusCode: 20000, data: null });
}

const offers = async () =>
  (await api<ShareInvitation[]>('/application/ocean/share/invitations', authed(tokens.recipient))).data;

async function recipientPage(size = DESKTOP): Promise<Page> {
  const page = await browser.newPage(size);
  await page.goto('/login');
  await signIn(page, recipient.username, recipient.password);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('#nprogress'), undefined, { timeout: 5_000 })
    .catch(() => {});
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

describe('sharing a shipment with another company', () => {
  it('the recipient accepts one shared shipment into the list and refuses another', async () => {
    tokens.sharer = await registerByApi(browser.baseUrl, sharer);
    tokens.recipient = await registerByApi(browser.baseUrl, recipient);
    const world = await api<{ samples: { billsOfLading: string[] } }>('/sandbox/world');
    bills = world.data.samples.billsOfLading.slice(0, 3);
    await share(bills[0] as string);
    await share(bills[1] as string);
    const [second, first] = await offers();

    const page = await recipientPage();
    await page.goto('/tracking/ocean?lang=en');
    await page.getByTestId('share-invitations').waitFor();
    await expect.poll(() => page.locator('[data-testid^="share-invitation-"]').count()).toBe(2);
    expect(await page.getByTestId(`share-invitation-${first?.id}`).textContent()).toContain(sharer.company);
    await expect.poll(() => page.getByTestId('list-count').textContent()).toBe('0');

    await page.getByTestId(`invitation-accept-${first?.id}`).click();
    await expect.poll(() => page.getByTestId('list-count').textContent()).toBe('1');
    await expect.poll(() => page.locator('[data-testid^="share-invitation-"]').count()).toBe(1);
    expect(await page.getByTestId('list-row').first().textContent()).toContain(first?.businessNumber);

    await page.getByTestId(`invitation-refuse-${second?.id}`).click();
    await page.getByTestId('share-invitations').waitFor({ state: 'detached' });
    expect(await offers()).toEqual([]);
    expect(await page.getByTestId('list-count').textContent()).toBe('1');
  });

  it.skipIf(lookAlreadyChecked)('shows an open invitation in zh, en and jp at 375 and 1366 px', async () => {
    await share(bills[2] as string);
    for (const size of [PHONE, DESKTOP]) {
      const page = await recipientPage(size);
      for (const lang of ['zh', 'en', 'jp']) {
        await page.goto(`/tracking/ocean?lang=${lang}`);
        await page.getByTestId('share-invitations').waitFor();
        // Nothing of the invitation spills out of a phone's width.
        const width = await page.getByTestId('share-invitations').evaluate((el) => el.scrollWidth);
        expect(width).toBeLessThanOrEqual(size.width);
        await shoot(page, `ocean-share-invitation-${lang}-${size.width}`);
      }
    }
  });
});
