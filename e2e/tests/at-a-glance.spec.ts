import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { consoleTexts as c, openConsole } from '../support/console.ts';
import { logInAsDemo } from '../support/demo-member.ts';
import { TEXTS } from '../support/texts.ts';

const t = TEXTS.en;

/** A screenshot kept with the run's artefacts (test-results/ and the HTML report). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('Home shows the balance card with today’s income, and the earnings chart draws the days', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logInAsDemo(page);
  // The seed's settlement run paid today's income of the running machine, pledge and fund.
  const card = page.getByTestId('balance-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('balance-card-balance')).toContainText('USD');
  await expect(card.getByTestId('balance-card-today')).toHaveText(/^[\d,]+\.\d\d\sUSD$/);
  await expect(card.getByTestId('balance-card-today')).not.toHaveText(/^0\.00\sUSD$/);
  await expect(card.getByRole('link', { name: t.home.entry.recharge })).toBeVisible();
  await keepScreenshot(page, testInfo, 'home-balance-card');

  await card.getByRole('link', { name: t.glance.earnings }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title.earnings })).toBeVisible();
  const chart = page.getByTestId('earnings-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByTestId('earnings-today')).not.toHaveText(/^0\.00\sUSD$/);
  // Income only: money put into a fund or principal coming back is not counted.
  for (const source of ['mining', 'pledge', 'fund', 'team'])
    await expect(page.getByTestId(`earnings-total-${source}`)).toHaveText(/^[\d,]+\.\d\d\sUSD$/);
  await expect(page.getByTestId('earnings-holding').first()).toBeVisible();
  await page.getByText('Last 30 days').click();
  await expect(chart).toHaveAttribute('aria-label', /last 30 days/);
  await expect(chart.locator('canvas')).toBeVisible();
  // Fits a 360 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keepScreenshot(page, testInfo, 'earnings-chart');
});

test('the operator’s dashboard draws the trends', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page);
  const chart = page.getByTestId('trend-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await page.getByText(c.trends.chart.income).click();
  await expect(chart).toHaveAttribute('aria-label', new RegExp(c.trends.chart.income));
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'console-trends');
});
