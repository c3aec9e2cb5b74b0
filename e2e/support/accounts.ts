import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { clickMenuItem } from './menus.js';

/** Account helpers shared by the browser tests: API calls, the sandbox mailbox, sign-in forms. */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

export async function api<T>(baseUrl: string, path: string, init?: RequestInit): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, init);
  return (await res.json()) as Envelope<T>;
}

/** The newest code the sandbox mailbox received for an address (the page shows the same list). */
export async function latestCode(baseUrl: string, to: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await api<Array<{ text: string; subject: string | null; receivedAt: string }>>(
          baseUrl,
          `/sandbox/messages?to=${encodeURIComponent(to)}&limit=20`,
        );
        const fresh = (res.data ?? []).filter((m) => Date.parse(m.receivedAt) >= after - 1000);
        code = fresh.map((m) => /\b(\d{4,8})\b/.exec(`${m.subject ?? ''} ${m.text}`)?.[1]).find(Boolean);
        return code;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeTruthy();
  return code as string;
}

// biome-ignore lint/suspicious/noExplicitAny: the persisted zustand state, read as plain JSON.
export async function session(page: Page): Promise<Record<string, any>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('DATA') ?? '{}').state ?? {});
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs out through the user menu. Signing out of a members-only page may land on /login instead
 * of home (the login guard can redirect before the sign-out's own navigation): both are signed
 * out — the stored session has no write token and a way to sign in is on screen.
 */
/** Opens the sign-in page on `page`, signs in and waits for the signed-in header. */
export async function signInFromLoginPage(page: Page, username: string, password: string) {
  await page.goto('/login');
  await signIn(page, username, password);
  await page.getByTestId('user-menu').waitFor();
}

export async function signOut(page: Page) {
  await clickMenuItem(page, page.getByTestId('user-menu'), page.getByTestId('user-menu-logout'));
  await page.waitForFunction(() => !JSON.parse(localStorage.getItem('DATA') ?? '{}').state?.writeToken);
  await page.locator('[data-testid="header-sign-in"], [data-testid="login-submit"]').first().waitFor();
}

export interface NewUser {
  username: string;
  email: string;
  company: string;
  password: string;
}

/** Fills and submits the registration form that is open on `page`, with a code from the mailbox. */
export async function fillRegistration(page: Page, baseUrl: string, user: NewUser) {
  await page.getByTestId('register-username').fill(user.username);
  await page.getByTestId('register-company').fill(user.company);
  await page.getByTestId('register-number').fill(user.email);
  const sentAt = Date.now();
  await page.getByTestId('register-send').click();
  // The code is sent by the server before the button counts down: on a 2-core machine beside
  // another file's import or export that can take longer than the usual 5 s.
  await expect.poll(() => page.getByTestId('register-send').isDisabled(), { timeout: 20_000 }).toBe(true);
  const code = await latestCode(baseUrl, user.email, sentAt);
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(user.password);
  await page.getByTestId('register-confirm').fill(user.password);
  await page.getByTestId('register-submit').click();
}

/** Registers `user` through the API (code from the sandbox mailbox); its write token back. */
export async function registerByApi(baseUrl: string, user: NewUser): Promise<string> {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const sentAt = Date.now();
  const sent = await api(
    baseUrl,
    '/auth/sendCode',
    json({ number: user.email, category: 'email', type: 'register' }),
  );
  expect(sent.statusCode, sent.message).toBe(20000);
  const registered = await api<{ accessToken: string }>(
    baseUrl,
    '/auth/user/registerUser',
    json({
      username: user.username,
      password: user.password,
      confirmPassword: user.password,
      registerType: 'email',
      companyName: user.company,
      email: user.email,
      roundCode: await latestCode(baseUrl, user.email, sentAt),
    }),
  );
  expect(registered.statusCode, registered.message).toBe(20000);
  return registered.data.accessToken;
}
