import { ERROR_CATALOGUE, getUserInfo, openFund, scoreExchange, scoreExchangeConfig } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused, httpFailure } from '@cloudmine/api/testing';
import { renderApp } from '@/test/render-app';

const config = {
  balanceToPoints: { allowed: true, pointsPerUsd: 100 },
  pointsToBalance: { allowed: false, pointsPerUsd: 200 },
  minimumUsd: 2,
  balanceMinor: 5_00,
  points: 40,
  conversion: { allowed: true, minimumMinor: 100, feeBps: 0, teamBalanceMinor: 0 },
};

/** Confirms the open dialog; waits for it to open, as a slow machine may not have opened it yet. */
async function confirmDialog(name: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

describe('the points exchange page', () => {
  it('checks the amount as the server does, asks before spending, and retries with the same key', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    let attempts = 0;
    const { server } = await renderApp(`#${paths.exchange}`, [
      on(openFund, () => ({ isOpen: false })),
      on(scoreExchangeConfig, () => config),
      on(scoreExchange, () => {
        attempts += 1;
        // The first try times out on the way back (a 502 from a proxy): the outcome is unknown.
        if (attempts === 1) return httpFailure(502, 'bad gateway');
        return {
          id: 1,
          direction: 'balance_to_points',
          amountMinor: 3_00,
          points: 300,
          createdAt: '2026-03-10T04:00:00.000Z',
          balanceMinor: 2_00,
          pointsBalance: 340,
        };
      }),
      on(getUserInfo, () => refused('server_error')),
    ]);
    const amount = await screen.findByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '1.5' } });
    expect(await screen.findByText(ERROR_CATALOGUE.enter_integer.en)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1' } });
    expect(await screen.findByText(ERROR_CATALOGUE.exchange_below_minimum.en)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '3' } });
    expect(await screen.findByText('You pay 3.00 USD and receive 300 points')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    await confirmDialog('Exchange');
    await waitFor(() => expect(attempts).toBe(1));
    // The first dialog must be gone before the retry opens the next one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange' }));
    await confirmDialog('Exchange');
    expect(await screen.findByText('Exchange complete')).toBeTruthy();
    const sent = server.calls(scoreExchange);
    expect(sent.map((request) => request.payload.amount)).toEqual([3, 3]);
    expect(sent[0]?.payload.idempotencyKey).toBe(sent[1]?.payload.idempotencyKey);

    // The other direction is switched off by the operator.
    fireEvent.click(screen.getByText('Points → Balance'));
    expect(await screen.findByText(ERROR_CATALOGUE.conversion_not_allowed.en)).toBeTruthy();
  });
});
