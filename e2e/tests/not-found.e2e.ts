import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('not-found page', () => {
  it('answers any unknown path and its home button goes to /', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page?lang=en');
    await expect.poll(() => page.getByTestId('notfound-home').isVisible()).toBe(true);
    await page.getByTestId('notfound-home').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByTestId('notfound-home').count()).toBe(0);
  });

  it('back button returns to the previous page', async () => {
    const page = await browser.newPage();
    await page.goto('/api?lang=en');
    await page.goto('/missing-page');
    await page.getByTestId('notfound-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/api');
  });

  it('is served by the server for deep links (history fallback) with a 200', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/deep/link/that/does/not/exist?lang=en');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByTestId('notfound-back').isVisible()).toBe(true);
  });
});
