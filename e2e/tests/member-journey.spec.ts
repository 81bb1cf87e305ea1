import { expect, test } from '@playwright/test';
import { dialogButton } from '../support/dialog.ts';
import { latestSmsCode, uniquePhone } from '../support/sms-outbox.ts';
import { TEXTS, type AppLanguage } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

const PASSWORD = 'e2e-pass-123';

/** How each run reaches its language, so the launch rule (SPEC §1) is exercised along the way. */
const STARTS: Record<AppLanguage, { locale: string; stored?: AppLanguage; next: AppLanguage }> = {
  // No stored choice on a non-Chinese device: Bengali.
  bd: { locale: 'en-US', next: 'en' },
  // No stored choice on a Chinese device: English.
  en: { locale: 'zh-CN', next: 'zh' },
  // A stored choice wins.
  zh: { locale: 'en-US', stored: 'zh', next: 'bd' },
};

for (const language of ['zh', 'en', 'bd'] as const) {
  const start = STARTS[language];

  test.describe(`member journey in ${language}`, () => {
    test.use({ locale: start.locale });

    test('register with an invitation link, land logged in, see Home and My, change language, log out', async ({
      page,
    }) => {
      const t = TEXTS[language];
      const phone = uniquePhone();
      if (start.stored) {
        const stored = start.stored;
        await page.addInitScript((value) => {
          if (!localStorage.getItem('language')) localStorage.setItem('language', value);
        }, stored);
      }

      // Register through an invite link: the code is pre-filled.
      await page.goto('/#/pages/register/register?code=DEMO88');
      await pageTitle(page, t.title.register);
      await expect(page.getByLabel(t.auth.invitationCode)).toHaveValue('DEMO88');
      await page.getByLabel(t.auth.phone).fill(phone);
      await page.getByRole('button', { name: t.auth.sendCode }).click();
      await expect(page.getByRole('button', { name: /\d/ })).toBeDisabled();
      await page.getByLabel(t.auth.smsCode).fill(await latestSmsCode(phone));
      await page.getByLabel(t.auth.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(t.auth.confirmPassword).fill(PASSWORD);
      await page.getByRole('button', { name: t.auth.register, exact: true }).click();

      // Registered is logged in: Home, with no second login.
      await pageTitle(page, t.title.home);
      // The shortcuts, and the same Recharge action on the balance card above them (issue 16).
      const shortcuts = page.getByRole('region', { name: t.home.entries });
      await expect(shortcuts.getByRole('link', { name: t.home.entry.recharge })).toBeVisible();
      const card = page.getByTestId('balance-card');
      await expect(card.getByRole('link', { name: t.home.entry.recharge })).toBeVisible();
      await expect(page.locator('.home-carousel img').first()).toBeVisible();

      // My: the member's own record.
      await page.getByText(t.tabs.my, { exact: true }).click();
      await pageTitle(page, t.title.my);
      await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
      await expect(page.getByTestId('my-invitation-code')).toHaveText(/^[A-Z0-9]{4,16}$/);
      await expect(page.getByTestId('my-balance')).toContainText('USD');

      // Change language: the page follows at once and the choice is kept.
      const next = TEXTS[start.next];
      await page.getByTestId('language-item').click();
      await page
        .getByRole('option', { name: { zh: '中文', en: 'English', bd: 'বাংলা' }[start.next] })
        .click();
      await pageTitle(page, next.title.my);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(start.next);

      // Log out, after confirming.
      await page.getByRole('button', { name: next.my.logout }).click();
      await dialogButton(page, next.my.logout).click();
      await pageTitle(page, next.title.login);
      expect(await page.evaluate(() => localStorage.getItem('AUTH-TOKEN'))).toBeNull();
    });
  });
}
