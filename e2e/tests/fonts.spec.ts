import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEXTS, type AppLanguage } from '../support/texts.ts';

/** The demo seed's first notice starts with this emoji in every language (seed-content.ts). */
const NOTICE_EMOJI = '🎉';
/** The self-hosted Bengali font (index.html); its file name comes from @fontsource/noto-sans-bengali. */
const BENGALI_FONT_FILE = /noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/;

test.use({ locale: 'en-US' });

async function openHome(page: Page, language: AppLanguage): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].title.home })).toBeVisible();
  return fonts;
}

/**
 * Draws `text` in the element's own font stack on a canvas and counts coloured pixels: a colour
 * emoji has many, a missing-glyph box (drawn in black) has none.
 */
function colouredPixels(element: Locator, text: string): Promise<number> {
  return element.evaluate(async (node, drawn) => {
    await document.fonts.ready;
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.font = `48px ${getComputedStyle(node).fontFamily}`;
    context.fillStyle = '#000';
    context.fillText(drawn, 8, 60);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
      if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured += 1;
    }
    return coloured;
  }, text);
}

/** The rendered width of `text` in the element's font stack, in a span of the same language. */
function widthOf(element: Locator, text: string): Promise<number> {
  return element.evaluate(async (node, measured) => {
    await document.fonts.ready;
    const span = document.createElement('span');
    span.textContent = measured;
    node.appendChild(span);
    const width = span.getBoundingClientRect().width;
    span.remove();
    return width;
  }, text);
}

for (const language of ['en', 'zh', 'bd'] as const) {
  test(`the notices' emoji draws as an emoji, not a missing-glyph box (${language})`, async ({
    page,
  }, testInfo) => {
    const t = TEXTS[language];
    await openHome(page, language);
    const sheet = page.getByRole('dialog', { name: t.home.notices });
    const title = sheet.getByRole('heading', { level: 3 }).filter({ hasText: NOTICE_EMOJI });
    // The sheet closes on any route change (lib/route-overlays.ts): open it again if the page's
    // first navigation settled after the tap. What is under test is how the emoji draws.
    await expect(async () => {
      if (!(await sheet.isVisible())) {
        await page.getByRole('button', { name: t.home.notices, exact: true }).click();
      }
      await expect(title).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await testInfo.attach(`notice-sheet-${language}`, {
      body: await sheet.screenshot(),
      contentType: 'image/png',
    });
    expect(await colouredPixels(title, NOTICE_EMOJI)).toBeGreaterThan(50);
    // A code point no font has draws the missing-glyph box: the emoji is not that.
    expect(await widthOf(title, NOTICE_EMOJI)).not.toBeCloseTo(await widthOf(title, '\u{10FFFD}'), 0);
  });
}

test('Bengali is drawn with the self-hosted font where the system has none, without moving the page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const watched = window as unknown as { layoutShift: number };
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        watched.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fonts = await openHome(page, 'bd');
  const heading = page.getByRole('heading', { level: 1, name: TEXTS.bd.title.home });
  await expect.poll(() => fonts.some((url) => BENGALI_FONT_FILE.test(url))).toBe(true);
  expect(
    await heading.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Cloudmine Bengali"', 'হোম');
    }),
  ).toBe(true);
  // A Bengali letter is drawn by a font, not as the missing-glyph box.
  expect(await widthOf(heading, 'ক')).not.toBeCloseTo(await widthOf(heading, '\u{10FFFD}'), 0);
  // The swap moved nothing: the layout shifts since the page began (watched from its first line)
  // stay under the CLS target. Two frames after the fonts are ready, every shift's entry
  // (queued as a task in the frame it happened) has been delivered.
  const shifted = await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    return (window as unknown as { layoutShift: number }).layoutShift;
  });
  expect(shifted).toBeLessThanOrEqual(0.05);
});

test('a page in English or Chinese downloads no Bengali font', async ({ page }) => {
  const fonts = await openHome(page, 'en');
  await expect(page.getByRole('button', { name: TEXTS.en.home.notices, exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(fonts.filter((url) => BENGALI_FONT_FILE.test(url))).toEqual([]);
});
