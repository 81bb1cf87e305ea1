import { type adminFundSave, type CallPayload, type CallResponse } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { parseTexts, type ProductKind } from '../investments/index.js';
import { fundTerms } from './fund-terms.js';
import { findFund, fundsPage, insertFund, updateFund, type FundRow } from './funds-repository.js';

type SaveInput = CallPayload<typeof adminFundSave>;
type AdminFund = CallResponse<typeof adminFundSave>;

function adminFund(row: FundRow): AdminFund {
  return {
    ...parseTexts(row.texts_json),
    id: row.id,
    ...fundTerms(row),
    onSale: row.on_sale === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Funds in the shared catalogue: a daily rate, per-member minimum, maximum and times, a total cap. */
export const fundCatalogue: ProductKind<
  FundRow,
  Pick<
    FundRow,
    'daily_rate_bps' | 'term_days' | 'min_amount_minor' | 'max_amount_minor' | 'max_times' | 'total_cap_minor'
  >,
  SaveInput,
  AdminFund
> = {
  store: { find: findFund, insert: insertFund, update: updateFund },
  audit: { action: 'fund', targetKind: 'fund' },
  notFound: 'fund_not_found',
  columns(input) {
    const minAmount = operatorCents(input.minAmount);
    const maxAmount = operatorCents(input.maxAmount);
    const totalCap = operatorCents(input.totalCap);
    if (minAmount > maxAmount || maxAmount > totalCap) throw new AppError('parameter_error');
    return {
      daily_rate_bps: input.dailyRateBps,
      term_days: input.termDays,
      min_amount_minor: minAmount,
      max_amount_minor: maxAmount,
      max_times: input.maxTimes,
      total_cap_minor: totalCap,
    };
  },
  toAdmin: (_executor: Executor, row: FundRow) => adminFund(row),
};

/** Every fund, newest first. */
export function adminFunds(db: Executor, input: { page: number; pageSize: number }) {
  return fundsPage(db, input, adminFund);
}
