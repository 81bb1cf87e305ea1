import type { Locator, Page } from '@playwright/test';

/**
 * A button of the open antd-mobile dialog. A closed dialog may linger hidden in the DOM while its
 * closing animation ends, so only visible buttons count.
 */
export function dialogButton(page: Page, name: string): Locator {
  return page.locator('.adm-dialog-footer button:visible').filter({ hasText: name });
}
