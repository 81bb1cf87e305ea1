import AxeBuilder from '@axe-core/playwright';
import { mallProducts } from '@cloudmine/api';
import { expect, test, type Page } from '@playwright/test';
import { apiClient, newMember } from '../support/api.ts';

/**
 * axe-core on the main pages, in the launch language (Bengali) as a member on a phone first sees
 * them: no serious or critical violation (WCAG 2.1 A and AA rules: names of controls, contrast,
 * zoom, landmarks). Every page is checked once it has its content, not while it loads.
 */
async function violations(page: Page): Promise<string[]> {
  // The page has finished loading once no spinner or skeleton says it is busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.adm-skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function open(page: Page, hash: string, heading: RegExp | null = null) {
  await page.goto(`/#${hash}`);
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
}

test('visitor pages: Home, Register and Login', async ({ page }) => {
  for (const hash of ['/pages/index/index', '/pages/register/register', '/pages/login/login']) {
    await open(page, hash);
    expect.soft(await violations(page), hash).toEqual([]);
  }
});

test('member pages: Mall, Buy, My, Recharge and Withdraw', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const member = await newMember(origin);
  const products = await (await apiClient(origin, member.token)).call(mallProducts, { limit: 1 });
  const product = products.items[0];
  expect(product, 'the demo seed has machines on sale').toBeDefined();
  await page.addInitScript((token) => localStorage.setItem('AUTH-TOKEN', token), member.token);

  for (const hash of [
    '/pages/mall/mall',
    `/pages/buy/buy?id=${product?.id ?? 0}`,
    '/pages/my/my',
    '/pages/recharge/recharge',
    '/pages/withdraw/withdraw',
  ]) {
    await open(page, hash);
    expect.soft(await violations(page), hash).toEqual([]);
  }
});
