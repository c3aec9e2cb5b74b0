import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { fillRegistration, type NewUser, session } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * Ports that forwarders type (issue 20): the port box finds Shanghai by CNSHA (the code carriers
 * and forwarders use; UN/LOCODE's CNSGH is an alias), by 上海 and by シャンハイ; the results
 * and the sailing detail show the same code; Chinese and Japanese pages name the port in their
 * language; Shanghai → Rotterdam is a page of a few screens, not 14,000 px; the recent searches
 * hold the pair once whatever code it was searched by.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };

beforeAll(async () => {
  // A fresh server queues its first schedule ingest at start: wait until the lane has sailings.
  const guest = await api<string | { accessToken: string }>(
    '/auth/guest/token?type=guest&secret=tracklane-guest',
  );
  const token = typeof guest.data === 'string' ? guest.data : guest.data.accessToken;
  let total = 0;
  const deadline = Date.now() + 200_000;
  while (total === 0 && Date.now() < deadline) {
    const res = await api<{ total: number }>(
      '/application/schedule/p2p?polCode=CNSHA&podCode=NLRTM&pageSize=1',
      { headers: { Authorization: `Bearer ${token}` } },
    );
    total = res.data?.total ?? 0;
    if (total === 0) await new Promise((r) => setTimeout(r, 3000));
  }
  expect(total, 'sailings Shanghai → Rotterdam after the start-up ingest').toBeGreaterThan(0);
}, 240_000);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const start = page.viewportSize() ?? DESKTOP;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(start);
}

/** Types into a port box as a person does; the suggestion with that code, once offered. */
async function typePort(page: Page, box: 'schedule-pol' | 'schedule-pod', text: string, code: string) {
  const input = page.getByTestId(box).locator('input');
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 40 });
  const option = page.locator(`[data-testid="port-option"][data-code="${code}"]`);
  await option.waitFor({ timeout: 20_000 });
  return { input, option };
}

async function pickPort(page: Page, box: 'schedule-pol' | 'schedule-pod', text: string, code: string) {
  const { input, option } = await typePort(page, box, text, code);
  const label = (await option.textContent()) ?? '';
  await option.click();
  await expect.poll(() => input.inputValue()).toContain(code);
  return label;
}

/** The whole page's height in viewport heights, before any "more" is pressed. */
const screens = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);

