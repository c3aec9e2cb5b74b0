import type { Locator, Page } from 'playwright-core';

/**
 * Opens an Ant Design dropdown and clicks one of its items once the menu has finished its opening
 * motion, as a person would. A click that lands mid-animation can be dropped by the menu, which
 * made tests flaky on a busy machine.
 */
export async function clickMenuItem(page: Page, trigger: Locator, item: Locator): Promise<void> {
  await trigger.click();
  await item.waitFor({ state: 'visible' });
  await page.waitForFunction(
    () => !document.querySelector('.ant-dropdown[class*="-enter"], .ant-dropdown[class*="-appear"]'),
  );
  await item.click();
}
