import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { latestCode, type NewUser, registerByApi, signInFromLoginPage } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * The organisation's reminder rule (issue 21), as a manager and a member would: the main account
 * opens "Organisation rule" on the notification settings page and saves one with a team mailbox;
 * a sub-account without a rule of their own sees that they follow it, starts their own, and
 * resets to it. Screenshots of both at 375 and 1366 px in zh, en and jp. The tests run in order
 * and share the accounts.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } };
const LANGUAGES = ['zh', 'en', 'jp'] as const;

const suffix = randomBytes(3).toString('hex');
const manager: NewUser = {
  username: `orgmgr_${suffix}`,
  email: `orgmgr.${suffix}@example.com`,
  company: `Org Rule Cargo ${suffix}`,
  password: 'orgrule-pass-1',
};
const member: NewUser = {
  username: `orgmem_${suffix}`,
  email: `orgmem.${suffix}@example.com`,
  company: `Org Rule Cargo ${suffix}`,
  password: 'orgrule-pass-2',
};
const team = `team.${suffix}@example.com`;
let managerToken = '';
let memberToken = '';

const authed = (token: string, body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Registers `user` into the manager's organisation with an employee invitation, approved. */
async function registerInvited(user: NewUser): Promise<string> {
  const invite = await api<{ token: string }>(
    '/auth/organization/invitations',
    authed(managerToken, { kind: 'employee' }),
  );
  expect(invite.statusCode, invite.message).toBe(20000);
  const sentAt = Date.now();
  await api('/auth/sendCode', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: user.email, category: 'email', type: 'register' }),
  });
  const registered = await api<{ accessToken: string }>('/auth/user/registerUser', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: user.username,
      password: user.password,
      confirmPassword: user.password,
      registerType: 'email',
      companyName: user.company,
      email: user.email,
      roundCode: await latestCode(browser.baseUrl, user.email, sentAt),
      inviteToken: invite.data.token,
    }),
  });
  expect(registered.statusCode, registered.message).toBe(20000);
  const token = registered.data.accessToken;
  const me = await api<{ id: string }>('/auth/user/current', authed(token));
  const approved = await api(`/auth/organization/members/${me.data.id}/approve`, authed(managerToken, {}));
  expect(approved.statusCode, approved.message).toBe(20000);
  return token;
}

async function shoot(page: Page, who: string, open: (page: Page) => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const language of LANGUAGES) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.goto(`/user/settings/notifications?lang=${language}`);
      await open(page);
      // Nothing wider than the screen at 375 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${who} ${language} ${size}`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${SHOTS}organization-rule-${who}-${language}-${size}.png`,
        fullPage: true,
      });
    }
  }
}

describe('organisation reminder rule', () => {
  it('a manager saves the organisation rule with a team mailbox', async () => {
    managerToken = await registerByApi(browser.baseUrl, manager);
    memberToken = await registerInvited(member);
    const page = await browser.newPage(SIZES.desktop);
    await signInFromLoginPage(page, manager.username, manager.password);
    await page.goto('/user/settings/notifications?lang=en');
    await page.getByTestId('organization-rule-open').click();
    const card = page.getByTestId('organization-rule');
    await card.getByTestId('rule-threshold').fill('12');
    await card.getByTestId('rule-email').click();
    await card.getByTestId('rule-emails').fill(team);
    await card.getByTestId('rule-submit').click();
    await expect
      .poll(
        async () =>
          (await api<{ isSet: boolean }>('/application/rule/event/organization', authed(managerToken))).data,
      )
      .toMatchObject({ isSet: true, thresholdHours: 12, emails: [team] });
    await expect.poll(() => card.getByTestId('organization-rule-summary').textContent()).toContain('2');
    await shoot(page, 'manager', async (p) => {
      await p.getByTestId('organization-rule-open').click();
      await p.getByTestId('organization-rule').getByTestId('rule-submit').waitFor();
    });
  });

  it('a member follows it, starts their own and resets to it', async () => {
    const rule = await api<{ source: string }>('/application/rule/event', authed(memberToken));
    expect(rule.data).toMatchObject({ source: 'organization', thresholdHours: 12, emails: [team] });
    const page = await browser.newPage(SIZES.desktop);
    await signInFromLoginPage(page, member.username, member.password);
    await shoot(page, 'member', async (p) => {
      await p.getByTestId('rule-source').waitFor();
    });
    await page.setViewportSize(SIZES.phone);
    await page.goto('/user/settings/notifications?lang=en');
    // A plain member may not see the organisation's section.
    await page.getByTestId('rule-use-own').click();
    expect(await page.getByTestId('organization-rule').count()).toBe(0);
    await page.getByTestId('rule-threshold').fill('3');
    await page.getByTestId('rule-submit').click();
    await expect
      .poll(async () => (await api<{ source: string }>('/application/rule/event', authed(memberToken))).data)
      .toMatchObject({ source: 'member', thresholdHours: 3, emails: [] });
    // The saved rule is read again after the save: the notice it re-renders is the one to use.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('rule-reset').click();
    await page.getByTestId('rule-reset-confirm').click();
    await expect
      .poll(async () => (await api<{ source: string }>('/application/rule/event', authed(memberToken))).data)
      .toMatchObject({ source: 'organization', thresholdHours: 12 });
    await page.getByTestId('rule-use-own').waitFor();
  });
});
