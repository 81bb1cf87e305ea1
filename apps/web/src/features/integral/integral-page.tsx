import {
  FUND_RECORD_TYPE_NAMES,
  isFundRecordType,
  type Language,
  type PointsPosting,
  formatDateTime,
} from '@cloudmine/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RefreshableList } from '@/components/refreshable-list';
import { Page } from '@/components/page';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';
import './integral.css';

const pointsRecordsQuery = () =>
  pagedQuery(['integral', 'records'], (cursor) =>
    api.call('scoreRecords', { limit: 20, ...(cursor ? { cursor } : {}) }),
  );

function Row({ posting, language }: { posting: PointsPosting; language: Language }) {
  const { t } = useTranslation();
  const name = isFundRecordType(posting.type)
    ? FUND_RECORD_TYPE_NAMES[posting.type][language]
    : String(posting.type);
  return (
    <div className="record-row">
      <div>
        <strong>{name}</strong>
        <time dateTime={posting.createdAt}>{formatDateTime(posting.createdAt, language)}</time>
      </div>
      <div className="record-amounts">
        <span className={posting.amount < 0 ? 'is-out' : 'is-in'}>
          {posting.amount > 0 ? `+${posting.amount}` : String(posting.amount).replace('-', '−')}
        </span>
        <small>{t('integral.after', { points: posting.balanceAfter })}</small>
      </div>
    </div>
  );
}

/** The points record page: every posting on the points wallet, newest first. */
export default function IntegralPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const records = useInfiniteQuery(pointsRecordsQuery());
  const points = records.data?.pages[0]?.points;
  return (
    <Page title="integral">
      <RefreshableList
        query={records}
        empty={t('integral.empty')}
        itemKey={(posting) => posting.id}
        renderItem={(posting) => <Row posting={posting} language={language} />}
        header={
          points === undefined ? null : (
            <section className="integral-total">
              <p>{t('integral.current')}</p>
              <strong data-testid="integral-points">{points}</strong>
            </section>
          )
        }
      />
    </Page>
  );
}
