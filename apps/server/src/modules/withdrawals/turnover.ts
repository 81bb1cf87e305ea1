import { BPS_PER_UNIT, FUND_RECORD_TYPES } from '@cloudmine/api';
import { postingTotals } from '../../ledger/index.js';
import type { Executor } from '../../platform/db/transaction.js';

const T = FUND_RECORD_TYPES;

/**
 * The turnover rule (docs/economics.md): a set share of every credited recharge must be invested
 * before it can be withdrawn, so that recharging only to withdraw again cannot cash in the recharge
 * bonus. Invested is what went into machines (less what selling them back refunded), pledges and
 * funds. Answers what is still to invest, in cents; the balance above it is withdrawable.
 */
export async function turnoverOutstandingMinor(
  executor: Executor,
  memberId: number,
  turnoverBps: number,
): Promise<number> {
  if (turnoverBps === 0) return 0;
  const totals = await postingTotals(executor, memberId, 'balance', [
    T.recharge,
    T.buy_mining_machine,
    T.sell_mining_machine,
    T.staking_deduction,
    T.fund_income,
  ]);
  const of = (type: number) => totals.get(type) ?? { credits: 0, debits: 0 };
  const recharged = of(T.recharge).credits - of(T.recharge).debits;
  // Rounded up: the rule never lets a cent more out than its share allows.
  const required = Number(
    (BigInt(recharged) * BigInt(turnoverBps) + BigInt(BPS_PER_UNIT - 1)) / BigInt(BPS_PER_UNIT),
  );
  const invested =
    of(T.buy_mining_machine).debits -
    of(T.buy_mining_machine).credits -
    of(T.sell_mining_machine).credits +
    of(T.staking_deduction).debits +
    // Fund investments are the fund type's debits; its credits are income.
    of(T.fund_income).debits;
  return Math.max(0, required - invested);
}
