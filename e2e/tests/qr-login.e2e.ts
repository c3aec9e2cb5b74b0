import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { session, signIn } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);

const suffix = randomBytes(3).toString('hex');
const user = { username: `qr_${suffix}`, email: `qr.${suffix}@example.com`, password: 'qr-pass-1' };

/** Spec platform.md §6/§8: the visitor message, as the server catalogue words it. */
const VISITOR = {
  en: 'Visitors cannot use this feature, please log in for more',
  jp: 'ゲストはこの機能を利用できません。ログインしてさらにご利用ください',
};

/** Opens the sandbox phone (the URL the QR code encodes) in another tab of the same browser and confirms. */
async function scanAndConfirm(page: Page): Promise<void> {
  const href = await page.getByTestId('qr-sandbox-phone').getAttribute('href');
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/scan\//);
  const phone = await page.context().newPage();
  await phone.goto(href as string);
  // Scanning alone shows "scanned" on the computer before the phone confirms.
  await page.locator('[data-testid="qr-state"][data-state="scanned"]').waitFor();
  await phone.getByTestId('phone-confirm').click();
  await phone.locator('[data-testid="phone-result"][data-outcome="confirmed"]').waitFor();
  await phone.close();
}

describe('QR sign-in through the sandbox messaging app', () => {
  it('binds the phone in the user centre, then signs in by QR and lands on the saved target', async () => {
    await accounts.registerByApi(browser.baseUrl, { ...user, company: 'QR Freight' });
    const page = await browser.newPage();
    await page.goto('/login?lang=zh');
    await signIn(page, user.username, user.password);
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/user/settings/auth');
    await page.getByTestId('bound-bind').click();
    await page.getByTestId('qr-image').waitFor();
    await scanAndConfirm(page);
    await page.locator('[data-testid^="bound-row-"]').waitFor();
    expect(await page.getByTestId('bound-accounts').textContent()).toContain('Sandbox user');
    await accounts.signOut(page);

    // A protected page sends the (zh) visitor to sign in and remembers where they were going.
    await page.goto('/user/settings/info');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByTestId('login-tab-qr').click();
    await page.getByTestId('qr-image').waitFor();
    await scanAndConfirm(page);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/user/settings/info');
    await expect.poll(() => page.getByTestId('info-username').inputValue()).toBe(user.username);
    expect(await session(page)).toMatchObject({ loginType: 'normal' });
  });

  it('tells an unbound messaging account to sign in another way or register', async () => {
    const page = await browser.newPage();
    await page.goto('/login?tab=qr&lang=en');
    await page.getByTestId('qr-image').waitFor();
    await scanAndConfirm(page);
    await page.getByTestId('qr-unbound').waitFor();
    expect(await page.getByTestId('qr-unbound').textContent()).toContain('not linked to Tracklane');
    expect((await session(page)).loginType).not.toBe('normal');
  });
});

describe('visitors', () => {
  it('blocks a guest from the enterprise centre with the visitor message (the server says the same)', async () => {
    for (const lang of ['en', 'jp'] as const) {
      const page = await browser.newPage();
      await page.goto(`/enterprise/info?lang=${lang}`);
      await expect.poll(() => page.getByTestId('visitor-message').textContent()).toBe(VISITOR[lang]);
      await expect.poll(async () => (await session(page)).accessToken2 ?? null).toBeTruthy();
      const state = await session(page);
      expect(state.loginType).toBe('guest');
      const res = await api<null>('/auth/organization/', {
        headers: { authorization: `Bearer ${state.accessToken2}`, lang },
      });
      expect(res).toMatchObject({ statusCode: 40300, message: VISITOR[lang] });
      await page.getByTestId('visitor-sign-in').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    }
  });
});

describe('/authorize', () => {
  it('turns a query key into a read token and opens the linked page; a bad key is refused', async () => {
    const signedIn = await api<{ accessToken: string }>(
      `/auth/user/token?${new URLSearchParams({ username: user.username, password: user.password })}`,
    );
    const created = await api<{ clientId: string; key: string }>('/auth/api/keys', {
      method: 'POST',
      headers: { authorization: `Bearer ${signedIn.data.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'partner' }),
    });
    const { clientId, key } = created.data;
    const page = await browser.newPage();
    await page.goto(
      `/authorize?${new URLSearchParams({ clientId, key, redirect: '/api?from=partner', lang: 'en' })}`,
    );
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
      .toBe('/api?from=partner');
    await expect.poll(async () => (await session(page)).readToken ?? null).toBeTruthy();

    const bad = await browser.newPage();
    await bad.goto(`/authorize?${new URLSearchParams({ clientId, key: 'not-the-key', lang: 'en' })}`);
    await bad.locator('[data-testid="authorize-state"][data-state="invalid"]').waitFor();
    expect(await bad.getByText('The query key is invalid').count()).toBe(1);
    expect((await session(bad)).readToken ?? null).toBeNull();

    // A messaging-app union id nobody bound: the sign-in failed (platform.md §8 "login failed").
    const union = await browser.newPage();
    await union.goto(`/authorize?${new URLSearchParams({ unionId: 'nobody-bound-this', lang: 'zh' })}`);
    await union.locator('[data-testid="authorize-state"][data-state="invalid"]').waitFor();
    expect(await union.getByText('登录失败', { exact: true }).count()).toBe(1);
  });
});
