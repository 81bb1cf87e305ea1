import { expect, test, type Page } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { TEXTS } from '../support/texts.ts';

const t = TEXTS.en;

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('after one visit, Home and My open with the network off and say they are offline', async ({
  page,
  context,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '');
  await page.addInitScript((token) => {
    localStorage.setItem('AUTH-TOKEN', token);
    localStorage.setItem('language', 'en');
  }, member.token);

  // One visit: My, online, with the balance shown; the service worker installs and takes the page.
  await page.goto('/#/pages/my/my');
  await heading(page, t.title.my);
  await expect(page.getByTestId('my-balance')).toContainText('USD');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });

  await context.setOffline(true);

  // A reload with the network off: the document and every script come from the service worker.
  await page.evaluate(() => {
    window.location.hash = '#/pages/index/index';
  });
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await heading(page, t.title.home);
  await expect(page.getByTestId('offline-banner')).toHaveText(t.pwa.offline);

  // A new tab, straight onto My, with the network still off.
  const tab = await context.newPage();
  const opened = await tab.goto('/#/pages/my/my');
  expect(opened?.fromServiceWorker()).toBe(true);
  await heading(tab, t.title.my);
  await expect(tab.getByTestId('offline-banner')).toHaveText(t.pwa.offline);
  // The stored copy of the member is not shown as the current balance.
  await expect(tab.getByTestId('my-balance')).toHaveText(t.pwa.balanceOffline);
  await expect(tab.getByTestId('my-balance')).not.toContainText('USD');

  await context.setOffline(false);
  await expect(tab.getByTestId('offline-banner')).toHaveCount(0);
  await expect(tab.getByTestId('my-balance')).toContainText('USD');
});
