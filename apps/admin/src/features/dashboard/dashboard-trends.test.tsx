import { adminDashboardSummary, adminDashboardTrends, adminExportTrends } from '@cloudmine/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, on, testCodec } from '@cloudmine/api/testing';
import { signedIn } from '@/test/operator';
import { quietDaySummary } from '@/test/dashboard-summary';
import { renderConsole } from '@/test/render-console';

function day(date: string, depositsMinor: number) {
  return {
    date,
    depositsMinor,
    withdrawalsMinor: 10_00,
    netFlowMinor: depositsMinor - 10_00,
    newMembers: 2,
    activeMembers: 5,
    income: { mining: 3_00, pledge: 1_00, fund: 0, team: 50 },
    liabilities: { balanceMinor: 900_00, teamBalanceMinor: 5_00, points: 70 },
  };
}

const SUMMARY = quietDaySummary('2026-11-24');

describe('dashboard trends', () => {
  it('draws a chart with its table, switches 30/90 days and charts, and downloads the chart as CSV', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, [
      on(adminDashboardSummary, () => SUMMARY),
      on(adminDashboardTrends, (request) => ({
        businessDate: '2026-11-24',
        days:
          request.payload.days === 90
            ? [day('2026-11-23', 1_00), day('2026-11-24', 90_00)]
            : [day('2026-11-24', 30_00)],
      })),
      on(adminExportTrends, () => ({
        filename: 'trends-flow.csv',
        csv: 'business_date\r\n',
        rows: 1,
        truncated: false,
      })),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/');
    expect((await screen.findByTestId('trend-chart')).getAttribute('aria-label')).toMatch(
      /Money in and out per business day for the last 30 days/,
    );
    expect(await screen.findByText('30.00 USD')).toBeTruthy();

    await user.click(screen.getByText('Last 90 days'));
    expect(await screen.findByText('90.00 USD')).toBeTruthy();
    const card = screen.getByText('Trends').closest('.ant-card');
    if (!(card instanceof HTMLElement)) throw new Error('no trends card');
    await user.click(within(card).getByText('Members'));
    await waitFor(() =>
      expect(screen.getByTestId('trend-chart').getAttribute('aria-label')).toMatch(
        /Members per business day for the last 90 days/,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(server.calls(adminExportTrends)[0]?.payload).toMatchObject({
        chart: 'members',
        days: 90,
      }),
    );
    expect(within(within(card).getByRole('table')).getAllByText('5').length).toBeGreaterThan(0);
  });
});
