import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminMemberOrders, adminWithdrawalsList, ERROR_CATALOGUE } from '@cloudmine/api';
import { consoleTexts as c, logInToConsole, memberReadyToWithdraw, operatorApi } from '../support/console.ts';
import { dialogButton } from '../support/dialog.ts';
import { TEXTS } from '../support/texts.ts';

const t = TEXTS.en;

// The console is a desktop layout.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

/** The open antd dialog with this title (a closed one may linger hidden while it animates out). */
function consoleDialog(page: Page, title: string): Locator {
  return page
    .locator('.ant-modal:visible')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** The second question before money moves: its OK button. */
async function confirmMoney(page: Page, question: string) {
  const confirm = page.locator('.ant-modal-confirm:visible').filter({ hasText: question });
  await confirm.getByRole('button', { name: c.common.confirm }).click();
  await expect(confirm).toBeHidden();
}

async function memberLogIn(page: Page, phone: string, password: string) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  await page.goto('/#/pages/login/login');
  await page.getByLabel(t.auth.phone).fill(phone);
  await page.getByLabel(t.auth.password).fill(password);
  await page.getByRole('button', { name: t.auth.login, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title.home })).toBeVisible();
}

test('an operator reviews withdrawals, adds a machine a member buys, and hands out a code a member claims', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const token = await logInToConsole(page);
  const operator = await operatorApi(origin, token);
  // The operator's session is kept apart from a member's.
  expect(await page.evaluate(() => localStorage.getItem('AUTH-TOKEN'))).toBeNull();

  const member = await memberReadyToWithdraw(origin, operator);
  const toPay = await member.withdraw('20');
  const toRefuse = await member.withdraw('30');

  await test.step('approve one withdrawal and reject the other', async () => {
    await page.getByRole('menuitem', { name: c.menu.withdrawals }).click();
    await page.getByPlaceholder(c.common.memberId).fill(String(member.memberId));
    const rowOf = (id: number) =>
      page.locator('tr').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await expect(rowOf(toPay.id)).toBeVisible();

    await rowOf(toPay.id).getByRole('button', { name: c.reviews.approve }).click();
    const approve = consoleDialog(page, `${c.reviews.approve} #${toPay.id}`);
    await approve.getByRole('button', { name: c.reviews.approve }).click();
    await confirmMoney(page, c.reviews.approveConfirmTitle);
    await expect(rowOf(toPay.id)).toBeHidden();

    await rowOf(toRefuse.id).getByRole('button', { name: c.reviews.reject }).click();
    const reject = consoleDialog(page, `${c.reviews.reject} #${toRefuse.id}`);
    await reject.getByLabel(c.common.reason).fill('Account holder name does not match');
    await reject.getByRole('button', { name: c.reviews.reject }).click();
    await confirmMoney(page, c.reviews.rejectConfirmTitle);
    await expect(rowOf(toRefuse.id)).toBeHidden();

    const { items } = await operator.call(adminWithdrawalsList, { memberId: member.memberId });
    const stateOf = (id: number) => items.find((w) => w.id === id)?.state;
    expect(stateOf(toPay.id)).toBe('successful');
    expect(stateOf(toRefuse.id)).toBe('failed');
  });

  const productName = `E2E Miner ${Date.now() % 1_000_000}`;
  await test.step('create a mining product', async () => {
    await page.getByRole('menuitem', { name: c.menu.miningProducts }).click();
    await page.getByRole('button', { name: c.catalogue.newProduct }).click();
    const form = consoleDialog(page, c.catalogue.newProduct);
    await form.getByLabel(`${c.catalogue.name} (${c.languages.en})`).fill(productName);
    await form.getByLabel(c.catalogue.priceUsd).fill('10');
    await form.getByLabel(c.catalogue.dailyIncomeUsd).fill('0.50');
    await form.getByLabel(c.common.reason).fill('e2e: new machine');
    await form.getByRole('button', { name: c.common.save }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('cell', { name: productName })).toBeVisible();
  });

  let code = '';
  await test.step('generate a red-envelope code', async () => {
    await page.getByRole('menuitem', { name: c.menu.redpacks }).click();
    await page.getByRole('button', { name: c.redpacks.generate }).click();
    const form = consoleDialog(page, c.redpacks.generate);
    await form.getByLabel(c.redpacks.count).fill('1');
    await form.getByLabel(c.redpacks.perClaimMin).fill('1.25');
    await form.getByLabel(c.redpacks.perClaimMax).fill('1.25');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await form.getByLabel(c.redpacks.endsAt).fill(local);
    await form.getByLabel(c.common.reason).fill('e2e: one code to hand out');
    await form.getByRole('button', { name: c.common.save }).click();
    code = ((await page.getByTestId('generated-codes').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Za-z0-9]{4,32}$/);
    await consoleDialog(page, c.redpacks.codesTitle).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('cell', { name: code })).toBeVisible();
  });

  const memberPage = await context.newPage();
  await memberLogIn(memberPage, member.phone, member.password);

  await test.step('the member buys the new machine in the members’ app', async () => {
    await memberPage.getByText(t.tabs.mall, { exact: true }).click();
    const card = memberPage.getByRole('article', { name: productName });
    await card.getByRole('button', { name: t.mall.buy }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: t.title.buy })).toBeVisible();
    await memberPage.getByRole('button', { name: t.buy.buyNow }).click();
    await dialogButton(memberPage, t.common.confirm).click();
    const bought = memberPage.getByTestId('result-view');
    await expect(bought.getByRole('heading', { name: t.result.bought.title })).toBeVisible();
    await bought.getByRole('button', { name: t.result.bought.primary }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: t.title.miner })).toBeVisible();
    const { items } = await operator.call(adminMemberOrders, {
      memberId: member.memberId,
      kind: 'mining',
    });
    expect(items.map((o) => o.productName)).toContain(productName);
  });

  await test.step('the member claims the code', async () => {
    await memberPage.goto('/#/pages/bonus/bonus');
    await memberPage.getByLabel(t.bonus.code).fill(code);
    await memberPage.getByRole('button', { name: t.bonus.open }).click();
    await expect(memberPage.getByTestId('bonus-amount')).toContainText('1.25');
    await dialogButton(memberPage, t.common.ok).click();
    // A single-claim code is spent.
    await memberPage.getByLabel(t.bonus.code).fill(code);
    await memberPage.getByRole('button', { name: t.bonus.open }).click();
    await expect(memberPage.getByText(ERROR_CATALOGUE.redpack_already_received.en)).toBeVisible();
  });
});
