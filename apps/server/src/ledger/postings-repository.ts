import type { FundRecordType, WalletKind } from '@cloudmine/api';
import { sql } from 'kysely';
import { forUpdate, type Executor, type Trx } from '../platform/db/transaction.js';

export interface PostingRow {
  id: number;
  type: number;
  wallet: WalletKind;
  amount: number;
  balanceAfter: number;
  referenceKind: string;
  referenceId: string;
  createdAt: string;
}

/** A member's postings, newest first, keyset-paged by entry id. */
export async function listMemberPostings(
  db: Executor,
  memberId: number,
  filter: { types?: FundRecordType[]; wallets?: WalletKind[]; beforeId?: number; limit: number },
): Promise<PostingRow[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      'id',
      'type',
      'wallet_kind',
      'amount_minor',
      'balance_after_minor',
      'reference_kind',
      'reference_id',
      'created_at',
    ])
    .where('member_id', '=', memberId)
    .$if(Boolean(filter.types?.length), (qb) => qb.where('type', 'in', filter.types ?? []))
    .$if(Boolean(filter.wallets?.length), (qb) => qb.where('wallet_kind', 'in', filter.wallets ?? []))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    wallet: row.wallet_kind ?? 'balance',
    amount: row.amount_minor,
    balanceAfter: row.balance_after_minor ?? 0,
    referenceKind: row.reference_kind,
    referenceId: row.reference_id,
    createdAt: row.created_at,
  }));
}

export async function walletBalances(db: Executor, memberId: number): Promise<Record<WalletKind, number>> {
  const rows = await db
    .selectFrom('wallets')
    .select(['kind', 'balance_minor'])
    .where('member_id', '=', memberId)
    .execute();
  const balances: Record<WalletKind, number> = { balance: 0, team_balance: 0, points: 0 };
  for (const row of rows) balances[row.kind] = row.balance_minor;
  return balances;
}

/**
 * A member wallet's balance, its row locked for the rest of the transaction on PostgreSQL (SQLite
 * serialises writers already): a rule that reads the balance and other postings to decide a debit
 * sees nothing of the member's change under it until it commits.
 */
export async function lockedBalance(trx: Trx, memberId: number, wallet: WalletKind): Promise<number> {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('wallets')
      .select('balance_minor')
      .where('member_id', '=', memberId)
      .where('kind', '=', wallet),
  ).executeTakeFirstOrThrow();
  return row.balance_minor;
}

/** Credits and debits of a member's wallet per fund-record type, among `types`. */
export async function postingTotals(
  db: Executor,
  memberId: number,
  wallet: WalletKind,
  types: FundRecordType[],
): Promise<Map<number, { credits: number; debits: number }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('type')
    .select(
      sql<number>`coalesce(sum(case when amount_minor > 0 then amount_minor else 0 end), 0)`.as('credits'),
    )
    .select(
      sql<number>`coalesce(sum(case when amount_minor < 0 then -amount_minor else 0 end), 0)`.as('debits'),
    )
    .where('member_id', '=', memberId)
    .where('wallet_kind', '=', wallet)
    .where('type', 'in', types)
    .groupBy('type')
    .execute();
  return new Map(rows.map((row) => [row.type, { credits: Number(row.credits), debits: Number(row.debits) }]));
}
