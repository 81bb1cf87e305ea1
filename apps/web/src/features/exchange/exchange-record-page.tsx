import { formatMoney, type ScoreExchangeRecord, formatDateTime } from '@cloudmine/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RefreshableList } from '@/components/refreshable-list';
import { Page } from '@/components/page';
import { exchangeRecordsQuery } from './exchange-queries';
import './exchange.css';

function Row({ record }: { record: ScoreExchangeRecord }) {
  const { t, i18n } = useTranslation();
  const toPoints = record.direction === 'balance_to_points';
  const dollars = formatMoney(record.amountMinor, i18n.language);
  const points = t('exchange.points', { count: record.points });
  return (
    <div className="record-row">
      <div>
        <strong>{t(toPoints ? 'exchange.toPoints' : 'exchange.toBalance')}</strong>
        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, i18n.language)}</time>
      </div>
      <div className="record-amounts">
        <span className="is-out">−{toPoints ? dollars : points}</span>
        <span className="is-in">+{toPoints ? points : dollars}</span>
      </div>
    </div>
  );
}

export default function ExchangeRecordPage() {
  const { t } = useTranslation();
  const records = useInfiniteQuery(exchangeRecordsQuery());
  return (
    <Page title="exchangeRecord">
      <RefreshableList
        query={records}
        empty={t('exchange.empty')}
        itemKey={(record) => record.id}
        renderItem={(record) => <Row record={record} />}
      />
    </Page>
  );
}
