import { type Page } from '@playwright/test';
import { pageTitle } from './page-title.ts';
import { TEXTS } from './texts.ts';

/** The demo member of the seed: money on the balance, VIP 1, machines, a pledge and a fund holding. */
const DEMO = { phone: '01712345678', password: 'demo1234' };

/** Logs the demo member in (English unless the test chose a language) and waits for Home. */
export async function logInAsDemo(page: Page) {
  const t = TEXTS.en;
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  await page.goto('/#/pages/login/login');
  await page.getByLabel(t.auth.phone).fill(DEMO.phone);
  await page.getByLabel(t.auth.password).fill(DEMO.password);
  await page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await pageTitle(page, t.title.home);
}
