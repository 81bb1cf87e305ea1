import { FUND_RECORD_TYPES, memoText } from '@cloudmine/api';
import type { Ledger } from '../../ledger/index.js';
import { termSettlement, type DailySettlement } from '../investments/index.js';
import { miningIncomeStore } from './mall-repository.js';

/** The daily income of running machines (type 6, from `mining_payouts`); no principal comes back. */
export function miningSettlement(ledger: Ledger): DailySettlement {
  return termSettlement(ledger, 'mining-income', miningIncomeStore, {
    type: FUND_RECORD_TYPES.mining_income,
    income: {
      account: 'mining_payouts',
      referenceKind: 'mining_payout',
      memo: (item, date) => memoText('miningIncome', { order: item.id, date }),
    },
  });
}
