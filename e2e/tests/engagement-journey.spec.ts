import { expect, test, type Page } from '@playwright/test';
import { dialogButton } from '../support/dialog.ts';
import { TEXTS, type AppLanguage } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

/**
 * The daily loop of issue 5 against the demo seed: check in, exchange balance for points, draw the
 * lottery, claim a red-envelope code, read a message. Each language runs as a different seeded team
 * member (password demo1234), so the runs never share a wallet or a check-in day.
 */
const MEMBERS: Record<AppLanguage, string> = {
  en: '01812345601',
  zh: '01812345602',
  bd: '01912345603',
};
const BROADCAST_TITLE: Record<AppLanguage, string> = {
  en: 'Red envelope week',
  zh: '红包周',
  bd: 'লাল খাম সপ্তাহ',
};
/** docs/engagement.md: the seed's code open to every member. */
const OPEN_CODE = 'WELCOME2026';
const LANGUAGE_NAMES: Record<AppLanguage, string> = { zh: '中文', en: 'English', bd: 'বাংলা' };

/** The text of a template before its first placeholder, e.g. "Check in (+" of "Check in (+{{points}} points)". */
function prefix(template: string): RegExp {
  const head = template.split('{{')[0] ?? template;
  return new RegExp(`^${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Back (the navigation bar's arrow) to Home, then a Home shortcut. */
async function openShortcut(page: Page, language: AppLanguage, name: string, title: string) {
  const home = page.getByRole('heading', { level: 1, name: TEXTS[language].title.home });
  for (let i = 0; i < 4 && !(await home.isVisible()); i += 1) {
    const current = (await page.locator('h1.page-title:visible').first().textContent()) ?? '';
    await page.locator('.adm-nav-bar-back:visible').first().click();
    // Wait for the page to leave (its slide transition included) before looking again.
    await expect(page.getByRole('heading', { level: 1, name: current, exact: true })).toBeHidden();
  }
  await expect(home).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await pageTitle(page, title);
}

async function numberIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

for (const language of ['en', 'zh', 'bd'] as const) {
  test.describe(`engagement journey in ${language}`, () => {
    test.use({ locale: 'en-US' });

    test('check in, exchange, draw, claim a code and read a message', async ({ page }) => {
      test.setTimeout(120_000);
      const en = TEXTS.en;
      const t = TEXTS[language];
      await page.addInitScript(() => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
      });

      await page.goto('/#/pages/login/login');
      await pageTitle(page, en.title.login);
      await page.getByLabel(en.auth.phone).fill(MEMBERS[language]);
      await page.getByLabel(en.auth.password).fill('demo1234');
      await page.getByRole('button', { name: en.auth.login, exact: true }).click();
      await pageTitle(page, en.title.home);

      // The member's language, on the server too, so messages and prizes come in it.
      if (language !== 'en') {
        await page.getByText(en.tabs.my, { exact: true }).click();
        await page.getByTestId('language-item').click();
        await page.getByRole('option', { name: LANGUAGE_NAMES[language] }).click();
        await pageTitle(page, t.title.my);
        await page.getByText(t.tabs.home, { exact: true }).click();
        // On Home before going on: openShortcut looks once whether Home shows, and a Home still
        // loading read as "not there", so it looked for a Back arrow a tab root has none of.
        await pageTitle(page, t.title.home);
      }

      // Check in: once, then the button says so.
      await openShortcut(page, language, t.home.entry.checkin, t.title.checking);
      await page.getByRole('button', { name: prefix(t.checkin.checkIn) }).click();
      await expect(page.getByRole('button', { name: t.checkin.checkedIn })).toBeDisabled();
      await expect(page.getByTestId('checkin-streak')).toHaveText(
        t.checkin.days_one.replace('{{count}}', '1'),
      );

      // Exchange one dollar of balance for points, after confirming.
      await openShortcut(page, language, t.home.entry.exchange, t.title.exchange);
      const pointsBefore = await numberIn(page, 'exchange-points');
      await page.getByLabel(t.exchange.amount).fill('1');
      await page.getByRole('button', { name: t.exchange.submit, exact: true }).click();
      await dialogButton(page, t.exchange.submit).click();
      await expect(page.getByText(t.exchange.done)).toBeVisible();
      await expect(page.getByTestId('exchange-points')).toHaveText(String(pointsBefore + 100));

      // Draw: the wheel turns and stops on the prize the server drew.
      await openShortcut(page, language, t.home.entry.lottery, t.title.raffle);
      const points = await numberIn(page, 'raffle-points');
      expect(points).toBeGreaterThanOrEqual(100);
      await page.getByRole('button', { name: new RegExp(t.raffle.draw) }).click();
      await dialogButton(page, t.raffle.draw).click();
      const result = page.getByTestId('raffle-result');
      await expect(result).toBeVisible({ timeout: 15_000 });
      const prize = (await result.locator('strong').textContent()) ?? '';
      expect(prize.length).toBeGreaterThan(0);
      // The segment under the pointer is the prize announced.
      const underPointer = await page.locator('.wheel-disc').evaluate((disc) => {
        const rotation = Number(
          /rotate\(([-\d.]+)deg\)/.exec((disc as SVGElement).style.transform)?.[1] ?? 0,
        );
        const segments = Array.from(disc.querySelectorAll('g[data-prize-id]'));
        const index = Math.floor((((-rotation % 360) + 360) % 360) / (360 / segments.length));
        return segments[index]?.textContent ?? '';
      });
      expect(underPointer).toBe(prize);
      await dialogButton(page, t.common.ok).click();
      await page.getByRole('link', { name: t.raffle.myRecords }).click();
      await pageTitle(page, t.title.raffleRecord);
      await expect(page.locator('.record-list').getByText(prize).first()).toBeVisible();

      // Claim the open red-envelope code; its record follows.
      await openShortcut(page, language, t.home.entry.redEnvelope, t.title.bonus);
      await page.getByLabel(t.bonus.code).fill(OPEN_CODE.toLowerCase());
      await page.getByRole('button', { name: t.bonus.open }).click();
      await expect(page.getByTestId('bonus-amount')).toContainText('USD');
      await dialogButton(page, t.common.ok).click();
      await page.getByRole('link', { name: t.bonus.records }).click();
      await pageTitle(page, t.title.bonusRecord);
      await expect(page.getByText(OPEN_CODE)).toBeVisible();

      // Read the unread broadcast: the badge counts one less. The seed credits the English member a
      // recharge, whose notice (templates.message.recharge_credited) stays unread.
      const others = language === 'en' ? 1 : 0;
      const unread = (count: number) => t.messages.unread.replace('{{count}}', String(count));
      await openShortcut(page, language, t.home.entry.messages, t.title.msgcenter);
      await expect(page.getByTestId('msg-unread')).toContainText(unread(1 + others));
      await page.getByRole('button', { name: new RegExp(BROADCAST_TITLE[language]) }).click();
      await expect(page.getByText(OPEN_CODE, { exact: false }).first()).toBeVisible();
      const badge = page.getByTestId('msg-unread');
      if (others > 0) await expect(badge).toContainText(unread(others));
      else await expect(badge).toHaveText(t.messages.noUnread);
    });
  });
}
