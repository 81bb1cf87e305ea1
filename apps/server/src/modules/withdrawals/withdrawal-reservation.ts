import { addMinor, FUND_RECORD_TYPES, subMinor, ZERO, type Minor } from '@cloudmine/api';
import type { Leg, Ledger } from '../../ledger/index.js';
import { businessDate } from '../../platform/business-time.js';
import type { Trx } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';
import type { BankCardRow } from '../bank-cards/index.js';
import {
  findWithdrawal,
  insertWithdrawal,
  insertWithdrawalEvent,
  type WithdrawalRow,
} from './withdrawals-repository.js';

export interface Reservation {
  memberId: number;
  card: BankCardRow;
  amountMinor: Minor;
  feeMinor: Minor;
  origin: WithdrawalRow['origin'];
  originKey: string | null;
  actor: string;
  reason: string | null;
  now: Date;
  timeZone: string;
}

/**
 * Inserts the withdrawal with a copy of the account and reserves amount + fee from the balance
 * (type 2), with its first history entry, all in `trx`. Null when a system withdrawal with the
 * same origin key exists already. Members' applications and the banned-principal return both
 * come through here.
 */
export async function reserveWithdrawal(
  trx: Trx,
  ledger: Pick<Ledger, 'transfer'>,
  values: Reservation,
): Promise<WithdrawalRow | null> {
  const at = values.now.toISOString();
  const totalMinor = addMinor(values.amountMinor, values.feeMinor);
  const id = await insertWithdrawal(trx, {
    member_id: values.memberId,
    card_id: values.card.id,
    method: values.card.method,
    holder_name: values.card.holder_name,
    phone: values.card.phone,
    bank_name: values.card.bank_name,
    account: values.card.account,
    amount_minor: values.amountMinor,
    fee_minor: values.feeMinor,
    total_minor: totalMinor,
    state: 'under_review',
    reason: null,
    origin: values.origin,
    origin_key: values.originKey,
    business_date: businessDate(values.now, values.timeZone),
    created_at: at,
    resolved_at: null,
    resolved_by: null,
  });
  if (id === null) return null;
  const legs: Leg[] = [
    {
      memberId: values.memberId,
      wallet: 'balance',
      amount: subMinor(ZERO, totalMinor),
      insufficient: 'insufficient_balance',
    },
    { platform: 'withdrawal_clearing', unit: 'usd', amount: values.amountMinor },
  ];
  if (values.feeMinor > 0) legs.push({ platform: 'withdrawal_fees', unit: 'usd', amount: values.feeMinor });
  await ledger.transfer(trx, {
    type: FUND_RECORD_TYPES.withdrawal,
    reference: { kind: 'withdrawal', id },
    legs,
  });
  await insertWithdrawalEvent(trx, {
    withdrawalId: id,
    from: null,
    to: 'under_review',
    actor: values.actor,
    reason: values.reason,
    at,
  });
  const row = await findWithdrawal(trx, id);
  invariant(row, `withdrawal ${id} was inserted`);
  return row;
}
