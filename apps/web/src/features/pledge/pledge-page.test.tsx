import {
  pledge,
  pledgeBalance,
  pledgeIncomeDays,
  type PledgeProduct,
  pledgeProducts,
  pledgeRecords,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { renderApp } from '@/test/render-app';
import { OPEN_GATES } from '@/test/mining-fixtures';

const product: PledgeProduct = {
  id: 3,
  name: 'USDT 7-day pledge',
  description: '',
  imageUrls: [],
  termDays: 7,
  dailyRateBps: 80,
  minAmountMinor: 10_00,
  maxPerMemberMinor: 1000_00,
  pledgedMinor: 0,
  requiredVipLevel: 0,
  eligibility: OPEN_GATES,
};

/** The member's pledge figures: all zero but what the test sets. */
const balance = (figures: {
  pledgedMinor?: number;
  activeCount?: number;
  rewardsMinor?: number;
  availableMinor?: number;
}) =>
  on(pledgeBalance, () => ({
    pledgedMinor: 0,
    activeCount: 0,
    rewardsMinor: 0,
    todayRewardsMinor: 0,
    availableMinor: 0,
    ...figures,
  }));

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('the pledge page', { timeout: 20_000 }, () => {
  it('shows the balance, checks the amount, confirms and pledges the amount as typed', async () => {
    const { server } = await renderApp(`#${paths.pledge}`, [
      ...logIn(),
      balance({ availableMinor: 500_00 }),
      on(pledgeProducts, () => ({ items: [product], nextCursor: null })),
      on(pledgeRecords, () => ({ items: [], nextCursor: null })),
      on(pledge, (request) => ({
        pledge: {
          id: 1,
          productId: 3,
          productName: product.name,
          principalMinor: 100_50,
          dailyRateBps: 80,
          dailyRewardMinor: 80,
          termDays: 7,
          daysPaid: 0,
          rewardsPaidMinor: 0,
          status: 'active',
          pledgedAt: '2026-11-20T10:00:00.000Z',
          endsOn: '2026-11-27',
        },
        balanceMinor: 500_00 - Number(request.payload.amount === '100.5' ? 100_50 : 0),
      })),
    ]);
    // The first render loads the page's chunk: slow on a shared 2-core machine.
    expect(await screen.findByText('0.8%', {}, { timeout: 30_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pledge' }));
    const sheet = await screen.findByRole('form', { name: product.name });
    fireEvent.change(within(sheet).getByLabelText('Amount (USD)'), { target: { value: '12.345' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pledge' }));
    expect(await within(sheet).findByText('Enter an amount such as 100 or 100.50')).toBeTruthy();

    fireEvent.change(within(sheet).getByLabelText('Amount (USD)'), { target: { value: '100.5' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pledge' }));
    expect(
      await screen.findByText(
        'Pledge 100.50 USD in USDT 7-day pledge? The principal returns at the end of the term.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Confirm'));
    await waitFor(() => {
      const call = server.calls(pledge)[0];
      expect(call?.payload).toMatchObject({ productId: 3, amount: '100.5' });
    });
    expect(await screen.findByText('Pledged 100.50 USD')).toBeTruthy();
  });

  it('shows the available balance, fills Max within the limit and the expected return as typed', async () => {
    await renderApp(`#${paths.pledge}`, [
      ...logIn(),
      balance({ availableMinor: 2_500_00 }),
      on(pledgeProducts, () => ({ items: [{ ...product, pledgedMinor: 250_00 }], nextCursor: null })),
      on(pledgeRecords, () => ({ items: [], nextCursor: null })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pledge' }));
    const sheet = await screen.findByRole('form', { name: product.name });
    expect(within(sheet).getByTestId('sheet-available').textContent).toBe('2,500.00\u00a0USD');
    expect(within(sheet).getByTestId('sheet-daily').textContent).toBe('—');
    // Max: the balance would allow 2500, the product's limit leaves 1000 − 250.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Max' }));
    expect(within(sheet).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('750.00');
    // 0.8% of 750.00 a day = 6.00; over 7 days 42.00.
    expect(within(sheet).getByTestId('sheet-daily').textContent).toBe('6.00\u00a0USD');
    expect(within(sheet).getByTestId('sheet-total').textContent).toBe('42.00\u00a0USD');
    // Rounded toward zero once a day, as the server pays: 0.8% of 10.99 = 0.08792 → 0.08.
    fireEvent.change(within(sheet).getByLabelText('Amount (USD)'), { target: { value: '10.99' } });
    expect(within(sheet).getByTestId('sheet-daily').textContent).toBe('0.08\u00a0USD');
    expect(within(sheet).getByTestId('sheet-total').textContent).toBe('0.56\u00a0USD');
  });

  it('shows the VIP gate on the card and keeps the sheet shut', async () => {
    await renderApp(`#${paths.pledge}`, [
      ...logIn(),
      balance({}),
      on(pledgeProducts, () => ({
        items: [
          {
            ...product,
            requiredVipLevel: 1,
            eligibility: {
              ...OPEN_GATES,
              eligible: false,
              vip: { requiredLevel: 1, currentLevel: 0, investMoreMinor: 100_00 },
            },
          },
        ],
        nextCursor: null,
      })),
      on(pledgeRecords, () => ({ items: [], nextCursor: null })),
    ]);
    const gate = await screen.findByTestId('eligibility-gate');
    expect(within(gate).getByText('VIP 1 required (you are VIP 0)')).toBeTruthy();
    expect(gate.textContent).toContain(
      'Invest 100.00\u00a0USD more in machines, pledges or funds to reach VIP 1.',
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'VIP 1 required' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('form', { name: product.name })).toBeNull();
  });

  it('shows a pledge’s days: paid with the reward, or why not yet, ', async () => {
    const record = {
      id: 4,
      productId: 3,
      productName: product.name,
      principalMinor: 100_00,
      dailyRateBps: 80,
      dailyRewardMinor: 80,
      termDays: 7,
      daysPaid: 1,
      rewardsPaidMinor: 80,
      status: 'active' as const,
      pledgedAt: '2026-11-20T10:00:00.000Z',
      endsOn: '2026-11-27',
    };
    const { server } = await renderApp(`#${paths.pledge}`, [
      ...logIn(),
      balance({ pledgedMinor: 100_00, activeCount: 1, rewardsMinor: 80 }),
      on(pledgeProducts, () => ({ items: [product], nextCursor: null })),
      on(pledgeRecords, () => ({ items: [record], nextCursor: null })),
      on(pledgeIncomeDays, () => ({
        pledgeId: 4,
        today: '2026-11-22',
        days: [
          { date: '2026-11-21', state: 'paid', amountMinor: 80, paidAt: '2026-11-20T18:00:05.000Z' },
          { date: '2026-11-22', state: 'job_failed', amountMinor: null, paidAt: null },
          { date: '2026-11-23', state: 'not_due', amountMinor: null, paidAt: null },
        ],
      })),
    ]);
    fireEvent.click(await screen.findByText('My pledges', {}, { timeout: 30_000 }));
    fireEvent.click(await screen.findByText('Where is my income'));
    const days = await screen.findAllByTestId('income-day');
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/^2026-11-21.*0[.]80/),
      '2026-11-22Delayed: the income run failed here and support has been told',
      '2026-11-23Not due yet',
    ]);
    expect(server.calls(pledgeIncomeDays)[0]?.payload).toEqual({ pledgeId: 4 });
  });
});
