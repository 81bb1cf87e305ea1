import {
  applyRateBps,
  termIncome,
  toMinor,
  type Eligibility,
  type Language,
  type Minor,
  type MiningOrder,
  type MiningOrderState,
  type MiningProduct,
} from '@cloudmine/api';
import { imageList, productTexts } from '../investments/index.js';
import type { OrderRow, ProductRow } from './mall-repository.js';

/** What selling an order back refunds: the set share of what was paid, minus the income it paid. */
export function refundFor(
  order: Pick<OrderRow, 'paid_minor' | 'income_paid_minor'>,
  sellRefundBps: number,
): Minor {
  return toMinor(Math.max(0, applyRateBps(order.paid_minor, sellRefundBps) - order.income_paid_minor));
}

export function toProduct(
  row: ProductRow,
  language: Language,
  extra: { boughtQuantity: number; prerequisite: ProductRow | undefined; eligibility: Eligibility },
): MiningProduct {
  const texts = productTexts(row.texts_json, language);
  return {
    id: row.id,
    name: texts.name,
    description: texts.description,
    imageUrls: imageList(row.image_urls_json),
    priceMinor: row.price_minor,
    dailyIncomeMinor: row.daily_income_minor,
    termDays: row.term_days,
    totalIncomeMinor: termIncome(row.daily_income_minor, row.term_days),
    stock: row.stock,
    maxPerMember: row.max_per_member,
    boughtQuantity: extra.boughtQuantity,
    requiredVipLevel: row.required_vip_level,
    prerequisite: extra.prerequisite
      ? { id: extra.prerequisite.id, name: productTexts(extra.prerequisite.texts_json, language).name }
      : null,
    minActiveTeam: row.min_active_team,
    onSale: row.on_sale === 1,
    eligibility: extra.eligibility,
  };
}

/**
 * The state a member sees: an incomplete order past its start-by instant is expired even before the
 * expiry job has written it.
 */
export function visibleState(order: OrderRow, now: Date): MiningOrderState {
  if (order.status === 'incomplete' && order.start_by < now.toISOString()) return 'expired';
  return order.status;
}

export function canSell(order: OrderRow, now: Date): boolean {
  const state = visibleState(order, now);
  return (state === 'incomplete' || state === 'running') && now.toISOString() <= order.sellable_until;
}

export function toOrder(
  order: OrderRow,
  product: Pick<ProductRow, 'texts_json' | 'image_urls_json'>,
  language: Language,
  now: Date,
  sellRefundMinor: number,
): MiningOrder {
  const status = visibleState(order, now);
  const sellable = canSell(order, now);
  return {
    id: order.id,
    productId: order.product_id,
    productName: productTexts(product.texts_json, language).name,
    imageUrl: imageList(product.image_urls_json)[0] ?? null,
    quantity: order.quantity,
    priceMinor: order.price_minor,
    discountMinor: order.discount_minor,
    paidMinor: order.paid_minor,
    dailyIncomeMinor: order.daily_income_minor,
    termDays: order.term_days,
    daysPaid: order.days_paid,
    incomePaidMinor: order.income_paid_minor,
    status,
    purchasedAt: order.purchased_at,
    startBy: order.start_by,
    startedAt: order.started_at,
    endsOn: order.ends_on,
    sellableUntil: order.sellable_until,
    canStart: status === 'incomplete',
    canSell: sellable,
    sellRefundMinor: sellable ? sellRefundMinor : 0,
    soldAt: order.sold_at,
    refundMinor: order.refund_minor,
  };
}
