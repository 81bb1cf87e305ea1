import { type CallResponse, type EarningDay, memberEarnings, memberHoldings } from '@cloudmine/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { logIn } from '@/test/member';
import { renderApp } from '@/test/render-app';

function daysOf(count: number): EarningDay[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    mining: 100 + i,
    pledge: 50,
    fund: 0,
    team: i === count - 1 ? 25 : 0,
  }));
}

function earnings(days: number): CallResponse<typeof memberEarnings> {
  const list = daysOf(Math.min(days, 30));
  const sum = (source: 'mining' | 'pledge' | 'fund' | 'team') => list.reduce((s, d) => s + d[source], 0);
  return {
    businessDate: list.at(-1)?.date ?? '',
    timeZone: 'Asia/Dhaka',
    days: list,
    rangeTotals: { mining: sum('mining'), pledge: sum('pledge'), fund: 0, team: sum('team') },
    todayMinor: 1_75,
    totalMinor: 123_45,
    allTimeTotals: { mining: 100_00, pledge: 20_00, fund: 3_20, team: 25 },
  };
}

const holdings = (): CallResponse<typeof memberHoldings> => ({
  items: [
    {
      kind: 'mining',
      id: 7,
      productName: 'Antminer S19',
      amountMinor: 100_00,
      quantity: 1,
      dailyIncomeMinor: 2_00,
      termDays: 30,
      daysPaid: 12,
      incomePaidMinor: 24_00,
      nextPaymentAt: '2026-11-24T18:00:00.000Z',
      endsOn: '2026-12-12',
    },
  ],
});

describe('the earnings page', () => {
  it('shows totals, a chart with its table, the range switch and holdings with progress', async () => {
    const { server } = await renderApp(`#${paths.earnings}`, [
      ...logIn(),
      on(memberEarnings, (request) => earnings(Number(request.payload.days))),
      on(memberHoldings, holdings),
    ]);
    expect((await screen.findByTestId('earnings-today')).textContent).toBe('1.75\u00a0USD');
    expect(screen.getByTestId('earnings-total-team').textContent).toBe('0.25\u00a0USD');
    expect(await screen.findByRole('img', { name: /Income per day for the last 7 days/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Income per day by source (USD)' });
    // Newest first: the last day's team income is in the first row.
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow?.textContent).toContain('0.25');

    const holding = await screen.findByTestId('earnings-holding');
    expect(holding.textContent).toContain('Antminer S19');
    expect(holding.textContent).toContain('Day 12 of 30');
    expect(holding.textContent).toContain('24.00\u00a0USD');

    fireEvent.click(screen.getByText('Last 30 days'));
    await waitFor(() => expect(server.calls(memberEarnings).map((r) => r.payload.days)).toEqual([7, 30]));
    expect(await screen.findByRole('img', { name: /last 30 days/ })).toBeTruthy();
  });
});
