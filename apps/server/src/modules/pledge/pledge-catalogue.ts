import { type adminPledgeProductSave, type CallPayload, type CallResponse } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { parseTexts, type ProductKind } from '../investments/index.js';
import { pledgeTerms } from './pledge-terms.js';
import {
  activePrincipal,
  findPledgeProduct,
  insertPledgeProduct,
  pledgeProductsPage,
  updatePledgeProduct,
  type PledgeProductRow,
} from './pledge-repository.js';

type SaveInput = CallPayload<typeof adminPledgeProductSave>;
type AdminPledgeProduct = CallResponse<typeof adminPledgeProductSave>;

async function adminProduct(db: Executor, row: PledgeProductRow): Promise<AdminPledgeProduct> {
  return {
    ...parseTexts(row.texts_json),
    id: row.id,
    ...pledgeTerms(row),
    onSale: row.on_sale === 1,
    pledgedMinor: await activePrincipal(db, { productId: row.id }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Pledge products in the shared catalogue: a daily rate, a minimum and a per-member limit. */
export const pledgeCatalogue: ProductKind<
  PledgeProductRow,
  Pick<PledgeProductRow, 'term_days' | 'daily_rate_bps' | 'min_amount_minor' | 'max_per_member_minor'>,
  SaveInput,
  AdminPledgeProduct
> = {
  store: { find: findPledgeProduct, insert: insertPledgeProduct, update: updatePledgeProduct },
  audit: { action: 'pledge.product', targetKind: 'pledge_product' },
  notFound: 'pledge_product_not_found',
  columns(input) {
    const minAmount = operatorCents(input.minAmount, { allowZero: true });
    const maxPerMember = operatorCents(input.maxPerMember);
    if (minAmount > maxPerMember) throw new AppError('parameter_error');
    return {
      term_days: input.termDays,
      daily_rate_bps: input.dailyRateBps,
      min_amount_minor: minAmount,
      max_per_member_minor: maxPerMember,
    };
  },
  toAdmin: adminProduct,
};

/** Every pledge product, newest first, with the principal in active pledges. */
export function adminPledgeProducts(db: Executor, input: { page: number; pageSize: number }) {
  return pledgeProductsPage(db, input, (row) => adminProduct(db, row));
}
