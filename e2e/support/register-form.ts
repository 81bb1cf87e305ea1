import type { Page } from '@playwright/test';
import { latestSmsCode } from './sms-outbox.ts';
import { TEXTS } from './texts.ts';

const t = TEXTS.en;

/**
 * Fills the open register form (in English) with `phone`, the SMS code it then receives, and
 * `password` twice. The test fills anything else (an invitation code) and submits.
 */
export async function fillRegisterForm(page: Page, phone: string, password: string) {
  await page.getByLabel(t.auth.phone).fill(phone);
  await page.getByRole('button', { name: t.auth.sendCode }).click();
  await page.getByLabel(t.auth.smsCode).fill(await latestSmsCode(phone));
  await page.getByLabel(t.auth.password, { exact: true }).fill(password);
  await page.getByLabel(t.auth.confirmPassword).fill(password);
}
