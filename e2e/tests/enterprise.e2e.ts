import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, fillRegistration, type NewUser, session, signIn } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { clickMenuItem } from '../support/menus.js';

const browser = useBrowser();

/**
 * Organisations, as a new company would use them: the main account invites an employee, who
 * registers through the join link and waits; the main account approves, later disables them.
 * The tests run in order and share the two accounts.
 */
const suffix = randomBytes(3).toString('hex');
const owner: NewUser = {
  username: `boss_${suffix}`,
  email: `boss.${suffix}@example.com`,
  company: `Harbour Forwarding ${suffix}`,
  password: 'owner-pass1',
};
const employee: NewUser = {
  username: `clerk_${suffix}`,
  email: `clerk.${suffix}@example.com`,
  company: `Harbour Forwarding ${suffix}`,
  password: 'clerk-pass1',
};
let inviteLink = '';

/** 40102 in every interface language (packages/domain/src/errors/messages.ts). */
const DISABLED =
  /User is disabled, please contact customer service!|用户已被禁用，请联系客服！|ユーザーは無効化されています/;

const path = (page: Page) => new URL(page.url()).pathname;

async function signedIn(username: string, password: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/login');
  await signIn(page, username, password);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** The member's row on the members page, and the id its test ids carry. */
async function memberRow(page: Page) {
  const row = page.getByTestId(`member-row-${employee.username}`);
  await row.waitFor();
  const tagId = (await row.locator('[data-testid^="member-status-"]').getAttribute('data-testid')) ?? '';
  return { row, id: tagId.replace('member-status-', '') };
}

describe('enterprise: invite, join, approve, disable', () => {
  it('the main account creates an employee invitation link', async () => {
    const page = await browser.newPage();
    await page.goto('/login?view=register');
    await fillRegistration(page, browser.baseUrl, owner);
    await page.getByTestId('user-menu').waitFor();

    await clickMenuItem(page, page.getByTestId('user-menu'), page.getByTestId('user-menu-enterprise'));
    await expect.poll(() => path(page)).toMatch(/^\/enterprise\/\w+/);
    for (const s of ['info', 'plan', 'members', 'departments', 'permissions', 'invitations', 'partners']) {
      await page.getByTestId(`enterprise-nav-${s}`).waitFor();
    }
    await page.getByTestId('enterprise-nav-invitations').click();
    await page.getByTestId('invite-create').click();
    inviteLink = ((await page.getByTestId('invite-link').textContent()) ?? '').trim();
    expect(inviteLink).toMatch(/\/join\?token=.+/);
    await page.getByTestId('invite-done').click();
    await expect.poll(() => page.locator('[data-testid^="invite-row-"]').count()).toBeGreaterThan(0);
  });

  it('a new user registers through the join link and waits for approval', async () => {
    const page = await browser.newPage();
    const link = new URL(inviteLink);
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => page.getByTestId('join-org').textContent()).toBe(owner.company);
    await page.getByTestId('join-register').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('inviteToken')).toBeTruthy();
    await fillRegistration(page, browser.baseUrl, employee);

    // Back on the join page; registering with the token may already have joined.
    await expect.poll(() => path(page)).toBe('/join');
    const accept = page.getByTestId('join-accept');
    const waiting = page.getByTestId('join-waiting');
    await accept.or(waiting).waitFor();
    if (await accept.isVisible()) await accept.click();
    await waiting.waitFor();

    // Pending: the enterprise centre refuses with the server's 40300 message.
    await page.goto('/enterprise');
    await expect.poll(() => path(page)).toBe('/no-permission');
    await page.getByTestId('nopermission-home').waitFor();
  });

  it('the main account approves the pending member, who then reaches the app', async () => {
    const page = await signedIn(owner.username, owner.password);
    await page.goto('/enterprise/members');
    const { id } = await memberRow(page);
    await page.getByTestId(`member-approve-${id}`).click();
    await page.getByTestId(`member-disable-${id}`).waitFor();

    const member = await signedIn(employee.username, employee.password);
    // An approved member lands in the app: their shipment list, where every sign-in lands.
    await expect.poll(() => path(member)).toBe('/tracking/ocean');
    const token = (await session(member)).accessToken2 as string;
    const org = await api<{ name: string }>(browser.baseUrl, '/auth/organization/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(org.statusCode).toBe(20000);
    expect(org.data.name).toBe(owner.company);
  });

  it('a disabled member sees the 40102 message when signing in', async () => {
    const page = await signedIn(owner.username, owner.password);
    await page.goto('/enterprise/members');
    const { id } = await memberRow(page);
    await page.getByTestId(`member-disable-${id}`).click();
    await page.getByTestId('member-confirm-ok').click();
    await page.getByTestId(`member-enable-${id}`).waitFor();

    const member = await browser.newPage();
    await member.goto('/login');
    await signIn(member, employee.username, employee.password);
    await expect.poll(() => member.getByTestId('login-error').textContent()).toMatch(DISABLED);
    expect((await session(member)).accessToken2 ?? null).toBeNull();
  });
});
