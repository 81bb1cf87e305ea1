import {
  fundHoldings,
  fundIncome,
  fundInvest,
  type FundHolding,
  type FundProduct,
  fundProducts,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { renderApp } from '@/test/render-app';
import { OPEN_GATES } from '@/test/mining-fixtures';

const fund: FundProduct = {
  id: 4,
  name: 'Green energy fund',
  description: '',
  imageUrls: [],
  dailyRateBps: 60,
  termDays: 15,
  minAmountMinor: 20_00,
  maxAmountMinor: 2000_00,
  maxTimes: 3,
  totalCapMinor: 100_000_00,
  raisedMinor: 25_000_00,
  requiredVipLevel: 0,
  eligibility: OPEN_GATES,
  myInvestedMinor: 0,
  myTimes: 0,
};

const holding: FundHolding = {
  id: 8,
  fundId: 4,
  fundName: 'Green energy fund',
  amountMinor: 200_00,
  dailyRateBps: 60,
  dailyIncomeMinor: 1_20,
  termDays: 15,
  daysPaid: 2,
  incomePaidMinor: 2_40,
  status: 'active',
  investedAt: '2026-11-20T10:00:00.000Z',
  endsOn: '2026-12-05',
};

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('the funds pages', { timeout: 20_000 }, () => {
  it('invests after confirming, then shows the holding and its income on the records page', async () => {
    const { server, router } = await renderApp(`#${paths.funds}`, [
      ...logIn(),
      on(fundProducts, () => ({ items: [fund], nextCursor: null })),
      on(fundInvest, () => ({ holding, balanceMinor: 300_00 })),
      on(fundHoldings, () => ({ items: [holding], nextCursor: null })),
      on(fundIncome, () => ({
        items: [
          {
            id: 1,
            holdingId: 8,
            fundName: 'Green energy fund',
            incomeDate: '2026-11-21',
            amountMinor: 1_20,
            principalMinor: 0,
            paidAt: '2026-11-21T00:00:00.000Z',
          },
        ],
        nextCursor: null,
        totalIncomeMinor: 2_40,
        todayIncomeMinor: 1_20,
        investedMinor: 200_00,
      })),
    ]);
    expect(await screen.findByText('Invested 0 of 3 times')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));
    const sheet = await screen.findByRole('form', { name: fund.name });
    fireEvent.change(within(sheet).getByLabelText('Amount (USD)'), { target: { value: '200' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Invest' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Confirm'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=records'));
    expect(router.state.location.pathname).toBe(paths.funds);
    expect(server.calls(fundInvest)[0]?.payload).toMatchObject({
      fundId: 4,
      amount: '200',
    });
    expect(await screen.findByTestId('fund-holding')).toBeTruthy();
    expect(screen.getByText('Day 2 of 15')).toBeTruthy();
    fireEvent.click(screen.getByText('Income'));
    expect(await screen.findByTestId('fund-income')).toBeTruthy();
    expect(screen.getByText('2026-11-21')).toBeTruthy();
  });

  it('says so when no fund is open', async () => {
    await renderApp(`#${paths.funds}`, [
      ...logIn(),
      on(fundProducts, () => ({ items: [], nextCursor: null })),
    ]);
    expect(await screen.findByText('No funds open right now')).toBeTruthy();
  });
});
