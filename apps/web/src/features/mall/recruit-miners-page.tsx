import { applyRateBps, toMinor } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { formatBps } from '@/lib/rate';
import { mallKeys, rebatesQuery } from './mall-queries';
import './mall.css';

/** The price of the example purchase the page explains the rates with: $100. */
const EXAMPLE_PRICE_MINOR = 100_00;

export default function RecruitMinersPage() {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rebates = useQuery(rebatesQuery());
  let body;
  if (rebates.isPending) body = <LoadingState />;
  else if (rebates.isError) body = <ErrorState onRetry={() => void rebates.refetch()} />;
  else
    body = (
      <>
        <section className="earning-card recruit-hero">
          <h2 className="earning-card-title">{t('recruit.heading')}</h2>
          <p>{t('recruit.intro')}</p>
          <p className="recruit-earned">
            {t('recruit.earned')}: <Money minor={rebates.data.earnedMinor} />
          </p>
        </section>
        <ol className="recruit-levels">
          {rebates.data.levels.map(({ level, rateBps }) => (
            <li key={level} className="earning-card" data-testid="recruit-level">
              <strong className="recruit-rate">{formatBps(rateBps)}</strong>
              <div>
                <h3>{t(`recruit.level${level}` as 'recruit.level1')}</h3>
                <p className="earning-muted">
                  {t('recruit.example', {
                    price: amountText(EXAMPLE_PRICE_MINOR),
                    amount: amountText(applyRateBps(toMinor(EXAMPLE_PRICE_MINOR), rateBps)),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p className="earning-muted earning-center">
          {t('recruit.max', { rate: formatBps(rebates.data.maxRebateBps) })}
        </p>
        <div className="form-actions">
          <Button block color="primary" size="large" onClick={() => void navigate(paths.invite)}>
            {t('recruit.invite')}
          </Button>
        </div>
      </>
    );
  return (
    <Page title="recruitMiners">
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: mallKeys.rebates() })}>
        {body}
      </PullToRefresh>
    </Page>
  );
}
