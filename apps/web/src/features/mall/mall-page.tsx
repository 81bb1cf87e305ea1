import type { MiningProduct } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { EligibilityGate } from '@/components/eligibility-gate';
import { gateLabel } from '@/components/gate-label';
import { Icon } from '@/components/icon';
import { IncomeCalculator } from '@/components/income-calculator';
import { Page } from '@/components/page';
import { PagedList } from '@/components/paged-list';
import { paths, withQuery } from '@/config/paths';
import { ProductStats } from './product-stats';
import { mallKeys, productsQuery } from './mall-queries';
import './mall.css';

function ProductCard({ product }: { product: MiningProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const soldOut = product.stock === 0;
  const gate = gateLabel(product.eligibility, t);
  return (
    <article className="earning-card" aria-label={product.name}>
      <div className="earning-card-head">
        {product.imageUrls[0] ? (
          <img className="earning-card-image" src={product.imageUrls[0]} alt="" width={72} height={72} />
        ) : null}
        <div>
          <h2 className="earning-card-title">{product.name}</h2>
          <p className="earning-card-text">{product.description}</p>
          <p className="earning-badges">
            {product.requiredVipLevel > 0 ? (
              <span className="earning-badge">
                {t('mall.vipRequired', { level: product.requiredVipLevel })}
              </span>
            ) : null}
            {product.prerequisite ? (
              <span className="earning-badge">{t('mall.requires', { name: product.prerequisite.name })}</span>
            ) : null}
            {product.maxPerMember !== null ? (
              <span className="earning-badge">{t('mall.limit', { n: product.maxPerMember })}</span>
            ) : null}
          </p>
        </div>
      </div>
      <ProductStats product={product} />
      <EligibilityGate eligibility={product.eligibility} />
      <IncomeCalculator
        rule={{ kind: 'machine', unitDailyMinor: product.dailyIncomeMinor }}
        termDays={product.termDays}
        initial="1"
      />
      <div className="earning-card-foot">
        <span className="earning-muted">{t('mall.stock', { n: product.stock })}</span>
        <Button
          color="primary"
          size="small"
          disabled={soldOut || gate !== null}
          onClick={() => void navigate(withQuery(paths.buy, { id: String(product.id) }))}
        >
          {soldOut ? t('mall.soldOut') : (gate ?? t('mall.buy'))}
        </Button>
      </div>
    </article>
  );
}

export default function MallPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const products = useInfiniteQuery(productsQuery());
  return (
    <Page title="mall" tab>
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: mallKeys.products() })}>
        <nav className="earning-links" aria-label={t('mall.shortcuts')}>
          <Link to={paths.miner}>
            <Icon name="miner" /> {t('mall.myMiners')}
          </Link>
          <Link to={paths.recruitMiners}>
            <Icon name="recruit" /> {t('mall.recruit')}
          </Link>
        </nav>
        <PagedList
          query={products}
          itemKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} />}
          empty={t('mall.empty')}
        />
      </PullToRefresh>
    </Page>
  );
}
