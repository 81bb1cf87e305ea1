import { type FundRecord, fundsRecord } from '@cloudmine/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { memberShell } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const posting = (id: number, type: number, amount: number): FundRecord => ({
  id,
  type,
  typeName: 'ignored',
  subtype: null,
  wallet: 'balance',
  amount,
  balanceAfter: 106_00,
  referenceKind: 'recharge',
  referenceId: '4',
  createdAt: '2026-01-01T00:00:00.000Z',
});

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('bonus records', { timeout: 20_000 }, () => {
  it('say what a bonus was for, and only on bonuses', async () => {
    await renderApp(`#${paths.fundsRecord}`, [
      ...memberShell(),
      on(fundsRecord, () => ({
        items: [posting(3, 10, 5_00), posting(2, 1, 100_00), posting(1, 17, 1_00)],
        nextCursor: null,
      })),
    ]);
    const [firstRecharge, recharge, welcome] = await screen.findAllByTestId('fund-record');
    expect(within(firstRecharge as HTMLElement).getByTestId('record-why').textContent).toBe(
      'Bonus on your first recharge, paid once',
    );
    expect(within(recharge as HTMLElement).queryByTestId('record-why')).toBeNull();
    expect(within(welcome as HTMLElement).getByTestId('record-why').textContent).toBe('Gift for joining');
  });
});
