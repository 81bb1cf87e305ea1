import { expect, test } from '@playwright/test';
import { uniquePhone } from '../support/sms-outbox.ts';
import { TEXTS } from '../support/texts.ts';
import { fillRegisterForm } from '../support/register-form.ts';
import { pageTitle } from '../support/page-title.ts';

/**
 * A visitor lands where they were going (issue 18): a member page opened before logging in comes
 * back after login, registering leaves the new member logged in, and the language can be changed
 * before either.
 */

const DEMO = { phone: '01712345678', password: 'demo1234' };
const PASSWORD = 'e2e-land-123';
const t = TEXTS.en;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
});

test('logging in from Recharge returns to Recharge', async ({ page }) => {
  await page.goto('/#/pages/recharge/recharge');
  await pageTitle(page, t.title.login);
  await page.getByLabel(t.auth.phone).fill(DEMO.phone);
  await page.getByLabel(t.auth.password).fill(DEMO.password);
  await page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await pageTitle(page, t.title.recharge);
  expect(new URL(page.url()).hash).toBe('#/pages/recharge/recharge');
});

test('registering from Recharge lands logged in on Recharge, with no second login', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/#/pages/recharge/recharge');
  await pageTitle(page, t.title.login);
  await page.getByRole('link', { name: t.auth.toRegister }).click();
  await pageTitle(page, t.title.register);
  await fillRegisterForm(page, phone, PASSWORD);
  await page.getByLabel(t.auth.invitationCode).fill('DEMO88');
  await page.getByRole('button', { name: t.auth.register, exact: true }).click();

  await pageTitle(page, t.title.recharge);
  // Logged in: My shows the new member's own number.
  await page.goto('/#/pages/my/my');
  await pageTitle(page, t.title.my);
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
});

test('the language switch on the login page changes the texts at once and is kept', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await pageTitle(page, t.title.login);
  const switcher = page.getByRole('group', { name: t.language.title });
  await switcher.getByRole('button', { name: 'বাংলা' }).click();
  await pageTitle(page, TEXTS.bd.title.login);
  await expect(page.getByRole('button', { name: TEXTS.bd.auth.login, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page
    .getByRole('group', { name: TEXTS.bd.language.title })
    .getByRole('button', { name: '中文' })
    .click();
  await pageTitle(page, TEXTS.zh.title.login);
  await page.reload();
  await pageTitle(page, TEXTS.zh.title.login);
  // The register page offers the same switch.
  await page.getByRole('link', { name: TEXTS.zh.auth.toRegister }).click();
  await pageTitle(page, TEXTS.zh.title.register);
  await expect(page.getByRole('group', { name: TEXTS.zh.language.title })).toBeVisible();
});

test('Home offers the switch to a visitor', async ({ page }) => {
  await page.goto('/#/pages/index/index');
  await pageTitle(page, t.title.home);
  await page.getByRole('group', { name: t.language.title }).getByRole('button', { name: '中文' }).click();
  await pageTitle(page, TEXTS.zh.title.home);
});
