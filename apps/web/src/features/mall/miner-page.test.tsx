import { mallOrders, mallSell, mallStart, type MiningOrder } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { miningOrder } from '@/test/mining-fixtures';
import { renderApp } from '@/test/render-app';

const base = miningOrder();

describe('the miners page', () => {
  it('lists orders with their state, starts one and sells one after confirming the refund', async () => {
    let orders: MiningOrder[] = [
      base,
      { ...base, id: 2, status: 'running', canStart: false, daysPaid: 3, endsOn: '2026-12-20' },
      { ...base, id: 3, status: 'completed', canStart: false, canSell: false, daysPaid: 30 },
    ];
    const { server } = await renderApp(`#${paths.miner}`, [
      ...logIn(),
      on(mallOrders, (request) => ({
        items: orders.filter((o) => !request.payload.status || o.status === request.payload.status),
        nextCursor: null,
      })),
      on(mallStart, () => {
        orders = orders.map((o) => (o.id === 1 ? { ...o, status: 'running', canStart: false } : o));
        return { order: orders.find((o) => o.id === 1) ?? base };
      }),
      on(mallSell, () => ({ order: { ...base, status: 'sold' }, refundMinor: 45_00, balanceMinor: 0 })),
    ]);
    const cards = await screen.findAllByTestId('miner-order');
    expect(cards.map((card) => within(card).getByTestId('miner-status').textContent)).toEqual([
      'Not started',
      'Running',
      'Completed',
    ]);
    expect(within(cards[1] as HTMLElement).getByText('Day 3 of 30')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Start' }));
    const startDialog = await screen.findByRole('dialog');
    fireEvent.click(within(startDialog).getByText('Start'));
    await waitFor(() => expect(server.calls(mallStart).length > 0).toBe(true));
    // The result screen: running, its daily income and from when it is paid; back to the list.
    const result = await screen.findByTestId('result-view');
    expect(within(result).getByRole('heading', { name: 'Mining started' })).toBeTruthy();
    expect(within(result).getByText(/Income is paid every business day from tomorrow/)).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'See my miners' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('miner-status').map((node) => node.textContent)).toEqual([
        'Running',
        'Running',
      ]),
    );
    fireEvent.click(screen.getByText('All'));
    await waitFor(() =>
      expect(screen.getAllByTestId('miner-status').map((node) => node.textContent)).toEqual([
        'Running',
        'Running',
        'Completed',
      ]),
    );

    const running = screen.getAllByTestId('miner-order')[1] as HTMLElement;
    fireEvent.click(within(running).getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText('Sell this machine back for 45.00 USD? It stops earning.')).toBeTruthy();
    const sellDialog = await screen.findByRole('dialog');
    fireEvent.click(within(sellDialog).getByText('Sell'));
    await waitFor(() => {
      const sale = server.calls(mallSell)[0];
      expect(sale?.payload).toMatchObject({ orderId: 2 });
      expect(sale?.payload.idempotencyKey).toBeTruthy();
    });
  });

  it('filters by state and says when there is nothing', async () => {
    await renderApp(`#${paths.miner}`, [...logIn(), on(mallOrders, () => ({ items: [], nextCursor: null }))]);
    expect(await screen.findByText('No machines here yet')).toBeTruthy();
    fireEvent.click(screen.getByText('Expired'));
    expect(await screen.findByText('No machines here yet')).toBeTruthy();
  });

  it('closes its question when the member goes Back: no mask outlives the page', async () => {
    const { router } = await renderApp(`#${paths.miner}?from=test`, [
      ...logIn(),
      on(mallOrders, () => ({ items: [base], nextCursor: null })),
    ]);
    router.navigate(paths.miner);
    const card = await screen.findByTestId('miner-order');
    fireEvent.click(within(card).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Start mining now? Income begins the next day.')).toBeTruthy();
    router.history.go(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?from=test'));
    await waitFor(() => expect(document.querySelector('.adm-dialog, .adm-mask')).toBeNull());
  });
});
