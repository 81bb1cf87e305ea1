import { CURRENCY_LABEL, type Coupon, type Language, formatDate } from '@cloudmine/api';
import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { RefreshableList } from '@/components/refreshable-list';
import { Page } from '@/components/page';
import { api } from '@/lib/api/api';
import { pagedQuery } from '@/lib/paging';
import './coupon.css';

type Status = Coupon['status'];
/** The tabs, in order (the contract's COUPON_STATUSES; not imported, to keep zod out of the page). */
const STATUSES: readonly Status[] = ['unused', 'used', 'expired'];

const couponsQuery = (status: Status) =>
  pagedQuery(['coupons', status], (cursor) =>
    api.call('couponList', { status, limit: 20, ...(cursor ? { cursor } : {}) }),
  );

function CouponCard({ coupon, language }: { coupon: Coupon; language: Language }) {
  const { t } = useTranslation();
  const { amount: amountText, money: usd } = useAmountText();
  return (
    <article className={`coupon-card is-${coupon.status}`} aria-label={coupon.title}>
      <div className="coupon-value">
        <strong>{amountText(coupon.valueMinor)}</strong>
        <small>{CURRENCY_LABEL}</small>
      </div>
      <div className="coupon-terms">
        <h3>{coupon.title}</h3>
        <p>
          {coupon.minSpendMinor > 0
            ? t('coupon.minSpend', { amount: usd(coupon.minSpendMinor) })
            : t('coupon.noMinimum')}
          {' · '}
          {coupon.productIds === null ? t('coupon.allProducts') : t('coupon.someProducts')}
        </p>
        <p className="coupon-date">
          {coupon.status === 'used' && coupon.usedAt
            ? t('coupon.usedAt', { date: formatDate(coupon.usedAt, language) })
            : t(coupon.status === 'expired' ? 'coupon.expiredAt' : 'coupon.expires', {
                date: formatDate(coupon.expiresAt, language),
              })}
        </p>
      </div>
      {coupon.status === 'unused' ? null : (
        <span className="coupon-stamp">{t(`coupon.${coupon.status}`)}</span>
      )}
    </article>
  );
}

function CouponTab({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const coupons = useInfiniteQuery(couponsQuery(status));
  return (
    <RefreshableList
      query={coupons}
      empty={t('coupon.empty')}
      itemKey={(coupon) => coupon.id}
      renderItem={(coupon) => <CouponCard coupon={coupon} language={i18n.language as Language} />}
    />
  );
}

/** Coupons in three tabs (SPEC §5: usable only unused and unexpired; used at purchase). */
export default function CouponPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Status>('unused');
  return (
    <Page title="coupon">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Status)}>
        {STATUSES.map((status) => (
          <Tabs.Tab key={status} title={t(`coupon.${status}`)} />
        ))}
      </Tabs>
      <CouponTab key={tab} status={tab} />
    </Page>
  );
}
