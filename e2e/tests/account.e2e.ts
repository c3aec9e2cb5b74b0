import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { session, signIn, signOut } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();

/** One new user walks through the whole account slice; the tests run in order and share it. */
const suffix = randomBytes(3).toString('hex');
const user = {
  username: `e2e_${suffix}`,
  email: `e2e.${suffix}@example.com`,
  company: 'E2E Freight Ltd',
  password: 'first-pass1',
  newPassword: 'second-pass2',
};

/** 40101 in every interface language (packages/domain/src/errors/messages.ts). */
const WRONG_PASSWORD = /Wrong account or password|账号或密码错误|アカウントまたはパスワードが間違っています/;

const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const latestCode = (to: string, after: number) => accounts.latestCode(browser.baseUrl, to, after);

describe('account: register, sign in, password, API keys', () => {
  it('registers with an e-mail code read from the sandbox mailbox and lands signed in', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByTestId('link-register').click();
    await page.getByTestId('register-username').fill(user.username);
    await page.getByTestId('register-company').fill(user.company);
    await page.getByTestId('register-number').fill(user.email);
    const sentAt = Date.now();
    await page.getByTestId('register-send').click();
    await expect.poll(() => page.getByTestId('register-send').isDisabled()).toBe(true);
    // The send-code UI links to the mailbox because the sandbox answers.
    await page.getByTestId('sandbox-mailbox-link').waitFor();
    const code = await latestCode(user.email, sentAt);

    // The mailbox page lists the same message.
    const mailbox = await browser.newPage();
    await mailbox.goto(`/sandbox/mailbox?to=${encodeURIComponent(user.email)}`);
    await expect.poll(() => mailbox.getByTestId('mailbox-message').first().textContent()).toContain(code);

    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(user.password);
    await page.getByTestId('register-confirm').fill(user.password);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('user-menu').waitFor();
    expect(await session(page)).toMatchObject({ loginType: 'normal' });
    expect((await session(page)).accessToken2).toBeTruthy();

    await signOut(page);
    const after = await session(page);
    expect(after.accessToken2 ?? null).toBeNull();
    expect(after.loginType ?? null).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the 40101 message for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await signIn(page, user.username, 'not-the-password');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toMatch(WRONG_PASSWORD);
    expect((await session(page)).accessToken2 ?? null).toBeNull();
  });

  it('signs in with the password and returns to the page that asked for it', async () => {
    const page = await browser.newPage();
    await page.goto('/user/settings/info');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await signIn(page, user.username, user.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/settings/info');
    await expect.poll(() => page.getByTestId('info-username').inputValue()).toBe(user.username);
    expect(await page.getByTestId('info-email').inputValue()).toBe(user.email);
  });

  it('changes the password; the new one signs in and the old one no longer does', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await signIn(page, user.username, user.password);
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/user/settings/auth');
    await page.getByTestId('password-old').fill(user.password);
    await page.getByTestId('password-new').fill(user.newPassword);
    await page.getByTestId('password-confirm').fill(user.newPassword);
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('password-old').inputValue()).toBe('');
    await signOut(page);

    await page.goto('/login');
    await signIn(page, user.username, user.password);
    await expect.poll(() => page.getByTestId('login-error').textContent()).toMatch(WRONG_PASSWORD);
    await signIn(page, user.username, user.newPassword);
    await page.getByTestId('user-menu').waitFor();
    expect(await session(page)).toMatchObject({ loginType: 'normal' });
  });

  it('creates an API key whose clientId and key obtain a read token', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await signIn(page, user.username, user.newPassword);
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/user/settings/auth');
    await page.getByTestId('api-key-name').fill('e2e integration');
    await page.getByTestId('api-key-create').click();
    const key = (await page.getByTestId('api-key-created').textContent())?.trim() ?? '';
    const clientId = (await page.getByTestId('api-key-client-id').textContent())?.trim() ?? '';
    expect(key.length).toBeGreaterThan(8);
    expect(clientId).not.toBe('');
    await page.getByTestId('api-key-done').click();
    await expect.poll(() => page.getByText('e2e integration').count()).toBeGreaterThan(0);

    const token = await api<{ accessToken: string; tokenType: string }>(
      `/auth/api/token?clientId=${encodeURIComponent(clientId)}&key=${encodeURIComponent(key)}`,
    );
    expect(token.statusCode).toBe(20000);
    expect(token.data.tokenType).toBe('read');
    expect(token.data.accessToken).toBeTruthy();
  });
});
