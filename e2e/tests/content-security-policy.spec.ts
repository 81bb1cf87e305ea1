import { expect, test, type Page } from '@playwright/test';
import { en as consoleTexts } from '../../apps/admin/src/lib/i18n/locales/en.ts';
import { TEXTS } from '../support/texts.ts';

type ReportingWindow = Window & { reportCspViolation?: (text: string) => void; inlineScriptRan?: boolean };

/**
 * Collects what the page's Content Security Policy refused: each `securitypolicyviolation` event
 * and each console message about the policy, from the first script on.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as ReportingWindow).reportCspViolation?.(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** An inline script must be refused, and reported: the watch above is not blind. */
async function expectInlineScriptRefused(page: Page, violations: string[]) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((text) => text.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as ReportingWindow).inlineScriptRan)).toBeUndefined();
}

test('the members’ Home runs under the policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.bd.title.home })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  await expectInlineScriptRefused(page, violations);
});

test('the console’s login runs under the policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: consoleTexts.auth.title })).toBeVisible();
  // Its own favicon, from the console's build under /admin/, as an SVG image the policy allows.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/admin/favicon.svg');
  const served = await page.request.get(icon ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(await served.text()).toContain('<svg');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  await expectInlineScriptRefused(page, violations);
});
