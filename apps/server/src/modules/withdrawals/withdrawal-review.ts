import { FUND_RECORD_TYPES, subMinor, ZERO, type ReviewState } from '@cloudmine/api';
import type { Leg, Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import {
  findWithdrawalForUpdate,
  insertWithdrawalEvent,
  resolveWithdrawal,
  type WithdrawalRow,
} from './withdrawals-repository.js';

/**
 * An operator's review of a withdrawal under review: paid (approve) or refused and refunded
 * (reject). Both run in the operator action's transaction and are decided by a conditional state
 * change, so the second of two answers `already_resolved`.
 */
export function createWithdrawalReview(deps: { clock: Clock; ledger: Pick<Ledger, 'transfer'> }) {
  const { clock, ledger } = deps;

  async function lockedRow(trx: Trx, id: number): Promise<WithdrawalRow> {
    const row = await findWithdrawalForUpdate(trx, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Every state change goes through here: conditional on the state it leaves, and written to the history. */
  async function move(
    trx: Trx,
    row: WithdrawalRow,
    to: Exclude<ReviewState, 'under_review'>,
    change: { actor: string; reason: string | null },
  ): Promise<void> {
    const at = clock.now().toISOString();
    if (!(await resolveWithdrawal(trx, row.id, to, { ...change, at })))
      throw new AppError('already_resolved');
    await insertWithdrawalEvent(trx, { withdrawalId: row.id, from: 'under_review', to, ...change, at });
  }

  return {
    /** The operator paid it: successful; the reserved money stays with the clearing accounts. */
    async approve(trx: Trx, id: number, actor: string, reason: string | null): Promise<WithdrawalRow> {
      await move(trx, await lockedRow(trx, id), 'successful', { actor, reason });
      return lockedRow(trx, id);
    },

    /** Rejected: failed, and amount + fee come back to the balance by a new posting (type 24). */
    async reject(trx: Trx, id: number, actor: string, reason: string): Promise<WithdrawalRow> {
      const row = await lockedRow(trx, id);
      await move(trx, row, 'failed', { actor, reason });
      const legs: Leg[] = [
        { memberId: row.member_id, wallet: 'balance', amount: row.total_minor },
        { platform: 'withdrawal_clearing', unit: 'usd', amount: subMinor(ZERO, row.amount_minor) },
      ];
      if (row.fee_minor > 0) {
        legs.push({ platform: 'withdrawal_fees', unit: 'usd', amount: subMinor(ZERO, row.fee_minor) });
      }
      await ledger.transfer(trx, {
        type: FUND_RECORD_TYPES.withdrawal_rejected,
        reference: { kind: 'withdrawal', id: row.id },
        memo: reason,
        legs,
      });
      return lockedRow(trx, id);
    },
  };
}

export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;
