import { type Bargain, bargainBuy, bargainCut, bargainDetail, getUserInfo, openFund } from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused, httpFailure } from '@cloudmine/api/testing';
import { TEST_NOW_MS, fixDate } from '@/test/fixed-clock';
import { renderApp } from '@/test/render-app';

const shell = [on(openFund, () => ({ isOpen: false })), on(getUserInfo, () => refused('parameter_error'))];

function bargain(overrides: Partial<Bargain> = {}): Bargain {
  return {
    id: 9,
    eventId: 1,
    productId: 3,
    title: 'Starter miner',
    initiator: '017****5678',
    originalPriceMinor: 100_00,
    floorPriceMinor: 20_00,
    priceMinor: 60_00,
    cutsRequired: 5,
    cutsMade: 2,
    status: 'open',
    expiresAt: new Date(TEST_NOW_MS + 3_600_000).toISOString(),
    createdAt: '2026-01-01T00:00:00.000Z',
    orderId: null,
    mine: false,
    cutByMe: false,
    cuts: [],
    ...overrides,
  };
}

describe('the bargain page', () => {
  beforeEach(fixDate);
  afterEach(() => vi.useRealTimers());

  it('lets a subordinate cut once and shows the new price', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    const { server } = await renderApp(`#${paths.bargainDetail}?id=9`, [
      ...shell,
      on(bargainDetail, () => bargain()),
      on(bargainCut, () => ({
        cutMinor: 12_34,
        bargain: bargain({
          priceMinor: 47_66,
          cutsMade: 3,
          cutByMe: true,
          cuts: [
            {
              maskedPhone: '018****0001',
              nickname: 'Me',
              amountMinor: 12_34,
              createdAt: '2026-01-01T01:00:00Z',
            },
          ],
        }),
      })),
    ]);
    expect((await screen.findByTestId('bargain-price')).textContent).toContain('60.00');
    expect(screen.getByText('2 of 5 cuts')).toBeTruthy();
    expect(screen.getByText('Time left: 1:00:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cut the price' }));
    expect(await screen.findByText('You cut 12.34 USD')).toBeTruthy();
    expect(screen.getByTestId('bargain-price').textContent).toContain('47.66');
    expect(screen.getByText('You have cut this bargain')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cut the price' })).toBeNull();
    expect(server.calls(bargainCut)).toHaveLength(1);
  });

  it('buys at the floor after confirming, reusing one key when the first try is lost', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    let attempts = 0;
    const { server } = await renderApp(`#${paths.bargainDetail}?id=9`, [
      ...shell,
      on(bargainDetail, () => bargain({ mine: true, status: 'completed', priceMinor: 20_00, cutsMade: 5 })),
      on(bargainBuy, () => {
        attempts += 1;
        return attempts === 1 ? httpFailure(502, 'bad gateway') : { orderId: 77, priceMinor: 20_00 };
      }),
    ]);
    const buy = await screen.findByRole('button', { name: 'Buy at 20.00\u00a0USD' });
    fireEvent.click(buy);
    expect(await screen.findByText('Pay 20.00 USD from your balance for Starter miner?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(attempts).toBe(1));
    // The answer was lost: the member taps buy again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy at 20.00\u00a0USD' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Buy at 20.00\u00a0USD' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bought! Your machine is waiting in My miners.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'My miners' })).toBeTruthy();
    const keys = server.seen
      .filter((r) => r.path === '/api/auth/bargain/buy')
      .map((r) => r.payload.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  }, 20_000);

  it('shows an empty page for an address without a bargain id', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    await renderApp(`#${paths.bargainDetail}?id=abc`, shell);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});
