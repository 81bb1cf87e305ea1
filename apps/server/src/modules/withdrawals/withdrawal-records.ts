import type { WithdrawalRecord } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';
import { memberPhonesByIds } from '../accounts/index.js';
import { maskAccount } from '../bank-cards/index.js';
import { withdrawalEvents, type WithdrawalRow } from './withdrawals-repository.js';

/** A withdrawal as its member sees it: the account masked. */
export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    method: row.method,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    totalMinor: row.total_minor,
    state: row.state,
    bankName: row.bank_name,
    account: maskAccount(row.method, row.account),
    reason: row.reason,
    origin: row.origin,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

/** Operator rows: the account in full (they pay to it), the member's phone and the state history. */
export async function adminWithdrawalRows(db: Executor, rows: WithdrawalRow[]) {
  if (rows.length === 0) return [];
  const phones = await memberPhonesByIds(
    db,
    rows.map((row) => row.member_id),
  );
  const events = await withdrawalEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toWithdrawalRecord(row),
    memberId: row.member_id,
    phone: phones.get(row.member_id) ?? '',
    account: row.account,
    holderName: row.holder_name,
    accountPhone: row.phone,
    history: events
      .filter((event) => event.withdrawal_id === row.id)
      .map((event) => ({
        fromState: event.from_state,
        toState: event.to_state,
        actor: event.actor,
        reason: event.reason,
        at: event.created_at,
      })),
  }));
}

export async function adminWithdrawalRow(db: Executor, row: WithdrawalRow) {
  const [result] = await adminWithdrawalRows(db, [row]);
  invariant(result, 'a withdrawal row maps to one operator row');
  return result;
}
