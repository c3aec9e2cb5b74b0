import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();
const TEN_MINUTES = 600_000;

async function setServedVersion(version: string | null) {
  await fetch(`${browser.baseUrl}/__test/version`, {
    method: version === null ? 'DELETE' : 'POST',
    headers: version === null ? {} : { 'content-type': 'application/json' },
    body: version === null ? undefined : JSON.stringify({ version }),
  });
}

afterEach(() => setServedVersion(null));

describe('version check', () => {
  it('serves the same version as the page meta tag', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const meta = await page.getAttribute('meta[name="version"]', 'content');
    const served = await (await fetch(`${browser.baseUrl}/version.json`)).json();
    expect(meta).toBeTruthy();
    expect(served.version).toBe(meta);
  });

  it('reloads the page when the served version changes, checking every 10 minutes', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/version.json')) checks.push(r.url());
    });
    await page.goto('/?lang=en');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await setServedVersion('9.9.9-e2e');
    await page.clock.runFor(TEN_MINUTES - 5_000);
    expect(checks.length).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(10_000);
    await reloaded;
    expect(checks.length).toBeGreaterThanOrEqual(1);
    expect(checks[0]).toMatch(/\/version\.json\?t=\d+/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  it('does not reload while the version is unchanged', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    let checks = 0;
    page.on('requestfinished', (r) => {
      if (r.url().includes('/version.json')) checks += 1;
    });
    await page.goto('/?lang=en');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.clock.runFor(TEN_MINUTES * 2 + 1_000);
    await expect.poll(() => checks).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
