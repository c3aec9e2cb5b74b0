import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { type NewUser, registerByApi, signInFromLoginPage } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { lookAlreadyChecked } from '../support/passes.js';

/**
 * The digest e-mail section of the notification settings page (issue 21): a member schedules a
 * weekly digest with two addresses (a Chinese comma between them) in a zone of their choice and
 * sees the next send on that zone's clock; a fourth address is refused on its field. Screenshots
 * in zh, en and jp at 375 and 1366 px.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

const suffix = randomBytes(3).toString('hex');
const member: NewUser = {
  username: `digest_${suffix}`,
  email: `digest.${suffix}@example.com`,
  company: `Digest Cargo ${suffix}`,
  password: 'digest-pass-1',
};
let token = '';
let page: Page;

describe('digest e-mail settings', () => {
  it('schedules a weekly digest and shows the next send on the chosen zone’s clock', async () => {
    token = await registerByApi(browser.baseUrl, member);
    page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInFromLoginPage(page, member.username, member.password);
    await page.goto('/user/settings/notifications?lang=en');
    const section = page.getByTestId('digest-settings');
    await section.waitFor();
    await expect.poll(() => section.getByTestId('digest-next').textContent()).toContain('off');

    await page.getByTestId('digest-enabled').click();
    await page.getByTestId('digest-cycle').click();
    await page.locator('.ant-select-item-option', { hasText: 'Week' }).click();
    await page.getByTestId('digest-weekday').click();
    await page.locator('.ant-select-item-option', { hasText: 'Monday' }).click();
    await page.getByTestId('digest-time').fill('08:30');
    await page.getByTestId('digest-zone').click();
    await page.keyboard.type('Asia/Shanghai');
    await page.keyboard.press('Enter');
    await page.getByTestId('digest-emails').fill(`a.${suffix}@example.com，b.${suffix}@example.com`);
    await expect.poll(() => section.getByTestId('digest-next').textContent()).toMatch(/08:30 GMT\+8/);
    await page.getByTestId('digest-submit').click();

    const authed = { headers: { Authorization: `Bearer ${token}` } };
    await expect
      .poll(async () => (await api<{ enabled: boolean }>('/application/rule/digest', authed)).data.enabled)
      .toBe(true);
    const saved = await api<{
      cycle: string;
      weekday: number;
      time: string;
      timeZone: string;
      emails: string[];
      nextRunAt: string;
    }>('/application/rule/digest', authed);
    expect(saved.data).toMatchObject({
      cycle: 'weekly',
      weekday: 1,
      time: '08:30',
      timeZone: 'Asia/Shanghai',
    });
    expect(saved.data.emails).toHaveLength(2);
    // Monday 08:30 in Shanghai is 00:30 UTC.
    expect(new Date(saved.data.nextRunAt).getUTCDay()).toBe(1);
    expect(saved.data.nextRunAt.slice(11, 16)).toBe('00:30');

    await page.getByTestId('digest-emails').fill('a@x.com, b@x.com，c@x.com, d@x.com');
    await page.getByTestId('digest-submit').click();
    await expect
      .poll(() => section.locator('.ant-form-item-explain-error').first().textContent())
      .toContain('At most 3');
  });

  it.skipIf(lookAlreadyChecked)('looks right in zh, en and jp at 375 and 1366 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await browser.newPage();
    await signInFromLoginPage(page, member.username, member.password);
    for (const lang of ['zh', 'en', 'jp'] as const) {
      for (const [name, size] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(`/user/settings/notifications?lang=${lang}`);
        const section = page.getByTestId('digest-settings');
        await section.getByTestId('digest-next').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${lang} ${name} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}digest-${lang}-${name}.png`, fullPage: true });
      }
    }
  });
});
