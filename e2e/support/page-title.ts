import { expect, type Page } from '@playwright/test';

/** Waits until the member app shows the page titled `text` (its one level-1 heading). */
export async function pageTitle(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
}
