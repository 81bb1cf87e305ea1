import { expect, test, type Page } from '@playwright/test';
import { adminRedpackCreate } from '@cloudmine/api';
import { menu } from '../../apps/admin/src/config/paths.ts';
import { consoleTexts as c, memberReadyToWithdraw, openConsole, operatorApi } from '../support/console.ts';

// The narrowest desktop the console promises to fit without cutting a word (issue 18).
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

/** A header or cell whose text does not fit: its own box, or an ellipsis inside it, is narrower than its text. */
interface Cut {
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Every header and cell of the page's tables whose text is cut, by its own overflow or by an element
 * inside it that ends in an ellipsis; and whether a table is wider than the page leaves it.
 */
function cutsOn(page: Page) {
  return page.evaluate(() => {
    const cuts: Cut[] = [];
    const widerThanPage: string[] = [];
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('.ant-table'))) {
      const content = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (content && content.scrollWidth > content.clientWidth + 1)
        widerThanPage.push(`${content.scrollWidth} > ${content.clientWidth}`);
      // A column fixed to an edge stays put while the others slide under it: none may lie beneath.
      for (const row of Array.from(table.querySelectorAll<HTMLElement>('tr'))) {
        const cells = Array.from(row.querySelectorAll<HTMLElement>('th, td')).filter(
          (cell) => cell.offsetParent,
        );
        const fixedRight = cells.filter((cell) => cell.className.includes('ant-table-cell-fix-right'));
        const edge = Math.min(...fixedRight.map((cell) => cell.getBoundingClientRect().left));
        for (const cell of cells) {
          if (fixedRight.includes(cell)) continue;
          const right = cell.getBoundingClientRect().right;
          if (right > edge + 1)
            cuts.push({
              text: `under a fixed column: ${(cell.textContent ?? '').trim().slice(0, 50)}`,
              scrollWidth: Math.round(right),
              clientWidth: Math.round(edge),
            });
        }
      }
      for (const cell of Array.from(table.querySelectorAll<HTMLElement>('th, td'))) {
        if (cell.closest('.ant-table-measure-row') || cell.offsetParent === null) continue;
        const boxes = [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('*'))].filter(
          (box) => box === cell || getComputedStyle(box).textOverflow === 'ellipsis',
        );
        for (const box of boxes) {
          if (box.scrollWidth > box.clientWidth + 1) {
            cuts.push({
              text: (box.textContent ?? '').trim().slice(0, 60),
              scrollWidth: box.scrollWidth,
              clientWidth: box.clientWidth,
            });
          }
        }
      }
    }
    return { cuts, widerThanPage };
  });
}

test('no list page of the console cuts a header or a cell at 1280 px', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const token = await openConsole(page);
  const operator = await operatorApi(origin, token);

  // Rows on the pages the issue names: withdrawals under review and a red envelope for one member.
  const member = await memberReadyToWithdraw(origin, operator);
  await member.withdraw('20');
  await operator.call(adminRedpackCreate, {
    totalCount: 5,
    perClaimMin: '1.25',
    perClaimMax: '2.50',
    endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    phone: member.phone,
    reason: 'e2e: widths',
  });

  const entries = menu.flatMap((group) => group.entries).filter((entry) => entry.path !== '/');
  expect(entries.length).toBeGreaterThan(15);
  // The pages the issue named are measured with rows in them; the others as the demo data has them.
  const withRows = new Set(['/reviews/withdrawals', '/catalogue/redpacks', '/settings']);
  const found: Record<string, Awaited<ReturnType<typeof cutsOn>>> = {};
  for (const entry of entries) {
    await page.goto(`/admin/#${entry.path}`);
    // The page itself, not the previous one still drawn while its chunk loads.
    const title = c.menu[entry.label.replace('menu.', '') as keyof typeof c.menu];
    await expect(page.getByRole('heading', { level: 4, name: title, exact: true })).toBeVisible();
    const filled = page.locator(withRows.has(entry.path) ? '.ant-table-row' : '.ant-table-row, .ant-empty');
    await expect(filled.first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const result = await cutsOn(page);
    if (result.cuts.length > 0 || result.widerThanPage.length > 0) found[entry.path] = result;
  }
  expect(found).toEqual({});
});
