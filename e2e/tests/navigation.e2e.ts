import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { signIn } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { clickMenuItem } from '../support/menus.js';

/**
 * Finding one's way as a signed-in forwarder (issue 20): "My shipments" is reachable from the
 * header, the user menu, home and a shipment's detail; sign-in lands there; header and footer lead
 * only to pages that exist.
 */
const browser = useBrowser();
const suffix = randomBytes(3).toString('hex');
const user = {
  username: `nav_${suffix}`,
  email: `nav.${suffix}@example.com`,
  password: 'nav-pass-1',
  company: 'Nav Freight',
};
const LIST = '/tracking/ocean';
const path = (url: string) => new URL(url).pathname;

describe('finding my shipments', () => {
  it('lands on my shipments after sign-in and reaches them from header, menu, home and detail', async () => {
    const token = await accounts.registerByApi(browser.baseUrl, user);
    const world = await accounts.api<{ samples: { containers: string[] } }>(
      browser.baseUrl,
      '/sandbox/world',
    );
    const containerNumber = world.data.samples.containers[0] as string;
    const subscribed = await accounts.api<{ id: string }>(browser.baseUrl, '/application/ocean/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ containerNumber }),
    });

    const page = await browser.newPage({ width: 1366, height: 900 });
    await page.goto('/login?lang=en');
    await signIn(page, user.username, user.password);
    await expect.poll(() => path(page.url())).toBe(LIST);

    await page.goto('/?lang=en');
    await page.getByTestId('nav-my-shipments').click();
    await expect.poll(() => path(page.url())).toBe(LIST);

    await page.goto('/api');
    await clickMenuItem(page, page.getByTestId('user-menu'), page.getByTestId('user-menu-shipments'));
    await expect.poll(() => path(page.url())).toBe(LIST);

    await page.goto('/');
    await page.getByTestId('home-my-shipments').click();
    await expect.poll(() => path(page.url())).toBe(LIST);

    expect(subscribed.statusCode, subscribed.message).toBe(20000);
    const id = subscribed.data.id;
    // While the detail loads, the drawer shows the number the list showed, never the subscription id.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/application/ocean/subscribe/${id}`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByTestId(`list-number-${id}`).click();
    await expect.poll(() => page.getByTestId('detail-business-number').textContent()).toBe(containerNumber);
    expect(await page.getByTestId('ocean-info-drawer').textContent()).not.toContain(id);
    release();
    await page.getByTestId('detail-carrier-name').waitFor();
    await page.getByTestId('detail-back-to-list').click();
    await expect.poll(() => path(page.url())).toBe(LIST);

    // On a phone the header's entry sits in the navigation drawer (same session, narrow screen).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/?lang=en');
    await page.getByTestId('nav-menu-button').click();
    await page.getByTestId('drawer-my-shipments').click();
    await expect.poll(() => path(page.url())).toBe(LIST);
    // Registration, sign-in and seven page loads: longer than one page's budget on a busy machine.
  }, 180_000);

  it('offers no header or footer link that leads to the not-found page', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await page.goto('/?lang=en');
    await page.locator('footer a').first().waitFor();
    // Header group links are rendered in their popups on demand: read them from each group.
    const hrefs = new Set<string>();
    for (const href of await page
      .locator('footer a, header a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      if (href) hrefs.add(href);
    const groups = page.locator('nav.tl-nav .tl-nav-entry:not(a)');
    for (let i = 0; i < (await groups.count()); i++) {
      await groups.nth(i).click();
      for (const href of await page
        .locator('[role="menu"] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        if (href) hrefs.add(href);
      await page.keyboard.press('Escape');
    }
    const inApp = [...hrefs].filter((h) => h.startsWith('/') && !h.startsWith('/documentation'));
    expect(inApp.length).toBeGreaterThan(4);
    for (const href of inApp) {
      await page.goto(href);
      await page.locator('#root *').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('notfound-home').count(), href).toBe(0);
    }
  });

  it('keeps a language switched in the header across a reload, even with ?lang= in the address', async () => {
    const page = await browser.newPage();
    await page.goto('/?lang=en');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await clickMenuItem(page, page.getByTestId('lang-switch'), page.getByTestId('lang-option-jp'));
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
    await page.reload();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
  });
});
