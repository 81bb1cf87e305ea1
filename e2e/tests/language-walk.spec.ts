import { login, mallProducts, setLanguage } from '@cloudmine/api';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths.ts';
import { apiClient } from '../support/api.ts';
import type { AppLanguage } from '../support/texts.ts';

/**
 * Every member route in zh, en and bd, on the demo member (team income, miners, messages, funds
 * written by the server): each page's visible text must be in the language's script (issue 18).
 * Digits are Latin in every language (docs/decisions.md). It runs after the journeys, alone
 * (playwright.config.ts): they log in as the demo member, and a login stores the app's language on it.
 */
const DEMO = { phone: '01712345678', password: 'demo1234' };
const LANGUAGES: AppLanguage[] = ['zh', 'en', 'bd'];

/**
 * Names that stay Latin in every language: currency and token codes, the VIP ladder, mobile wallets,
 * the machine model (Antminer S19 Pro), file formats, authenticator apps, browsers and systems.
 */
const LATIN_ALLOWED = new Set([
  ...['USD', 'USDT', 'BDT', 'TRC', 'VIP', 'BTC', 'ETH', 'Cloudmine'],
  ...['bKash', 'Nagad', 'Rocket', 'Telegram', 'Pro', 'PNG', 'JPEG'],
  ...['Google', 'Microsoft', 'Authenticator'],
  ...['Chrome', 'Safari', 'Edge', 'Firefox', 'Opera', 'Android', 'iOS', 'Windows', 'macOS', 'Linux'],
]);

/**
 * Data people typed, shown as typed in every language, taken out of the text before it is judged:
 * the seed's member nicknames, the operator's bank list, the invitation code, the support contact,
 * order numbers, links, and an operator's rejection reason (an operator writes it in their own words).
 */
const TYPED_DATA: RegExp[] = [
  /Demo Miner|Friend One|Friend Two|Miner \d+/g,
  /BRAC Bank|Dutch-Bangla Bank|Islami Bank Bangladesh|Janata Bank|Sonali Bank/g,
  /DEMO88|@cloudmine_support|\bR\d{8}[0-9A-F]+\b|https?:\/\/\S+/g,
  /Account name does not match the card/g,
];

/** Pages a visitor sees (walked logged out) and pages that need an id from data or leave the app. */
const VISITOR_PAGES = new Set<string>([
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.supportContact,
]);
const SKIPPED = new Set<string>([
  paths.root, // redirects to Home
  paths.bargainDetail, // needs a bargain id
  paths.supportThread, // needs a ticket id
]);

const HAN = /\p{Script=Han}/u;
const BENGALI = /\p{Script=Bengali}/u;
const BENGALI_DIGIT = /[০-৯]/u;
const LATIN_WORD = /[A-Za-z]{2,}/g;

/** What is wrong with one piece of visible text in `language`, or nothing. */
function faults(shown: string, language: AppLanguage): string[] {
  const text = TYPED_DATA.reduce((rest, pattern) => rest.replace(pattern, ' '), shown);
  const found: string[] = [];
  if (language !== 'zh' && HAN.test(text)) found.push('Han characters');
  if (language !== 'bd' && BENGALI.test(text)) found.push('Bengali script');
  if (BENGALI_DIGIT.test(text)) found.push('Bengali digits (Latin digits are the choice)');
  if (language !== 'en') {
    const words = (text.match(LATIN_WORD) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
    if (words.length > 0) found.push(`Latin words ${words.join(' ')}`);
  }
  return found;
}

/**
 * The page's text nodes a member can see, leaving out what is marked as another language on
 * purpose (the language picker names each language in itself, `lang="bn"` and so on).
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const marked = parent.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang) continue;
      texts.push(text);
    }
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    ))
      if (field.checkVisibility()) texts.push(field.placeholder);
    return texts;
  });
}

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Queries answered, lazy chunks in: nothing on the wire for half a second.
  await page.waitForLoadState('networkidle');
}

test.describe.configure({ mode: 'serial' });

test('every route reads in one language and one digit system: zh, en and bd', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = baseURL ?? '';
  const visitor = await apiClient(origin);
  const { token } = await visitor.call(login, DEMO);
  const member = await apiClient(origin, token);
  const [product] = (await member.call(mallProducts, { limit: 1 })).items;
  const memberPages = Object.values(paths)
    .filter((path) => !SKIPPED.has(path) && !VISITOR_PAGES.has(path))
    .map((path) => (path === paths.buy && product ? `${path}?id=${product.id}` : path));

  const problems: string[] = [];
  try {
    for (const language of LANGUAGES) {
      // The server writes its texts (product names, messages) in the member's stored language.
      await member.call(setLanguage, { language });
      for (const [pages, stored] of [
        [[...VISITOR_PAGES], null],
        [memberPages, token],
      ] as const) {
        const context = await browser.newContext();
        await context.addInitScript(
          ({ chosen, session }) => {
            localStorage.setItem('language', chosen);
            if (session) localStorage.setItem('AUTH-TOKEN', session);
          },
          { chosen: language, session: stored },
        );
        const page = await context.newPage();
        for (const path of pages) {
          await page.goto(`/#${path}`);
          await settle(page);
          for (const text of await visibleTexts(page))
            for (const fault of faults(text, language))
              problems.push(`${language} ${path}: ${fault} in "${text.slice(0, 80)}"`);
        }
        await context.close();
      }
    }
  } finally {
    // The demo member's language as the seed left it, for the other specs.
    await member.call(setLanguage, { language: 'en' });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
