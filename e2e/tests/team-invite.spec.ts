import { expect, test, type Page } from '@playwright/test';
import { uniquePhone } from '../support/sms-outbox.ts';
import { TEXTS } from '../support/texts.ts';
import { fillRegisterForm } from '../support/register-form.ts';
import { pageTitle } from '../support/page-title.ts';

const t = TEXTS.en;
const PASSWORD = 'e2e-team-123';

test.use({ locale: 'en-US' });

/** Registers `phone` from the page's open register form: the new member lands on Home, logged in. */
async function register(page: Page, phone: string) {
  await pageTitle(page, t.title.register);
  await fillRegisterForm(page, phone, PASSWORD);
  await page.getByRole('button', { name: t.auth.register, exact: true }).click();
  await pageTitle(page, t.title.home);
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

test('a member shares an invite, a friend registers through the link, and appears in the team, not recharged', async ({
  browser,
}) => {
  const english = (page: Page) =>
    page.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
    });

  // The inviter: a fresh member (under the demo member), so their team starts empty.
  const inviterContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const inviter = await inviterContext.newPage();
  await english(inviter);
  const inviterPhone = uniquePhone();
  await inviter.goto('/#/pages/register/register?code=DEMO88');
  await register(inviter, inviterPhone);

  // The invite page: code, link, the poster the server draws (through the wrapper's download); copy the link.
  await inviter.goto('/#/pages/invite/invite');
  await pageTitle(inviter, t.title.invite);
  const code = (await inviter.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const link = (await inviter.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/#/pages/register/register\\?code=${code}$`));
  await expect(inviter.getByTestId('invite-poster')).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => inviter.getByTestId('invite-poster').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(600);
  // Saved as the file the server sent.
  const saved = inviter.waitForEvent('download');
  await inviter.getByTestId('invite-save').click();
  expect((await saved).suggestedFilename()).toBe('cloudmine-invite.svg');
  await inviter.getByRole('button', { name: t.invite.copyLink }).click();
  await expect(inviter.getByText(t.common.copied)).toBeVisible();
  const copied = await inviter.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(link);
  await inviter.goto('/#/pages/myTeam/myTeam');
  await expect(inviter.getByTestId('team-total')).toHaveText('0');

  // The friend opens the shared link on their own phone: the code is filled in.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await english(friend);
  await friend.goto(copied);
  await expect(friend.getByLabel(t.auth.invitationCode)).toHaveValue(code);
  const friendPhone = uniquePhone();
  await register(friend, friendPhone);

  // The inviter sees the friend at level one, not recharged.
  await inviter.reload();
  await pageTitle(inviter, t.title.myTeam);
  await expect(inviter.getByTestId('team-total')).toHaveText('1');
  await expect(inviter.getByTestId('team-level-1')).toContainText(
    t.team.levelSummary
      .replace('{{members}}', '1')
      .replace('{{recharged}}', '0')
      .replace('{{activated}}', '0'),
  );
  await inviter.getByTestId('team-level-1').click();
  await pageTitle(inviter, t.title.teamMembers);
  const row = inviter.getByTestId('team-member');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked(friendPhone));
  await expect(row).toContainText(t.team.notRecharged);

  // The invite page now counts them.
  await inviter.goto('/#/pages/invite/invite');
  await expect(inviter.getByTestId('invite-count')).toHaveText('1');

  await friendContext.close();
  await inviterContext.close();
});
