import type { WithdrawalMethod } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { BankCardsTable, PayoutAccountChangeKind } from '../../platform/db/tables/bank-cards.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';

type CardRow = Selectable<BankCardsTable>;

/** When a change made at `now` lets withdrawals to the account again; null when the setting is 0. */
export function holdUntil(now: Date, hours: number): string | null {
  return hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null;
}

/** The end of the account's hold while it lasts, else null. */
export function heldUntil(card: Pick<CardRow, 'held_until'>, now: Date): string | null {
  return card.held_until !== null && new Date(card.held_until).getTime() > now.getTime()
    ? card.held_until
    : null;
}

/**
 * Whether the member had an account of this method before (bound, changed or deleted): a new one
 * then is a change of where withdrawals go, held like an edit, not the member's first account.
 */
export async function hadAccountBefore(
  executor: Executor,
  memberId: number,
  method: WithdrawalMethod,
): Promise<boolean> {
  const row = await executor
    .selectFrom('payout_account_changes')
    .select('id')
    .where('member_id', '=', memberId)
    .where('method', '=', method)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes one change to the record, in the change's own transaction. */
export async function recordChange(
  trx: Trx,
  card: CardRow,
  kind: PayoutAccountChangeKind,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('payout_account_changes')
    .values({
      member_id: card.member_id,
      card_id: card.id,
      method: card.method,
      kind,
      holder_name: card.holder_name,
      bank_name: card.bank_name,
      account: card.account,
      held_until: kind === 'deleted' ? null : card.held_until,
      created_at: at.toISOString(),
    })
    .execute();
}
