import {
  adminDashboardTrends,
  adminExportTrends,
  formatMinor,
  TREND_CHARTS,
  type TrendChart,
  type TrendDay,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Space, Spin, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart, type ChartSeries } from '@cloudmine/ui/line-chart';
import { useApi } from '@/lib/api/api-context';
import { downloadCsv } from '@/lib/download';
import { money } from '@/lib/format';
import { useCan } from '@/lib/session-context';

const COLORS = ['#1677ff', '#fa541c', '#52c41a', '#722ed1'];

/** The lines of each chart: a label key and how to read the figure of a day. */
const LINES: Record<TrendChart, { key: string; value: (day: TrendDay) => number; money: boolean }[]> = {
  flow: [
    { key: 'deposits', value: (d) => d.depositsMinor, money: true },
    { key: 'withdrawals', value: (d) => d.withdrawalsMinor, money: true },
    { key: 'netFlow', value: (d) => d.netFlowMinor, money: true },
  ],
  members: [
    { key: 'newMembers', value: (d) => d.newMembers, money: false },
    { key: 'activeMembers', value: (d) => d.activeMembers, money: false },
  ],
  income: [
    { key: 'mining', value: (d) => d.income.mining, money: true },
    { key: 'pledge', value: (d) => d.income.pledge, money: true },
    { key: 'fund', value: (d) => d.income.fund, money: true },
    { key: 'team', value: (d) => d.income.team, money: true },
  ],
  liabilities: [
    { key: 'balance', value: (d) => d.liabilities.balanceMinor, money: true },
    { key: 'teamBalance', value: (d) => d.liabilities.teamBalanceMinor, money: true },
  ],
};

/** Trends of the last 30 or 90 business days, one chart at a time, each with its table and CSV. */
export function DashboardTrends() {
  const { t } = useTranslation();
  const api = useApi();
  const canExport = useCan('exports.read');
  const [days, setDays] = useState<30 | 90>(30);
  const [chart, setChart] = useState<TrendChart>('flow');
  const [exporting, setExporting] = useState(false);
  const trends = useQuery({
    queryKey: ['dashboard', 'trends', days],
    queryFn: () => api.call(adminDashboardTrends, { days }),
  });
  const lines = LINES[chart];
  const list = useMemo(() => trends.data?.days ?? [], [trends.data]);
  const labels = useMemo(() => list.map((day) => day.date), [list]);
  const series = useMemo<ChartSeries[]>(
    () =>
      lines.map((line, index) => ({
        label: t(`trends.line.${line.key}`),
        color: COLORS[index] ?? '#999',
        values: list.map(line.value),
      })),
    [lines, list, t],
  );
  const isMoney = lines[0]?.money ?? true;
  const format = useMemo(
    () => (value: number) => (isMoney ? formatMinor(Math.round(value)) : String(Math.round(value))),
    [isMoney],
  );

  const download = async () => {
    setExporting(true);
    try {
      const file = await api.call(adminExportTrends, { chart, days });
      downloadCsv(file.filename, file.csv);
    } catch {
      // The API wrapper has shown the refusal.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={t('trends.title')}
      style={{ marginTop: 16 }}
      extra={
        <Space wrap>
          <Segmented<30 | 90>
            value={days}
            onChange={setDays}
            options={[
              { value: 30, label: t('trends.days', { n: 30 }) },
              { value: 90, label: t('trends.days', { n: 90 }) },
            ]}
          />
          {canExport ? (
            <Button loading={exporting} onClick={() => void download()}>
              {t('trends.csv')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Segmented<TrendChart>
        value={chart}
        onChange={setChart}
        options={TREND_CHARTS.map((value) => ({ value, label: t(`trends.chart.${value}`) }))}
        style={{ marginBottom: 12 }}
      />
      {trends.isPending ? (
        <Spin />
      ) : (
        <>
          <LineChart
            labels={labels}
            series={series}
            format={format}
            height={260}
            summary={t('trends.summary', { chart: t(`trends.chart.${chart}`), n: days })}
            testId="trend-chart"
          />
          <Table<TrendDay>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="date"
            dataSource={[...list].reverse()}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { title: t('trends.date'), dataIndex: 'date' },
              ...lines.map((line) => ({
                title: t(`trends.line.${line.key}`),
                key: line.key,
                align: 'right' as const,
                render: (_: unknown, day: TrendDay) =>
                  line.money ? money(line.value(day)) : line.value(day),
              })),
            ]}
          />
        </>
      )}
    </Card>
  );
}