async function memberPage(lang: 'zh' | 'jp', viewport: { width: number; height: number }): Promise<Page> {
  const suffix = randomBytes(3).toString('hex');
  const user: NewUser = {
    username: `forwarder_${suffix}`,
    email: `forwarder.${suffix}@example.com`,
    company: `Forwarding ${suffix}`,
    password: 'schedule-pass-1',
  };
  const page = await browser.newPage(viewport);
  await page.goto(`/login?view=register&lang=${lang}`);
  await fillRegistration(page, browser.baseUrl, user);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

async function searchAndWait(page: Page) {
  await page.getByTestId('schedule-submit').click();
  await page.getByTestId('schedule-results').waitFor({ timeout: 60_000 });
  await page.getByTestId('service-group').first().waitFor();
}

describe('ports that forwarders type (/schedule/p2p)', () => {
  it('finds Shanghai by CNSHA, keeps that code on results and detail, and keeps the page short', {
    timeout: 240_000,
  }, async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/schedule/p2p?lang=en');
    await expect.poll(async () => (await session(page)).writeToken ?? '', { timeout: 60_000 }).toBeTruthy();
    await page.getByTestId('schedule-start').waitFor();

    // The codes typed whole, in capitals, as forwarders do: offered, never "No port found".
    expect(await pickPort(page, 'schedule-pol', 'CNSHA', 'CNSHA')).toContain('Shanghai');
    expect(await pickPort(page, 'schedule-pod', 'NLRTM', 'NLRTM')).toContain('Rotterdam');
    // UN/LOCODE's own code for the port finds it too, under the same code.
    const { option: viaUnlocode } = await typePort(page, 'schedule-pol', 'CNSGH', 'CNSHA');
    expect(await viaUnlocode.textContent()).toContain('Shanghai');
    await pickPort(page, 'schedule-pol', 'USLAX', 'USLAX');
    await pickPort(page, 'schedule-pol', 'CNSHA', 'CNSHA');
    await shoot(page, 'ports-search-en');

    await searchAndWait(page);
    expect(await page.getByTestId('results-route-pol').getAttribute('data-code')).toBe('CNSHA');
    expect(await page.getByTestId('results-route-pod').getAttribute('data-code')).toBe('NLRTM');
    expect(await page.getByTestId('results-route').textContent()).toContain('Shanghai CNSHA');
    // 40 services of Shanghai → Rotterdam: the first few, then "more services".
    await page.getByTestId('schedule-more-groups').waitFor({ timeout: 60_000 });
    expect(await screens(page)).toBeLessThan(3);
    await shoot(page, 'ports-results-en');
    // A phone stacks each sailing's cells: longer, still a few screens rather than 17.
    await page.setViewportSize(PHONE);
    expect(await screens(page)).toBeLessThan(4.5);
    await page.setViewportSize(DESKTOP);
    const before = await page.getByTestId('service-group').count();
    await page.getByTestId('schedule-more-groups').click();
    await expect.poll(() => page.getByTestId('service-group').count()).toBeGreaterThan(before);

    await page.locator('[data-testid=sailing-row][data-direct=true]').first().click();
    await page.getByTestId('sailing-summary').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('sailing-summary').textContent()).toContain('CNSHA');
    expect(await page.getByTestId('sailing-summary').textContent()).not.toContain('CNSGH');
  });

  it('reads 上海 on a Chinese page, searched by 上海 and 鹿特丹; the pair is one recent search', {
    timeout: 240_000,
  }, async () => {
    const page = await memberPage('zh', PHONE);
    await page.goto('/schedule/p2p?lang=zh');
    await page.getByTestId('schedule-start').waitFor();
    expect(await pickPort(page, 'schedule-pol', '上海', 'CNSHA')).toContain('上海');
    expect(await pickPort(page, 'schedule-pod', '鹿特丹', 'NLRTM')).toContain('鹿特丹');
    await shoot(page, 'ports-search-zh');
    await searchAndWait(page);
    expect(await page.getByTestId('results-route').textContent()).toContain('上海 CNSHA');
    expect(await page.getByTestId('results-route').textContent()).toContain('鹿特丹 NLRTM');
    expect(await screens(page)).toBeLessThan(4.5);
    await shoot(page, 'ports-results-zh');

    // The same lane again by UN/LOCODE's code: still one entry in the recent searches.
    await page.goto('/schedule/p2p?lang=zh&pol=CNSGH&pod=NLRTM');
    await page.getByTestId('schedule-results').waitFor({ timeout: 60_000 });
    await page.reload();
    const chips = page.getByTestId('schedule-history-chip');
    await chips.first().waitFor({ timeout: 30_000 });
    expect(await chips.allTextContents()).toEqual(['上海 → 鹿特丹']);
    expect(await chips.first().getAttribute('data-pol')).toBe('CNSHA');
  });

  it('finds 上海 by シャンハイ on a Japanese page', { timeout: 240_000 }, async () => {
    const page = await memberPage('jp', DESKTOP);
    await page.goto('/schedule/p2p?lang=jp');
    await page.getByTestId('schedule-start').waitFor();
    expect(await pickPort(page, 'schedule-pol', 'シャンハイ', 'CNSHA')).toContain('上海');
    expect(await pickPort(page, 'schedule-pod', 'ロッテルダム', 'NLRTM')).toContain('ロッテルダム');
    await shoot(page, 'ports-search-jp');
    await searchAndWait(page);
    expect(await page.getByTestId('results-route').textContent()).toContain('上海 CNSHA');
    await shoot(page, 'ports-results-jp');
  });
});
