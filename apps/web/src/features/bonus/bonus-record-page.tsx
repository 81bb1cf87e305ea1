import { type Language, formatDateTime } from '@cloudmine/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RefreshableList } from '@/components/refreshable-list';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { bonusRecordsQuery } from './bonus-queries';
import './bonus.css';

export default function BonusRecordPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const records = useInfiniteQuery(bonusRecordsQuery());
  const total = records.data?.pages[0]?.totalMinor;
  return (
    <Page title="bonusRecord">
      <RefreshableList
        query={records}
        empty={t('bonus.empty')}
        itemKey={(claim) => claim.id}
        header={
          total === undefined ? null : (
            <section className="bonus-total">
              <p>{t('bonus.total')}</p>
              <strong data-testid="bonus-total">
                <Money minor={total} />
              </strong>
            </section>
          )
        }
        renderItem={(claim) => (
          <div className="record-row">
            <div>
              <strong className="bonus-code">{claim.code}</strong>
              <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt, language)}</time>
            </div>
            <span className="is-in">
              +<Money minor={claim.amountMinor} />
            </span>
          </div>
        )}
      />
    </Page>
  );
}
