import {
  adminMemberBan,
  adminMembersSearch,
  adminSupportList,
  adminWithdrawalsList,
  setLanguage,
  type ApiClient,
} from '@cloudmine/api';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiClient, newMember, operatorClient } from '../support/api.ts';
import { consoleTexts, memberReadyToWithdraw, openConsole } from '../support/console.ts';
import { dialogButton } from '../support/dialog.ts';
import { ERROR_CATALOGUE, TEXTS, type AppLanguage } from '../support/texts.ts';
import { pageTitle } from '../support/page-title.ts';

/** A small PNG (1×1) with a text chunk the server strips: what a phone camera would send, minus size. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000001274455874436f6d6d656e74007365637265743a475053d7b744bb' +
    '0000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The quick reply the operator writes in the console's editor, in the three languages. */
const QUICK_REPLY = {
  en: 'You are verified: you can withdraw now.',
  zh: '您已通过实名认证，现在可以提现了。',
  bd: 'আপনার পরিচয় যাচাই হয়েছে: এখন উত্তোলন করতে পারবেন।',
};

async function memberPage(browser: Browser, language: AppLanguage, token: string | null): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(
    ({ token: stored, language: chosen }) => {
      if (stored) localStorage.setItem('AUTH-TOKEN', stored);
      localStorage.setItem('language', chosen);
    },
    { token, language },
  );
  return page;
}

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await openConsole(page);
  return page;
}

