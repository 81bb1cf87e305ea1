import { paymentChannels, paymentRate, paymentRecords, type RechargeRecord } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { memberShell } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const paid: RechargeRecord = {
  id: 4,
  orderNo: 'R20260101ABCDEF',
  channelId: 1,
  channelName: 'Sandbox (USD)',
  kind: 'sandbox',
  currency: 'USD',
  amountMinor: 100_00,
  rate: 100_000_000,
  creditMinor: 100_00,
  bonusMinor: 5_00,
  bonusPoints: 100,
  state: 'successful',
  payerReference: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  resolvedAt: '2026-01-01T00:01:00.000Z',
};

function returnedTo(record: RechargeRecord) {
  return renderApp(`#${paths.recharge}?orderNo=${record.orderNo}`, [
    ...memberShell(),
    on(paymentChannels, () => ({ items: [], depositProhibited: false })),
    on(paymentRate, () => ({ base: 'USD', items: [] })),
    on(paymentRecords, () => ({ items: [record], nextCursor: null })),
  ]);
}

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('back from the pay page', { timeout: 20_000 }, () => {
  it('ends on the result: the credit, the first-recharge bonus and points, the way to the records', async () => {
    const { router } = await returnedTo(paid);
    const result = await screen.findByTestId('result-view');
    expect(within(result).getByRole('heading', { name: 'Recharge received' })).toBeTruthy();
    expect(within(result).getByTestId('first-recharge-bonus').textContent).toBe(
      'First-recharge bonus: +5.00\u00a0USD',
    );
    expect(within(result).getByText('Bonus points: +100')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Funds records' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.fundsRecord));
  });

  it('says a failed payment took nothing and offers to try again', async () => {
    const { router } = await returnedTo({ ...paid, state: 'failed', bonusMinor: 0, bonusPoints: 0 });
    const result = await screen.findByTestId('result-view');
    expect(within(result).getByRole('heading', { name: 'Recharge not completed' })).toBeTruthy();
    expect(within(result).queryByTestId('first-recharge-bonus')).toBeNull();
    fireEvent.click(within(result).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('recharge-balance')).toBeTruthy();
  });
});
