import { couponList, mallOrders, mallProducts, mallPurchase } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { miningOrder, miningProduct, OPEN_GATES, unusedCoupon } from '@/test/mining-fixtures';
import { renderApp } from '@/test/render-app';

const product = miningProduct();

const coupon = unusedCoupon();

/** The order a purchase answers: 2 machines with the coupon, waiting to be started. */
const order = miningOrder({
  id: 99,
  quantity: 2,
  priceMinor: 100_00,
  discountMinor: 10_00,
  paidMinor: 90_00,
  dailyIncomeMinor: 3_00,
  sellRefundMinor: 81_00,
});

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('Confirm'));
}

describe('the buy page', () => {
  it('prices the quantity with a chosen coupon, confirms, and buys with one idempotency key', async () => {
    const { server, router } = await renderApp(`#${paths.buy}?id=7`, [
      ...logIn(),
      on(mallProducts, () => ({ items: [product], nextCursor: null })),
      on(couponList, () => ({ items: [coupon], nextCursor: null })),
      on(mallPurchase, () => ({ order, balanceMinor: 410_00 })),
      on(mallOrders, () => ({ items: [], nextCursor: null })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Starter Miner S9' })).toBeTruthy();
    const radio = await screen.findByText(/Ten off/);
    // $50 is under the coupon's $60 minimum: not usable yet.
    expect(screen.getByText('For orders from 60.00 USD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('2');
    fireEvent.click(radio);
    await waitFor(() => expect(screen.getByTestId('buy-to-pay').textContent).toContain('90.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText('Pay 90.00 USD for 2 × Starter Miner S9?')).toBeTruthy();
    await confirmDialog();
    // The result screen says what was bought and what comes next, and leads to the miners.
    const result = await screen.findByTestId('result-view');
    expect(within(result).getByRole('heading', { name: 'Machine bought' })).toBeTruthy();
    expect(
      within(result).getByText('2 × Starter Miner S9 is in My miners, waiting to be started.'),
    ).toBeTruthy();
    expect(within(result).getByText(/^Start it by /)).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Go to my miners' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.miner));
    const purchases = server.calls(mallPurchase);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.payload).toMatchObject({ productId: 7, quantity: 2, couponId: 31 });
    expect(purchases[0]?.payload.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows a refusal and lets the member try again with a new key', async () => {
    const { server } = await renderApp(`#${paths.buy}?id=7`, [
      ...logIn(),
      on(mallProducts, () => ({ items: [product], nextCursor: null })),
      on(couponList, () => ({ items: [], nextCursor: null })),
      on(mallPurchase, () => refused('insufficient_balance')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    await confirmDialog();
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await confirmDialog();
    await waitFor(() => expect(server.calls(mallPurchase)).toHaveLength(2));
    const [first, second] = server.calls(mallPurchase);
    expect(first?.payload.idempotencyKey).not.toBe(second?.payload.idempotencyKey);
  });

  it('says so when the machine cannot be bought any more', async () => {
    await renderApp(`#${paths.buy}?id=7`, [
      ...logIn(),
      on(mallProducts, () => ({ items: [{ ...product, boughtQuantity: 5 }], nextCursor: null })),
      on(couponList, () => ({ items: [], nextCursor: null })),
    ]);
    expect(await screen.findByText('You cannot buy more of this machine')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('shows the expected return of the quantity and fills Max with what the balance pays for', async () => {
    await renderApp(`#${paths.buy}?id=7`, [
      ...logIn(),
      on(mallProducts, () => ({ items: [product], nextCursor: null })),
      on(couponList, () => ({ items: [], nextCursor: null })),
    ]);
    expect(await screen.findByText('Available balance')).toBeTruthy();
    // One machine: 1.50 a day, 45.00 over its 30 days.
    expect(screen.getByTestId('buy-return').textContent).toBe('45.00\u00a0USD');
    // The member's 500.00 pays for 10 machines; the product's limit is 5.
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('5');
    expect(screen.getByTestId('buy-return').textContent).toBe('225.00\u00a0USD');
  });

  it('shows the gates in the way and no checkout while the member cannot buy', async () => {
    const { server } = await renderApp(`#${paths.buy}?id=7`, [
      ...logIn(),
      on(mallProducts, () => ({
        items: [
          {
            ...product,
            minActiveTeam: 3,
            prerequisite: { id: 5, name: 'Antminer S19 Pro' },
            eligibility: {
              ...OPEN_GATES,
              eligible: false,
              prerequisite: { id: 5, name: 'Antminer S19 Pro' },
              team: { required: 3, current: 1 },
            },
          },
        ],
        nextCursor: null,
      })),
      on(couponList, () => ({ items: [], nextCursor: null })),
    ]);
    const gate = await screen.findByTestId('eligibility-gate');
    expect(within(gate).getByText('Buy Antminer S19 Pro first')).toBeTruthy();
    expect(within(gate).getByRole('link', { name: 'Go to Antminer S19 Pro' }).getAttribute('href')).toBe(
      `#${paths.buy}?id=5`,
    );
    expect(within(gate).getByText('Active team members needed: 3 (you have 1)')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('buy-gated').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(server.calls(mallPurchase)).toHaveLength(0);
  });
});
