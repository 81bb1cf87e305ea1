import { twoFactorEnable, twoFactorSetup } from '@cloudmine/api';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiClient, newMember } from '../support/api.ts';
import { dialogButton } from '../support/dialog.ts';
import { latestSmsCode } from '../support/sms-outbox.ts';
import { ERROR_CATALOGUE, TEXTS, type AppLanguage } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

async function inLanguage(page: Page, language: AppLanguage) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', value);
  }, language);
}

for (const language of ['en', 'zh'] as const) {
  const t = TEXTS[language];

  test.describe(`recovery and two-step verification in ${language}`, () => {
    test('forgot password: a code to the phone, a new password, then log in with it', async ({
      page,
      baseURL,
    }) => {
      const member = await newMember(baseURL ?? '');
      const newPassword = 'e2e-new-pass-9';
      await inLanguage(page, language);

      await page.goto('/#/pages/login/login');
      await pageTitle(page, t.title.login);
      await page.getByLabel(t.auth.phone).fill(member.phone);
      await page.getByRole('link', { name: t.auth.forgotPassword }).click();

      await pageTitle(page, t.title.forgotPassword);
      await expect(page.getByLabel(t.auth.phone)).toHaveValue(member.phone);
      const askedAt = Date.now();
      await page.getByRole('button', { name: t.auth.sendCode }).click();
      await page.getByLabel(t.auth.smsCode).fill(await latestSmsCode(member.phone, askedAt));
      await page.getByLabel(t.profile.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(t.profile.confirmPassword).fill(newPassword);
      await page.getByRole('button', { name: t.auth.resetPassword }).click();
      await dialogButton(page, t.common.ok).click();

      // Back at login with the phone filled in; the old password no longer works, the new one does.
      await pageTitle(page, t.title.login);
      await expect(page.getByLabel(t.auth.phone)).toHaveValue(member.phone);
      await page.getByLabel(t.auth.password).fill(member.password);
      await page.getByRole('button', { name: t.auth.login, exact: true }).click();
      await expect(page.getByText(ERROR_CATALOGUE.wrong_password[language])).toBeVisible();
      await page.getByLabel(t.auth.password).fill(newPassword);
      await page.getByRole('button', { name: t.auth.login, exact: true }).click();
      await pageTitle(page, t.title.home);
    });

    test('with the authenticator on, a login in a new browser asks its code', async ({
      browser,
      baseURL,
    }) => {
      const member = await newMember(baseURL ?? '');
      const client = await apiClient(baseURL ?? '', member.token);
      const { secret } = await client.call(twoFactorSetup, {});
      const { recoveryCodes } = await client.call(twoFactorEnable, { code: await generate({ secret }) });

      // A browser this member never used: the password alone is not enough.
      const context = await browser.newContext();
      const page = await context.newPage();
      await inLanguage(page, language);
      await page.goto('/#/pages/login/login');
      await page.getByLabel(t.auth.phone).fill(member.phone);
      await page.getByLabel(t.auth.password).fill(member.password);
      await page.getByRole('button', { name: t.auth.login, exact: true }).click();
      const codeField = page.getByLabel(t.security.totpCode);
      await expect(codeField).toBeVisible();
      await pageTitle(page, t.title.login);

      // A recovery code stands in for the authenticator (its current code was just used to turn it on).
      await codeField.fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: t.auth.login, exact: true }).click();
      await pageTitle(page, t.title.home);

      // The security page shows the factor on and this browser among the signed-in devices.
      await page.goto('/#/pages/security/security');
      await pageTitle(page, t.title.security);
      await expect(page.getByText(t.security.on, { exact: true })).toBeVisible();
      await expect(page.getByTestId('sessions').getByText(t.security.thisDevice)).toBeVisible();
      await context.close();
    });
  });
}
