import { adminSupportList, adminSupportReply, adminMembersSearch } from '@cloudmine/api';
import { expect, test, type Page } from '@playwright/test';
import { consoleTexts, logInToConsole, memberReadyToWithdraw, operatorApi } from '../support/console.ts';
import { operatorClient } from '../support/api.ts';
import { TEXTS, ERROR_CATALOGUE } from '../support/texts.ts';

/** A small PNG (1×1) with a text chunk the server strips: what a phone camera would send, minus size. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000001274455874436f6d6d656e74007365637265743a475053d7b744bb' +
    '0000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function pageTitle(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
}

test('an unverified member is sent to support, verifies with photos, the operator approves, the member withdraws; a reply shows the badge', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  // The member in Chinese, the operator in English.
  const t = TEXTS.zh;
  const c = consoleTexts;
  const member = await memberReadyToWithdraw(origin, await operatorClient(origin), { verified: false });
  await page.addInitScript(
    ({ token }) => {
      localStorage.setItem('AUTH-TOKEN', token);
      localStorage.setItem('language', 'zh');
    },
    { token: member.token },
  );

  // Refused, and sent to customer service with the topic filled in.
  await expect(member.withdraw('20')).rejects.toThrow('identity_unverified');
  await page.goto('/#/pages/withdraw/withdraw');
  await expect(page.getByTestId('identity-unverified')).toContainText(ERROR_CATALOGUE.identity_unverified.zh);
  await page.getByTestId('identity-unverified').getByRole('button', { name: t.care.contactSupport }).click();
  await pageTitle(page, t.title.support);
  await expect(page).toHaveURL(/topic=identity/);
  await page.getByLabel(t.care.message).fill('我该如何完成实名认证？');
  await page.locator('#support-image-new').setInputFiles(photo('screen.png'));
  await expect(page.locator('.photo-row img')).toHaveCount(1);
  await page.getByRole('button', { name: t.care.send }).click();
  await pageTitle(page, t.title.supportThread);
  await expect(page.getByTestId('support-message-member')).toContainText('实名认证');

  // The verification page: name, number and three photos.
  await page.goto('/#/pages/verification/verification');
  await pageTitle(page, t.title.verification);
  await expect(page.getByTestId('verification-state')).toHaveAttribute('data-state', 'none');
  await page.getByLabel(t.care.legalName).fill('E2E Member');
  await page.getByLabel(t.care.idNumber).fill('BD20260101');
  await page.locator('#photo-frontUploadId').setInputFiles(photo('front.png'));
  await page.locator('#photo-backUploadId').setInputFiles(photo('back.png'));
  await page.locator('#photo-selfieUploadId').setInputFiles(photo('selfie.png'));
  await expect(page.locator('.photo-row img')).toHaveCount(3);
  await page.getByRole('button', { name: t.care.submit }).click();
  await expect(page.getByTestId('verification-state')).toHaveAttribute('data-state', 'review');

  // The operator approves in the console, the photos side by side.
  const consoleContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  const consolePage = await consoleContext.newPage();
  const operatorToken = await logInToConsole(consolePage);
  await consolePage.goto(`/admin/#/reviews/verifications`);
  const row = consolePage.getByRole('row').filter({ hasText: member.phone });
  await row.getByRole('button', { name: c.care.review }).click();
  await expect(consolePage.getByTestId('upload-image')).toHaveCount(3);
  await consolePage.getByRole('dialog').getByRole('button', { name: c.reviews.approve }).click();
  // It leaves the queue of submissions under review; the member's page says verified.
  await expect(row).toHaveCount(0);
  await page.goto('/#/pages/verification/verification');
  await page.reload();
  await expect(page.getByTestId('verification-state')).toHaveAttribute('data-state', 'verified');

  // The member withdraws, and the page no longer stands in the way.
  await page.goto('/#/pages/withdraw/withdraw');
  await page.reload();
  await expect(page.getByTestId('withdraw-balance')).toBeVisible();
  await expect(page.getByTestId('identity-unverified')).toHaveCount(0);
  const applied = await member.withdraw('20');
  expect(applied.state).toBe('under_review');

  // An operator's reply shows as a badge on My, and reading the thread clears it.
  const operator = await operatorApi(origin, operatorToken);
  const [found] = (await operator.call(adminMembersSearch, { query: member.phone })).items;
  const tickets = await operator.call(adminSupportList, { pageSize: 200 });
  const ticket = tickets.items.find((item) => item.memberId === found?.id);
  if (!ticket) throw new Error('the member’s ticket is not in the queue');
  await operator.call(adminSupportReply, {
    ticketId: ticket.id,
    text: 'Approved, you can withdraw now.',
    uploadIds: [],
  });
  await page.goto('/#/pages/my/my');
  await page.reload();
  await expect(page.getByTestId('support-badge')).toHaveText('1');
  await page.getByTestId('my-customer-service').click();
  await page.getByTestId('support-ticket').first().click();
  await expect(page.getByTestId('support-message-operator')).toContainText('Approved');
  await page.goto('/#/pages/my/my');
  await expect(page.getByTestId('support-badge')).toHaveCount(0);
});
