import { expect, test } from '@playwright/test';
import { dialogButton } from '../support/dialog.ts';
import { logInAsDemo } from '../support/demo-member.ts';
import { TEXTS } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

const t = TEXTS.en;

// The three journeys share the demo member's balance: run them one after the other.
test.describe.configure({ mode: 'serial' });

test('buy a machine, start it, see it running, sell it within 10 days', async ({ page }) => {
  await logInAsDemo(page);
  await page.getByText(t.tabs.mall, { exact: true }).click();
  await pageTitle(page, t.title.mall);
  const card = page.getByRole('article', { name: 'Starter Miner S9' });
  await card.getByRole('button', { name: t.mall.buy }).click();

  await pageTitle(page, t.title.buy);
  await expect(page.getByTestId('buy-to-pay')).toContainText('50.00');
  await page.getByRole('button', { name: t.buy.buyNow }).click();
  await expect(page.getByText('Pay 50.00 USD for 1 × Starter Miner S9?')).toBeVisible();
  await dialogButton(page, t.common.confirm).click();

  // The purchase ends on its result screen: what was bought, by when to start it, the way on.
  const bought = page.getByTestId('result-view');
  await expect(bought.getByRole('heading', { name: t.result.bought.title })).toBeVisible();
  await expect(bought).toContainText('1 × Starter Miner S9 is in My miners, waiting to be started.');
  await bought.getByRole('button', { name: t.result.bought.primary }).click();

  // The new order is the newest on the miners page, waiting to be started.
  await pageTitle(page, t.title.miner);
  const order = page.getByTestId('miner-order').first();
  await expect(order.getByTestId('miner-status')).toHaveText(t.miner.status.incomplete);
  await order.getByRole('button', { name: t.miner.start }).click();
  await dialogButton(page, t.miner.start).click();
  const started = page.getByTestId('result-view');
  await expect(started.getByRole('heading', { name: t.result.started.title })).toBeVisible();
  await started.getByRole('button', { name: t.result.started.primary }).click();

  // Back on the list, at the running machines.
  const running = page.getByTestId('miner-order').first();
  await expect(running.getByTestId('miner-status')).toHaveText(t.miner.status.running);

  // Sold the same day: 90% of the price comes back (no income paid yet).
  await running.getByRole('button', { name: t.miner.sell }).click();
  await expect(page.getByText('Sell this machine back for 45.00 USD? It stops earning.')).toBeVisible();
  await dialogButton(page, t.miner.sell).click();
  await expect(page.getByText('Sold: 45.00 USD is back on your balance')).toBeVisible();
  await page.getByRole('tab', { name: t.miner.filter.sold }).click();
  await expect(page.getByTestId('miner-order').first().getByTestId('miner-status')).toHaveText(
    t.miner.status.sold,
  );
});

test('pledge an amount and see it among my pledges', async ({ page }) => {
  await logInAsDemo(page);
  await page.getByText(t.tabs.pledge, { exact: true }).click();
  await pageTitle(page, t.title.pledge);
  const before = await page.getByTestId('pledge-pledged').textContent();
  const card = page.getByRole('article', { name: 'USDT 7-day pledge' });
  await card.getByRole('button', { name: t.pledge.pledge }).click();
  const sheet = page.getByRole('form', { name: 'USDT 7-day pledge' });
  await sheet.getByLabel(t.pledge.amount).fill('25');
  await sheet.getByRole('button', { name: t.pledge.pledge }).click();
  await dialogButton(page, t.common.confirm).click();
  await expect(page.getByText('Pledged 25.00 USD')).toBeVisible();
  await expect(page.getByTestId('pledge-record').first()).toContainText('25.00');
  await expect(page.getByTestId('pledge-pledged')).not.toHaveText(before ?? '');
});

test('invest in a fund once the Funds tab is open', async ({ page }) => {
  await logInAsDemo(page);
  // The seed opened funds: the tab is there.
  const tab = page.getByText(t.tabs.funds, { exact: true });
  await expect(tab).toBeVisible();
  await tab.click();
  await pageTitle(page, t.title.funds);
  const card = page.getByRole('article', { name: 'Green energy fund' });
  await card.getByRole('button', { name: t.funds.invest }).click();
  const sheet = page.getByRole('form', { name: 'Green energy fund' });
  await sheet.getByLabel(t.funds.amount).fill('30');
  await sheet.getByRole('button', { name: t.funds.invest }).click();
  await expect(page.getByText('Invest 30.00 USD in Green energy fund?', { exact: false })).toBeVisible();
  await dialogButton(page, t.common.confirm).click();

  // The Records tab of Funds: holdings and income (/pages/funds/record is the account statement).
  await expect(page).toHaveURL(/\/pages\/funds\/funds\?tab=records$/);
  const holding = page.getByTestId('fund-holding').first();
  await expect(holding).toContainText('30.00');
  await expect(holding).toContainText(t.funds.status.active);
  await page.getByRole('tab', { name: t.funds.tabs.income }).click();
  await expect(page.getByTestId('fund-income').first()).toBeVisible();
});
