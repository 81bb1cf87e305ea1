import { expect, type Page } from '@playwright/test';
import {
  adminMemberAdjust,
  adminMemberFlags,
  adminMembersSearch,
  bankBind,
  bankConfig,
  updateUserInfo,
  withdrawApply,
  type ApiClient,
} from '@cloudmine/api';
import { generate } from 'otplib';
import { apiClient, DEMO_OPERATOR, newMember, sharedOperatorSession, type OperatorSession } from './api.ts';
import { en as consoleTexts } from '../../apps/admin/src/lib/i18n/locales/en.ts';

/** The console's own English texts, so tests find controls by what an operator reads. */
export { consoleTexts };

async function openConsoleIn(page: Page, session: OperatorSession | null): Promise<void> {
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('ADMIN-LANGUAGE')) localStorage.setItem('ADMIN-LANGUAGE', 'en');
    if (stored && !localStorage.getItem('ADMIN-AUTH-TOKEN')) {
      localStorage.setItem('ADMIN-AUTH-TOKEN', stored.token);
      localStorage.setItem('ADMIN-OPERATOR', JSON.stringify(stored.operator));
    }
  }, session);
  await page.goto('/admin/');
}

/**
 * Opens the console signed in as the demo operator with the run's shared session, as a console
 * reopened after a login: a login of its own would spend an authenticator step another test needs.
 */
export async function openConsole(page: Page): Promise<string> {
  const { token, operator } = sharedOperatorSession();
  await openConsoleIn(page, { token, operator });
  await expect(page.getByTestId('operator-name')).toBeVisible();
  return token;
}

/**
 * Signs the demo operator in through the console's login page (one journey does; the others open it
 * with the shared session). It types the code of the authenticator's next 30-second step, which the
 * server accepts as one step of clock drift and which no login of the run has spent: global setup's
 * used the step it ran in, and nothing else logs in on this server.
 */
export async function logInToConsole(page: Page): Promise<string> {
  const c = consoleTexts;
  await openConsoleIn(page, null);
  await expect(page.getByRole('heading', { name: c.auth.title })).toBeVisible();
  const nextStep = Math.floor(Date.now() / 1000) + 30;
  await page.getByLabel(c.auth.username).fill(DEMO_OPERATOR.username);
  await page.getByLabel(c.auth.password).fill(DEMO_OPERATOR.password);
  await page
    .getByLabel(c.auth.totp)
    .fill(await generate({ secret: DEMO_OPERATOR.totpSecret, epoch: nextStep }));
  await page.getByRole('button', { name: c.auth.submit }).click();
  await expect(page.getByTestId('operator-name')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('ADMIN-AUTH-TOKEN'));
  if (!token) throw new Error('no operator token after sign-in');
  return token;
}

/** The console's operator session as an API client, for setting up and checking what the UI did. */
export function operatorApi(baseURL: string, token: string): Promise<ApiClient> {
  return apiClient(baseURL, token);
}

const FUND_PASSWORD = 'fund-pass-1';

/**
 * A new member who can withdraw: identity verified (unless told otherwise) and 100 USD credited by the operator, a bank card
 * bound and a fund password set, all through the APIs the apps use.
 */
export async function memberReadyToWithdraw(baseURL: string, operator: ApiClient, { verified = true } = {}) {
  const member = await newMember(baseURL);
  const client = await apiClient(baseURL, member.token);
  const [found] = (await operator.call(adminMembersSearch, { query: member.phone })).items;
  const memberId = found?.id ?? 0;
  if (verified)
    await operator.call(adminMemberFlags, { memberId, identityVerified: true, reason: 'e2e: verified' });
  await operator.call(adminMemberAdjust, {
    memberId,
    wallet: 'balance',
    direction: 'credit',
    amount: '100',
    reason: 'e2e: starting balance',
    idempotencyKey: `e2e-${memberId}-${Date.now()}`,
  });
  // The fund password first: binding a withdrawal account asks for it.
  await client.call(updateUserInfo, {
    kind: 'fundPassword',
    oldPassword: member.password,
    newPassword: FUND_PASSWORD,
    confirmPassword: FUND_PASSWORD,
  });
  const { banks } = await client.call(bankConfig, {});
  await client.call(bankBind, {
    method: 'bank',
    holderName: 'E2E Member',
    phone: member.phone,
    bankId: banks[0]?.id ?? 1,
    account: `30${Date.now()}`.slice(0, 14),
    fundPassword: FUND_PASSWORD,
  });
  const withdraw = (amount: string) =>
    client.call(withdrawApply, {
      method: 'bank',
      amount,
      fundPassword: FUND_PASSWORD,
      idempotencyKey: `e2e-w-${amount}-${Date.now()}`,
    });
  return { ...member, memberId, withdraw };
}
