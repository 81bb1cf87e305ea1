import {
  formatDate,
  machineDailyIncome,
  termIncome,
  type Coupon,
  type Minor,
  type MiningOrder,
  type MiningProduct,
} from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAmountText } from '@/lib/use-amount-text';
import { Link, useSearchParams } from 'react-router';
import { EligibilityGate } from '@/components/eligibility-gate';
import { gateLabel } from '@/components/gate-label';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { QuantityStepper } from '@/components/quantity-stepper';
import { ResultView } from '@/components/result-view';
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { useIdempotency } from '@/lib/idempotency';
import { useUserInfo, userKeys } from '@/lib/user';
import { checkout, couponDiscount, maxQuantity } from './checkout';
import { ProductStats } from './product-stats';
import { couponsQuery, mallKeys, productQuery } from './mall-queries';
import './mall.css';

const NO_COUPON = 0;

function CouponChoice({
  product,
  priceMinor,
  value,
  onChange,
}: {
  product: MiningProduct;
  priceMinor: number;
  value: number;
  onChange: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { amount: amountText } = useAmountText();
  const coupons = useQuery(couponsQuery());
  const items = coupons.data?.items ?? [];
  const date = (at: string) => formatDate(at, i18n.language);
  return (
    <List header={t('buy.coupon')} mode="card">
      {coupons.isPending ? (
        <List.Item>{t('common.loading')}</List.Item>
      ) : coupons.isError ? (
        <List.Item>
          <ErrorState onRetry={() => void coupons.refetch()} />
        </List.Item>
      ) : (
        <Radio.Group value={value} onChange={(id) => onChange(Number(id))}>
          <List.Item>
            <Radio value={NO_COUPON}>{t('buy.noCoupon')}</Radio>
          </List.Item>
          {items.map((coupon: Coupon) => {
            const usable = couponDiscount(coupon, product.id, priceMinor) !== null;
            return (
              <List.Item
                key={coupon.id}
                description={
                  usable
                    ? t('buy.couponExpires', { date: date(coupon.expiresAt) })
                    : coupon.minSpendMinor > priceMinor
                      ? t('buy.couponMinSpend', { value: amountText(coupon.minSpendMinor) })
                      : t('buy.couponNotEligible')
                }
              >
                <Radio value={coupon.id} disabled={!usable}>
                  {coupon.title} · {t('buy.couponValue', { value: amountText(coupon.valueMinor) })}
                </Radio>
              </List.Item>
            );
          })}
        </Radio.Group>
      )}
    </List>
  );
}

/** What a purchase ends on: the order bought, and what to do next (start it within its window). */
function Bought({ order }: { order: MiningOrder }) {
  const { t, i18n } = useTranslation();
  return (
    <ResultView
      title={t('result.bought.title')}
      amountMinor={order.paidMinor}
      lines={[
        t('result.bought.what', { quantity: order.quantity, name: order.productName }),
        t('result.bought.startBy', { date: formatDate(order.startBy, i18n.language) }),
        t('result.bought.income', { days: order.termDays }),
      ]}
      primary={{ label: t('result.bought.primary'), to: paths.miner }}
      secondary={{ label: t('result.bought.secondary'), to: paths.mall }}
    />
  );
}

function Checkout({ product, onBought }: { product: MiningProduct; onBought: (order: MiningOrder) => void }) {
  const { t } = useTranslation();
  const { amount: amountText } = useAmountText();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const coupons = useQuery(couponsQuery());
  const idempotency = useIdempotency();
  const most = maxQuantity(product);
  const [quantity, setQuantity] = useState(1);
  const [couponId, setCouponId] = useState(NO_COUPON);
  const coupon = coupons.data?.items.find((c) => c.id === couponId) ?? null;
  const totals = checkout(product, quantity, coupon);
  const applied = totals.discountMinor > 0 ? couponId : NO_COUPON;

  const purchase = useMutation({
    mutationFn: (request: { productId: number; quantity: number; couponId?: number }) =>
      api.call('mallPurchase', { ...request, idempotencyKey: idempotency.keyFor(request) }),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: async (result) => {
      onBought(result.order);
      await queryClient.invalidateQueries({ queryKey: mallKeys.all });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

  // Max: as many as the limits allow and the balance pays for at the list price.
  const affordable =
    user.data && product.priceMinor > 0 ? Math.floor(user.data.balanceMinor / product.priceMinor) : most;
  const maxAffordable = Math.max(1, Math.min(most, affordable));
  const daily = machineDailyIncome(product.dailyIncomeMinor as Minor, quantity);

  const confirm = async () => {
    const yes = await Dialog.confirm({
      title: t('buy.confirmTitle'),
      content: t('buy.confirm', { amount: amountText(totals.toPayMinor), quantity, name: product.name }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) {
      purchase.mutate({
        productId: product.id,
        quantity,
        ...(applied === NO_COUPON ? {} : { couponId: applied }),
      });
    }
  };

  if (!product.onSale) return <EmptyState message={t('buy.notOnSale')} />;
  const gate = gateLabel(product.eligibility, t);
  if (gate !== null)
    return (
      <div className="form-actions">
        <Button block size="large" disabled data-testid="buy-gated">
          {gate}
        </Button>
      </div>
    );
  if (most === 0)
    return <EmptyState message={product.stock === 0 ? t('mall.soldOut') : t('buy.cannotBuy')} />;
  return (
    <>
      <List header={t('buy.quantity')} mode="card">
        <List.Item
          description={t('buy.maxQuantity', { n: most })}
          extra={
            <span className="buy-quantity">
              <QuantityStepper
                min={1}
                max={most}
                value={quantity}
                onChange={setQuantity}
                label={t('buy.quantity')}
              />
              <Button size="mini" fill="none" color="primary" onClick={() => setQuantity(maxAffordable)}>
                {t('sheet.max')}
              </Button>
            </span>
          }
        >
          {product.name}
        </List.Item>
      </List>
      <CouponChoice
        product={product}
        priceMinor={totals.priceMinor}
        value={couponId}
        onChange={setCouponId}
      />
      <List mode="card" className="buy-summary">
        <List.Item extra={<Money minor={totals.priceMinor} />}>{t('buy.total')}</List.Item>
        <List.Item extra={<Money minor={-totals.discountMinor} />}>{t('buy.discount')}</List.Item>
        <List.Item
          extra={
            <strong data-testid="buy-to-pay">
              <Money minor={totals.toPayMinor} />
            </strong>
          }
        >
          {t('buy.toPay')}
        </List.Item>
        {user.data ? (
          <List.Item extra={<Money minor={user.data.balanceMinor} />}>{t('sheet.available')}</List.Item>
        ) : null}
        <List.Item extra={<Money minor={daily} />}>{t('sheet.daily')}</List.Item>
        <List.Item
          extra={
            <span data-testid="buy-return">
              <Money minor={termIncome(daily, product.termDays)} />
            </span>
          }
        >
          {t('sheet.total', { days: product.termDays })}
        </List.Item>
      </List>
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={purchase.isPending}
          onClick={() => void confirm()}
        >
          {t('buy.buyNow')}
        </Button>
      </div>
    </>
  );
}

export default function BuyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const product = useQuery({ ...productQuery(id), enabled: valid });
  const [bought, setBought] = useState<MiningOrder | null>(null);
  let body;
  if (bought) body = <Bought order={bought} />;
  else if (!valid)
    body = (
      <div>
        <EmptyState message={t('buy.missing')} />
        <p className="earning-center">
          <Link to={paths.mall}>{t('buy.toMall')}</Link>
        </p>
      </div>
    );
  else if (product.isPending) body = <LoadingState />;
  else if (product.isError) body = <ErrorState onRetry={() => void product.refetch()} />;
  else if (!product.data) body = <EmptyState message={t('buy.missing')} />;
  else
    body = (
      <>
        <section className="earning-card buy-product" aria-label={product.data.name}>
          {product.data.imageUrls[0] ? (
            <img className="buy-image" src={product.data.imageUrls[0]} alt="" width={120} height={120} />
          ) : null}
          <h2 className="earning-card-title">{product.data.name}</h2>
          <p className="earning-card-text">{product.data.description}</p>
          <ProductStats product={product.data} />
          <EligibilityGate eligibility={product.data.eligibility} />
        </section>
        <Checkout product={product.data} onBought={setBought} />
      </>
    );
  return <Page title="buy">{body}</Page>;
}
