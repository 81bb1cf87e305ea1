import { expect, test } from '@playwright/test';
import { dialogButton } from '../support/dialog.ts';
import { ERROR_CATALOGUE, TEXTS } from '../support/texts.ts';

test.use({ locale: 'en-US' });

test('a token the server does not know (403) leads to the login page', async ({ page }) => {
  await page.goto('/#/pages/about/about');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.bd.title.about })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('AUTH-TOKEN', 'not-a-token-the-server-issued');
    window.location.hash = '#/pages/my/my';
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.en.title.login })).toBeVisible();
  await expect(page.getByText(ERROR_CATALOGUE.token_invalid.en)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AUTH-TOKEN'))).toBeNull();
});

test('back at a tab root asks before leaving the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.bd.title.home })).toBeVisible();
  await page.evaluate(() => window.history.back());
  const question = page.getByText(TEXTS.bd.exit.question).filter({ visible: true });
  await expect(question).toBeVisible();
  await dialogButton(page, TEXTS.bd.exit.cancel).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.bd.title.home })).toBeVisible();

  await page.evaluate(() => window.history.back());
  await dialogButton(page, TEXTS.bd.exit.exit).click();
  await expect(page.getByText(TEXTS.bd.exit.closed)).toBeVisible();
});
