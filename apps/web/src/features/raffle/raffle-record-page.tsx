import { formatDateTime } from '@cloudmine/api';
import type { LotteryRecord } from '@cloudmine/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RefreshableList } from '@/components/refreshable-list';
import { Page } from '@/components/page';
import { prizeValue } from './prize-text';
import { myDrawsQuery } from './raffle-queries';

function Row({ record }: { record: LotteryRecord }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="record-row">
      <div>
        <strong>{record.prizeName}</strong>
        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, i18n.language)}</time>
      </div>
      <div className="record-amounts">
        <span className={record.kind === 'nothing' ? undefined : 'is-in'}>
          {prizeValue(record, t, i18n.language)}
        </span>
        <small className="is-out">−{t('raffle.points', { count: record.costPoints })}</small>
      </div>
    </div>
  );
}

export default function RaffleRecordPage() {
  const { t } = useTranslation();
  const records = useInfiniteQuery(myDrawsQuery());
  return (
    <Page title="raffleRecord">
      <RefreshableList
        query={records}
        empty={t('raffle.noRecords')}
        itemKey={(record) => record.id}
        renderItem={(record) => <Row record={record} />}
      />
    </Page>
  );
}
