import type { Language, MiningOrder, MiningOrderState, MiningProduct } from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import type { MiningOrdersTable, MiningProductsTable } from '../../platform/db/tables/mall.js';
import { imageList, productTexts } from '../investments/catalogue.js';

export type ProductRow = Selectable<MiningProductsTable>;
export type OrderRow = Selectable<MiningOrdersTable>;

export function findProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('mining_products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Machines of `productId` the member has ever bought (sold or expired orders count too). */
export async function boughtQuantity(db: Executor, memberId: number, productId: number): Promise<number> {
  const row = await db
    .selectFrom('mining_orders')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('quantity'))
    .where('member_id', '=', memberId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}

export async function boughtQuantities(
  db: Executor,
  memberId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mining_orders')
    .select(['product_id', sql<number>`sum(quantity)`.as('quantity')])
    .where('member_id', '=', memberId)
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.quantity)]));
}

export function toProduct(
  row: ProductRow,
  language: Language,
  extra: { boughtQuantity: number; prerequisite: ProductRow | undefined },
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
    totalIncomeMinor: row.daily_income_minor * row.term_days,
    stock: row.stock,
    maxPerMember: row.max_per_member,
    boughtQuantity: extra.boughtQuantity,
    requiredVipLevel: row.required_vip_level,
    prerequisite: extra.prerequisite
      ? { id: extra.prerequisite.id, name: productTexts(extra.prerequisite.texts_json, language).name }
      : null,
    onSale: row.on_sale === 1,
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
