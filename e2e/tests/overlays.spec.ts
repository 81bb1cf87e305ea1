import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo-member.ts';
import { dialogButton } from '../support/dialog.ts';
import { TEXTS } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

/**
 * Every dialog, popup, sheet and toast closes when the route changes (docs/web-app.md, "Overlays
 * close with the route"). For each page that has one: open it, go Back, and the page underneath
 * takes a tap. A mask left behind (issue 18: "Start mining now?", then Back, and the Mall's
 * Check-in could not be tapped until a reload) fails the tap.
 */

const t = TEXTS.en;

/** Goes to `path` as a link of the app would: a new history entry, no reload. */
async function visit(page: Page, path: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

/** Every overlay antd-mobile draws, while it shows. */
const openOverlays = (page: Page) =>
  page.locator('.adm-mask:visible, .adm-dialog:visible, .adm-popup-body:visible, .adm-toast-main:visible');

interface Case {
  name: string;
  path: string;
  title: string;
  /** What the member taps to open the page's overlay. */
  tap: (page: Page) => Locator;
  /** What shows while the overlay is open. */
  shows: (page: Page) => Locator;
}

/** The open bottom popup (an amount or a type sheet). */
const popup = (page: Page) => page.locator('.adm-popup-body:visible');

const CASES: Case[] = [
  {
    name: 'the start question on My miners',
    path: '/pages/miner/miner',
    title: t.title.miner,
    tap: (page) => page.getByTestId('miner-order').getByRole('button', { name: t.miner.start }).first(),
    shows: (page) => dialogButton(page, t.miner.start),
  },
  {
    name: 'the pledge amount sheet',
    path: '/pages/pledge/pledge',
    title: t.title.pledge,
    tap: (page) => page.getByRole('button', { name: t.pledge.pledge, exact: true }).first(),
    shows: popup,
  },
  {
    name: 'the draw question on the lottery',
    path: '/pages/raffle/raffle',
    title: t.title.raffle,
    tap: (page) => page.locator('.wheel-button'),
    shows: (page) => dialogButton(page, t.raffle.draw),
  },
  {
    name: 'the type sheet of the fund records',
    path: '/pages/funds/record',
    title: t.title.fundsRecord,
    tap: (page) => page.getByTestId('records-type'),
    shows: popup,
  },
  {
    name: 'the log-out question on My',
    path: '/pages/my/my',
    title: t.title.my,
    tap: (page) => page.getByRole('button', { name: t.my.logout }),
    shows: (page) => dialogButton(page, t.my.logout),
  },
  {
    name: 'the language sheet on My',
    path: '/pages/my/my',
    title: t.title.my,
    tap: (page) => page.getByTestId('language-item'),
    shows: (page) => page.locator('.adm-action-sheet:visible'),
  },
];

test('no dialog, popup or sheet outlives its page when the member goes Back', async ({ page }) => {
  await logInAsDemo(page);

  for (const item of CASES) {
    await test.step(item.name, async () => {
      await visit(page, item.path);
      await pageTitle(page, item.title);
      await item.tap(page).click();
      await expect(item.shows(page)).toBeVisible();

      await page.goBack();
      await pageTitle(page, t.title.home);
      await expect(openOverlays(page)).toHaveCount(0);
      // The page underneath takes a tap: a mask over it would catch this click until it times out.
      await page.getByRole('link', { name: t.home.entry.checkin }).click({ timeout: 5_000 });
      await pageTitle(page, t.title.checking);
      await page.goBack();
      await pageTitle(page, t.title.home);
    });
  }
});
