import { expect, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { TEXTS } from '../support/texts.ts';

const t = TEXTS.en;

/**
 * Gates before actions (issue 18): a new member is VIP 0, and the seed sells a VIP 1 machine (Antminer
 * S19 Pro). Its card says why it cannot be bought and how to get there, and its button says so,
 * before any sheet or confirmation opens.
 */
test('a VIP-gated machine shows its gate before any sheet opens', async ({ page, baseURL }) => {
  const member = await newMember(baseURL ?? '');
  await page.addInitScript(
    ({ token }) => {
      localStorage.setItem('AUTH-TOKEN', token);
      localStorage.setItem('language', 'en');
    },
    { token: member.token },
  );
  await page.goto('/#/pages/mall/mall');
  await expect(page.getByRole('heading', { level: 1, name: t.title.mall })).toBeVisible();

  const card = page.getByRole('article', { name: 'Antminer S19 Pro' });
  const gate = card.getByTestId('eligibility-gate');
  await expect(gate).toContainText('VIP 1 required (you are VIP 0)');
  // Default thresholds: VIP 1 at 100.00 invested; a new member has invested nothing.
  await expect(gate).toContainText('Invest 100.00 USD more in machines, pledges or funds to reach VIP 1.');
  const button = card.getByRole('button', { name: 'VIP 1 required' });
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  await expect(page.getByRole('heading', { level: 1, name: t.title.mall })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The machine to buy first is named with a way to it, on a product that needs one (Whatsminer
  // M50 needs the S19 Pro).
  const needsFirst = page.getByRole('article', { name: 'Whatsminer M50' });
  await expect(needsFirst.getByTestId('eligibility-gate')).toContainText('Buy Antminer S19 Pro first');

  // An open machine keeps its Buy button.
  await expect(
    page.getByRole('article', { name: 'Starter Miner S9' }).getByRole('button', { name: t.mall.buy }),
  ).toBeEnabled();

  // The buy page reached directly says the same and offers no checkout.
  await needsFirst.getByRole('link', { name: 'Go to Antminer S19 Pro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title.buy })).toBeVisible();
  await expect(page.getByTestId('eligibility-gate')).toContainText('VIP 1 required (you are VIP 0)');
  await expect(page.getByTestId('buy-gated')).toBeDisabled();
  await expect(page.getByRole('button', { name: t.buy.buyNow })).toHaveCount(0);
});
