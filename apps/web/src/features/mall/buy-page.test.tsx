import type { MiningOrder, MiningProduct } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ok, refused } from '@/test/fake-server';
import { logIn } from '@/test/member';
import { renderApp } from '@/test/render-app';

const product: MiningProduct = {
  id: 7,
  name: 'Starter Miner S9',
  description: 'A small machine',
  imageUrls: [],
  priceMinor: 50_00,
  dailyIncomeMinor: 1_50,
  termDays: 30,
  totalIncomeMinor: 45_00,
  stock: 10,
  maxPerMember: 5,
  boughtQuantity: 0,
  requiredVipLevel: 0,
  prerequisite: null,
  minActiveTeam: 0,
  onSale: true,
};

const coupon = {
  id: 31,
  title: 'Ten off',
  valueMinor: 10_00,
  minSpendMinor: 60_00,
  productIds: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  usedAt: null,
  status: 'unused',
};

const order = { id: 99, status: 'incomplete' } as unknown as MiningOrder;

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('Confirm'));
}

describe('the buy page', () => {
  it('prices the quantity with a chosen coupon, confirms, and buys with one idempotency key', async () => {
    const { server, router } = await renderApp(`#${paths.buy}?id=7`, {
      ...logIn(),
      '/api/auth/mall/products': () => ok({ items: [product], nextCursor: null }),
      '/api/auth/coupon/list': () => ok({ items: [coupon], nextCursor: null }),
      '/api/auth/mall/purchase': () => ok({ order, balanceMinor: 410_00 }),
      '/api/auth/mall/orders': () => ok({ items: [], nextCursor: null }),
    });
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
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.miner));
    const purchases = server.seen.filter((r) => r.path === '/api/auth/mall/purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.payload).toMatchObject({ productId: 7, quantity: 2, couponId: 31 });
    expect(purchases[0]?.payload.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows a refusal and lets the member try again with a new key', async () => {
    const { server } = await renderApp(`#${paths.buy}?id=7`, {
      ...logIn(),
      '/api/auth/mall/products': () => ok({ items: [product], nextCursor: null }),
      '/api/auth/coupon/list': () => ok({ items: [], nextCursor: null }),
      '/api/auth/mall/purchase': () => refused('insufficient_balance'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    await confirmDialog();
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await confirmDialog();
    await waitFor(() =>
      expect(server.seen.filter((r) => r.path === '/api/auth/mall/purchase')).toHaveLength(2),
    );
    const [first, second] = server.seen.filter((r) => r.path === '/api/auth/mall/purchase');
    expect(first?.payload.idempotencyKey).not.toBe(second?.payload.idempotencyKey);
  });

  it('says so when the machine cannot be bought any more', async () => {
    await renderApp(`#${paths.buy}?id=7`, {
      ...logIn(),
      '/api/auth/mall/products': () => ok({ items: [{ ...product, boughtQuantity: 5 }], nextCursor: null }),
      '/api/auth/coupon/list': () => ok({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText('You cannot buy more of this machine')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });
});
