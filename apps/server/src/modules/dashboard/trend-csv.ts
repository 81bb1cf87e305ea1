import type { CallResponse, TrendChart, adminDashboardTrends } from '@cloudmine/api';

type Trends = CallResponse<typeof adminDashboardTrends>;

/** One chart of the trends as a header and rows (amounts in cents, as everywhere in the exports). */
export function trendRows(
  chart: TrendChart,
  trends: Trends,
): { header: string[]; rows: (string | number)[][] } {
  switch (chart) {
    case 'flow':
      return {
        header: ['business_date', 'deposits_minor', 'withdrawals_minor', 'net_flow_minor'],
        rows: trends.days.map((d) => [d.date, d.depositsMinor, d.withdrawalsMinor, d.netFlowMinor]),
      };
    case 'members':
      return {
        header: ['business_date', 'new_members', 'active_members'],
        rows: trends.days.map((d) => [d.date, d.newMembers, d.activeMembers]),
      };
    case 'income':
      return {
        header: ['business_date', 'mining_minor', 'pledge_minor', 'fund_minor', 'team_minor'],
        rows: trends.days.map((d) => [
          d.date,
          d.income.mining,
          d.income.pledge,
          d.income.fund,
          d.income.team,
        ]),
      };
    case 'liabilities':
      return {
        header: ['business_date', 'balance_minor', 'team_balance_minor', 'points'],
        rows: trends.days.map((d) => [
          d.date,
          d.liabilities.balanceMinor,
          d.liabilities.teamBalanceMinor,
          d.liabilities.points,
        ]),
      };
  }
}
