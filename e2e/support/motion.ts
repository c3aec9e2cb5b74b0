import type { Page } from 'playwright-core';

/**
 * Waits until the elements have finished sliding in (Ant Design marks the motion with `-appear`
 * and `-enter` classes). Every match is checked, not the first: a page can hold an earlier,
 * closed dropdown beside the one just opened. On a loaded machine a click while a dialog, drawer
 * or dropdown still moved could land beside its target and be lost.
 */
export async function motionEnded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const found = [...document.querySelectorAll(css)];
    return found.length > 0 && found.every((el) => !/-(appear|enter)\b/.test(el.className));
  }, selector);
}