/** The operator writes a quick reply in the console's editor (each language is required). */
async function writeQuickReply(console: Page, title: string) {
  const c = consoleTexts;
  await console.goto('/admin/#/support/quick-replies');
  await console.getByRole('button', { name: c.care.newQuickReply }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel(c.care.quickReplyTitle).fill(title);
  for (const language of ['en', 'zh', 'bd'] as const) {
    await dialog.getByLabel(`${c.care.reply} (${c.languages[language]})`).fill(QUICK_REPLY[language]);
  }
  await dialog.getByRole('button', { name: c.common.save }).click();
  await expect(console.getByRole('row').filter({ hasText: title })).toBeVisible();
}

for (const language of ['zh', 'en', 'bd'] as const) {
  test(`member care in ${language}: sent to support, verified, withdraws, answered with a quick reply in ${language}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = baseURL ?? '';
    const t = TEXTS[language];
    const c = consoleTexts;
    const operator: ApiClient = await operatorClient(origin);
    const member = await memberReadyToWithdraw(origin, operator, { verified: false });
    await (await apiClient(origin, member.token)).call(setLanguage, { language });
    const page = await memberPage(browser, language, member.token);

    // The withdrawal page stands in the way and sends the member to support with the topic filled in.
    await page.goto('/#/pages/withdraw/withdraw');
    const blocker = page.getByTestId('identity-unverified');
    await expect(blocker).toContainText(ERROR_CATALOGUE.identity_unverified[language]);
    await blocker.getByRole('button', { name: t.care.contactSupport }).click();
    await pageTitle(page, t.title.support);
    await expect(page).toHaveURL(/topic=identity/);
    await page
      .getByLabel(t.care.message)
      .fill(language === 'zh' ? '我该如何完成实名认证？' : 'How do I verify?');
    await page.locator('#support-image-new').setInputFiles(photo('screen.png'));
    await expect(page.locator('.photo-row img')).toHaveCount(1);
    await page.getByRole('button', { name: t.care.send }).click();
    await pageTitle(page, t.title.supportThread);

    // The verification page: name, number and three photos; My shows it under review.
    await page.goto('/#/pages/verification/verification');
    await page.getByLabel(t.care.legalName).fill('E2E Member');
    await page.getByLabel(t.care.idNumber).fill(`BD${Date.now()}`.slice(0, 14));
    await page.locator('#photo-frontUploadId').setInputFiles(photo('front.png'));
    await page.locator('#photo-backUploadId').setInputFiles(photo('back.png'));
    await page.locator('#photo-selfieUploadId').setInputFiles(photo('selfie.png'));
    await expect(page.locator('.photo-row img')).toHaveCount(3);
    await page.getByRole('button', { name: t.care.submit }).click();
    await expect(page.getByTestId('verification-state')).toHaveAttribute('data-state', 'review');
    await page.goto('/#/pages/my/my');
    await expect(page.getByTestId('my-verification')).toContainText(t.care.state.review);

    // The operator approves in the console, writes a quick reply in the editor and answers with it:
    // the console inserts it in the member's language.
    const console = await consolePage(browser);
    await console.goto('/admin/#/reviews/verifications');
    const review = console.getByRole('row').filter({ hasText: member.phone });
    await review.getByRole('button', { name: c.care.review }).click();
    await expect(console.getByTestId('upload-image')).toHaveCount(3);
    await console.getByRole('dialog').getByRole('button', { name: c.reviews.approve }).click();
    await expect(review).toHaveCount(0);

    const title = `E2E verified ${language} ${Date.now()}`;
    await writeQuickReply(console, title);
    await console.goto('/admin/#/support');
    await console
      .getByRole('row')
      .filter({ hasText: member.phone })
      .getByRole('button', { name: c.care.view })
      .click();
    await expect(console.getByTestId('member-language')).toContainText(c.languages[language]);
    await console.getByRole('combobox').last().click();
    await console.getByTitle(title).click();
    const replyBox = console.getByLabel(c.care.reply, { exact: true });
    await expect(replyBox).toHaveValue(QUICK_REPLY[language]);
    await console.getByRole('button', { name: c.care.send }).click();
    await expect(console.getByTestId('support-message-operator')).toContainText(QUICK_REPLY[language]);

    // The member withdraws through the withdrawal page.
    await page.goto('/#/pages/withdraw/withdraw');
    await page.reload();
    await expect(page.getByTestId('identity-unverified')).toHaveCount(0);
    await page.getByLabel(t.withdraw.amount).fill('20');
    await page.getByLabel(t.withdraw.fundPassword).fill('fund-pass-1');
    await page.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
    await dialogButton(page, t.common.confirm).click();
    const requested = page.getByTestId('result-view');
    await requested.getByRole('button', { name: t.result.withdrawn.primary }).click();
    await pageTitle(page, t.title.withdrawRecord);
    await expect(page.getByTestId('withdrawal-record').first()).toContainText(t.reviewState.under_review);
    const queued = await operator.call(adminWithdrawalsList, {
      memberId: member.memberId,
      state: 'under_review',
    });
    expect(queued.items).toHaveLength(1);

    // The reply shows as a badge on My and in the message centre; reading the thread clears both.
    await page.goto('/#/pages/my/my');
    await expect(page.getByTestId('my-verification')).toContainText(t.care.state.verified);
    await expect(page.getByTestId('support-badge')).toHaveText('1');
    await page.goto('/#/pages/msgcenter/msgcenter');
    await expect(page.getByTestId('msgcenter-support')).toContainText('1');
    await page.getByTestId('msgcenter-support').click();
    await pageTitle(page, t.title.support);
    await page.getByTestId('support-ticket').first().click();
    await expect(page.getByTestId('support-message-operator')).toContainText(QUICK_REPLY[language]);
    await page.goto('/#/pages/my/my');
    await expect(page.getByTestId('support-badge')).toHaveCount(0);
    await console.context().close();
    await page.context().close();
  });

  test(`a banned member in ${language} opens customer service from the login refusal, with its topic`, async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const t = TEXTS[language];
    const operator = await operatorClient(origin);
    const member = await newMember(origin);
    await (await apiClient(origin, member.token)).call(setLanguage, { language });
    const [found] = (await operator.call(adminMembersSearch, { query: member.phone })).items;
    await operator.call(adminMemberBan, {
      memberId: found?.id ?? 0,
      kind: 'fraud',
      reason: 'e2e: chargebacks on three cards',
    });

    const page = await memberPage(browser, language, null);
    await page.goto('/#/pages/login/login');
    await page.getByLabel(t.auth.phone).fill(member.phone);
    await page.getByLabel(t.auth.password).fill(member.password);
    await page.getByRole('button', { name: t.auth.login, exact: true }).click();
    await expect(page.getByText(ERROR_CATALOGUE.account_banned_fraud[language])).toBeVisible();
    await dialogButton(page, t.care.contactSupport).click();
    await pageTitle(page, t.title.supportContact);
    await expect(page).toHaveURL(/topic=account/);
    await page.getByLabel(t.auth.phone).fill(member.phone);
    await page.getByLabel(t.auth.password).fill(member.password);
    await page.getByLabel(t.care.message).fill('Please review my account.');
    await page.getByRole('button', { name: t.care.send }).click();
    await expect(page.getByTestId('contact-sent')).toHaveText(t.care.contactSent);
    const queue = await operator.call(adminSupportList, { state: 'open', topic: 'account', pageSize: 200 });
    expect(queue.items.map((row) => row.phone)).toContain(member.phone);
    await page.context().close();
  });
}
