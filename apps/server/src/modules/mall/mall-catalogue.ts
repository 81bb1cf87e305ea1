import {
  type adminMallOrdersList,
  type adminMallProductSave,
  type AdminMiningProduct,
  type CallPayload,
  type Language,
  type MiningProduct,
} from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { memberStanding, withMemberPhones } from '../accounts/index.js';
import {
  eligibilityOf,
  imageList,
  parseTexts,
  type Investments,
  type ProductKind,
} from '../investments/index.js';
import { machineEligibilities } from './mall-eligibility.js';
import {
  boughtQuantities,
  findProduct,
  insertProduct,
  ordersPage,
  productsByIds,
  productsForMembers,
  productsPage,
  updateProduct,
  type ProductRow,
} from './mall-repository.js';
import { toProduct } from './mall-views.js';

type SaveInput = CallPayload<typeof adminMallProductSave>;

function adminProduct(row: ProductRow): AdminMiningProduct {
  return {
    ...parseTexts(row.texts_json),
    id: row.id,
    imageUrls: imageList(row.image_urls_json),
    priceMinor: row.price_minor,
    dailyIncomeMinor: row.daily_income_minor,
    termDays: row.term_days,
    stock: row.stock,
    maxPerMember: row.max_per_member,
    requiredVipLevel: row.required_vip_level,
    prerequisiteProductId: row.prerequisite_product_id,
    minActiveTeam: row.min_active_team,
    onSale: row.on_sale === 1,
    soldQuantity: row.sold_quantity,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Mining machines in the shared catalogue: a price and a daily income per machine, a stock, a limit
 * per member and a machine that must be bought first.
 */
export const miningCatalogue: ProductKind<
  ProductRow,
  Pick<
    ProductRow,
    | 'price_minor'
    | 'daily_income_minor'
    | 'term_days'
    | 'stock'
    | 'max_per_member'
    | 'prerequisite_product_id'
    | 'min_active_team'
  >,
  SaveInput,
  AdminMiningProduct
> = {
  store: { find: findProduct, insert: insertProduct, update: updateProduct },
  audit: { action: 'mall.product', targetKind: 'mining_product' },
  notFound: 'product_not_found',
  columns: (input) => ({
    price_minor: operatorCents(input.price),
    daily_income_minor: operatorCents(input.dailyIncome, { allowZero: true }),
    term_days: input.termDays,
    stock: input.stock,
    max_per_member: input.maxPerMember,
    prerequisite_product_id: input.prerequisiteProductId,
    min_active_team: input.minActiveTeam,
  }),
  async check(trx, input) {
    if (input.prerequisiteProductId === null) return;
    if (input.prerequisiteProductId === input.id) throw new AppError('parameter_error');
    if (!(await findProduct(trx, input.prerequisiteProductId))) throw new AppError('product_not_found');
  },
  toAdmin: (_executor: Executor, row: ProductRow) => adminProduct(row),
};

/** Products as a member sees them, with how many they bought, the machine to buy first and their gates. */
export async function memberProducts(
  db: Executor,
  investments: Pick<Investments, 'vipStanding'>,
  memberId: number,
  language: Language,
  filter: { productId?: number; afterId?: number; limit: number },
): Promise<MiningProduct[]> {
  const rows = await productsForMembers(db, filter);
  if (filter.productId !== undefined && rows.length === 0) throw new AppError('product_not_found');
  const member = await memberStanding(db, memberId);
  invariant(member, `member ${memberId} exists`);
  const bought = await boughtQuantities(
    db,
    memberId,
    rows.map((row) => row.id),
  );
  const prerequisites = await productsByIds(
    db,
    rows.map((row) => row.prerequisite_product_id).filter((id): id is number => id !== null),
  );
  const vip = await investments.vipStanding(db, member);
  const gates = await machineEligibilities(db, member, vip, language, rows);
  return rows.map((row) =>
    toProduct(row, language, {
      boughtQuantity: bought.get(row.id) ?? 0,
      prerequisite: prerequisites.find((p) => p.id === row.prerequisite_product_id),
      eligibility: gates.get(row.id) ?? eligibilityOf({}),
    }),
  );
}

export function adminProducts(db: Executor, input: { page: number; pageSize: number; onSale?: boolean }) {
  return productsPage(db, input, adminProduct);
}

/** Orders for the console, with the buyer's phone. */
export async function adminOrders(db: Executor, input: CallPayload<typeof adminMallOrdersList>) {
  const page = await ordersPage(db, input);
  const items = await withMemberPhones(db, page.items, (row, phone) => ({
    id: row.id,
    memberId: row.member_id,
    phone,
    productId: row.product_id,
    quantity: row.quantity,
    paidMinor: row.paid_minor,
    discountMinor: row.discount_minor,
    status: row.status,
    daysPaid: row.days_paid,
    termDays: row.term_days,
    incomePaidMinor: row.income_paid_minor,
    refundMinor: row.refund_minor,
    source: row.source_kind ?? 'mall',
    purchasedAt: row.purchased_at,
  }));
  return { ...page, items };
}
