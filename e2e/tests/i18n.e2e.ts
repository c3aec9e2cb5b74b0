import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { clickMenuItem } from '../support/menus.js';

const browser = useBrowser();

async function storedLanguage(page: import('playwright-core').Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('DATA') ?? '{}')?.state?.language);
}

describe('languages', () => {
  it('defaults the shell to zh', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
  });

  it('takes the language from the lang query, then keeps it', async () => {
    const page = await browser.newPage();
    await page.goto('/?lang=en');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => storedLanguage(page)).toBe('en');
    await page.goto('/');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await page.goto('/?lang=jp');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
  });

  it('switches language from the header and Ant Design follows', async () => {
    const page = await browser.newPage();
    await page.goto('/?lang=en');
    const enText = await page.locator('body').textContent();
    await clickMenuItem(
      page,
      page.getByTestId('lang-switch'),
      page.getByRole('menuitem', { name: '日本語' }),
    );
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
    await expect.poll(() => storedLanguage(page)).toBe('jp');
    const jpText = await page.locator('body').textContent();
    expect(jpText).not.toEqual(enText);
    expect(jpText).toMatch(/[\u3040-\u30ff]/); // kana: the page is really in Japanese
  });

  it('exposes a locale switch that rejects anything but zh, en, jp', async () => {
    const page = await browser.newPage();
    await page.goto('/?lang=en');
    const error = await page.evaluate(() => {
      try {
        (window as unknown as { tracklane: { setLocale(l: string): void } }).tracklane.setLocale('fr');
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(error).toBe('locale is not valid');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await page.evaluate(() =>
      (window as unknown as { tracklane: { setLocale(l: string): void } }).tracklane.setLocale('zh'),
    );
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
    await expect.poll(() => storedLanguage(page)).toBe('zh');
  });
});
