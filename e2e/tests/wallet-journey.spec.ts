import {
  adminMemberFlags,
  adminSettingsUpdate,
  ERROR_CATALOGUE,
  FUND_RECORD_TYPE_NAMES,
  FUND_RECORD_TYPES,
  type ApiClient,
  adminMembersSearch,
  adminWithdrawalReject,
  adminWithdrawalsList,
} from '@cloudmine/api';
import { expect, test } from '@playwright/test';
import { newMember, operatorClient } from '../support/api.ts';
import { dialogButton } from '../support/dialog.ts';
import { TEXTS } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

const t = TEXTS.en;

/** The share of recharges to invest before withdrawing (an operator setting; the default is all of it). */
function setTurnover(operator: ApiClient, bps: number) {
  return operator.call(adminSettingsUpdate, {
    key: 'withdraw.turnover_bps',
    value: bps,
    reason: 'e2e journey',
  });
}

test.afterAll(async ({ baseURL }) => {
  await setTurnover(await operatorClient(baseURL ?? ''), 10_000);
});

test('a new member recharges through the sandbox, binds a card, withdraws; the rejection refunds', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const member = await newMember(origin);
  await page.addInitScript(
    ({ token }) => {
      localStorage.setItem('AUTH-TOKEN', token);
      localStorage.setItem('language', 'en');
    },
    { token: member.token },
  );

  // Recharge 100 USD through the sandbox gateway's pay page.
  await page.goto('/#/pages/recharge/recharge');
  await pageTitle(page, t.title.recharge);
  await page.getByRole('radio', { name: /Sandbox gateway \(USD\)/ }).check();
  await page.getByLabel(t.recharge.amount).fill('100');
  await expect(page.getByText('You receive 100.00 USD')).toBeVisible();
  await page.getByRole('button', { name: t.recharge.submit, exact: true }).click();
  await dialogButton(page, t.common.confirm).click();
  // The gateway's page, in the member's language: what is paid to whom, Pay or Cancel.
  await expect(page).toHaveURL(/\/sandbox-pay\/.*lang=en/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your recharge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay 100.00 USD' }).click();
  // The result says what happened and what comes next, and a button leads back to the recharge.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(
    page.getByText('Cloudmine has confirmed your payment and credited your balance.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Cloudmine' }).click();
  await pageTitle(page, t.title.recharge);
  // The result screen: what was credited and the first-recharge bonus that came with it.
  const result = page.getByTestId('result-view');
  await expect(result.getByRole('heading', { name: t.result.paid.title })).toBeVisible();
  await expect(result).toContainText('100.00 USD');
  await expect(result.getByTestId('first-recharge-bonus')).toHaveText(`${t.result.paid.bonus} +5.00 USD`);
  await result.getByRole('button', { name: t.result.paid.secondary }).click();
  await pageTitle(page, t.title.home);
  // 1.00 welcome bonus + 100.00 recharge + 5.00 first-recharge bonus.
  await page.goto('/#/pages/recharge/recharge');
  await expect(page.getByTestId('recharge-balance')).toHaveText('106.00 USD');

  // The first fund password, confirmed with the login password: binding a card asks for it.
  await page.goto('/#/pages/changeinfo/changepwd?tab=fund');
  await page.getByLabel(t.profile.loginPassword, { exact: true }).fill(member.password);
  await page.getByLabel(t.profile.newPassword, { exact: true }).fill('fund-pass-1');
  await page.getByLabel(t.profile.confirmPassword).fill('fund-pass-1');
  await page.getByRole('button', { name: t.common.save }).click();
  await expect(page.getByText(t.profile.fundPasswordChanged)).toBeVisible();

  // Bind a bank card, the bank picked on its own page.
  await page.goto('/#/pages/addCard/addCard');
  await pageTitle(page, t.title.addCard);
  await page.getByLabel(t.bankCard.holderName).fill('E2E Member');
  await page.getByLabel(t.bankCard.phone).fill(member.phone);
  await page.getByRole('button', { name: t.bankCard.bank, exact: true }).click();
  await pageTitle(page, t.title.bankList);
  await page.getByText('Dutch-Bangla Bank', { exact: true }).click();
  await pageTitle(page, t.title.addCard);
  await expect(page.getByLabel(t.bankCard.holderName)).toHaveValue('E2E Member');
  const account = `20${Date.now()}`.slice(0, 14);
  await page.getByLabel(t.bankCard.account).fill(account);
  // Changing where withdrawals are paid needs the fund password.
  await page.getByLabel(t.bankCard.fundPassword).fill('fund-pass-1');
  await page.getByRole('button', { name: t.bankCard.bind, exact: true }).click();
  await expect(page.getByTestId('bound-bank')).toContainText(`**** ${account.slice(-4)}`);
  // The member's first account is not held.
  await expect(page.getByTestId('held-bank')).toHaveCount(0);

  // Customer service verified the member's identity: an operator call.
  const operator = await operatorClient(origin);
  const [found] = (await operator.call(adminMembersSearch, { query: member.phone })).items;
  expect(found?.phone).toBe(member.phone);
  const memberId = found?.id ?? 0;
  await operator.call(adminMemberFlags, {
    memberId,
    identityVerified: true,
    reason: 'verified by customer service',
  });

  // The recharge itself is not withdrawable until it is invested (the turnover rule): only the 6.00
  // of bonuses is, and 50 is refused before anything is sent.
  await page.goto('/#/pages/withdraw/withdraw');
  await pageTitle(page, t.title.withdraw);
  await expect(page.getByTestId('withdraw-balance')).toHaveText('6.00 USD');
  await expect(page.getByTestId('withdraw-turnover')).toContainText('100.00 USD');
  await page.getByLabel(t.withdraw.amount).fill('50');
  await page.getByLabel(t.withdraw.fundPassword).fill('fund-pass-1');
  await page.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
  await expect(page.getByText(ERROR_CATALOGUE.withdraw_turnover_required.en)).toBeVisible();

  // The operator asks only half of each recharge to be invested: 56.00 is withdrawable now.
  await setTurnover(operator, 5_000);
  await page.reload();
  await expect(page.getByTestId('withdraw-balance')).toHaveText('56.00 USD');

  // Withdraw 50 USD: the fee is shown before confirming.
  await expect(page.getByTestId('withdraw-account-bank')).toContainText(`**** ${account.slice(-4)}`);
  await page.getByLabel(t.withdraw.amount).fill('50');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('1.00 USD');
  await expect(page.getByTestId('withdraw-total')).toHaveText('51.00 USD');
  await page.getByLabel(t.withdraw.fundPassword).fill('fund-pass-1');
  await page.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
  await dialogButton(page, t.common.confirm).click();
  // The result screen: requested, what happens next, and the way to the records.
  const requested = page.getByTestId('result-view');
  await expect(requested.getByRole('heading', { name: t.result.withdrawn.title })).toBeVisible();
  await expect(requested).toContainText(t.result.withdrawn.review);
  await requested.getByRole('button', { name: t.result.withdrawn.primary }).click();
  await pageTitle(page, t.title.withdrawRecord);
  const record = page.getByTestId('withdrawal-record').first();
  await expect(record).toContainText('50.00 USD');
  await expect(record).toContainText(t.reviewState.under_review);

  // An operator rejects it.
  const [withdrawal] = (await operator.call(adminWithdrawalsList, { memberId, state: 'under_review' })).items;
  expect(withdrawal?.totalMinor).toBe(51_00);
  await operator.call(adminWithdrawalReject, {
    withdrawalId: withdrawal?.id ?? 0,
    reason: 'Account name does not match',
  });

  // The member sees the rejection and the refund.
  await page.reload();
  await expect(record).toContainText(t.reviewState.failed);
  await expect(page.getByTestId('withdrawal-reason')).toContainText('Account name does not match');
  await page.goto('/#/pages/funds/record');
  await pageTitle(page, t.title.fundsRecord);
  const refund = page.getByTestId('fund-record').first();
  await expect(refund).toContainText('Withdrawal rejected');
  await expect(refund).toContainText('+51.00 USD');
  await expect(page.getByTestId('fund-record').nth(1)).toContainText('-51.00 USD');
  await page.getByTestId('records-type').click();
  await page
    .getByRole('region', { name: t.records.type })
    .getByText(FUND_RECORD_TYPE_NAMES[FUND_RECORD_TYPES.recharge].en, { exact: true })
    .click();
  await expect(page.getByTestId('fund-record')).toHaveCount(1);
  await expect(page.getByTestId('fund-record')).toContainText('+100.00 USD');
});
