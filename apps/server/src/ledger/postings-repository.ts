import type { FundRecordType, WalletKind } from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import { forUpdate, type Executor, type Trx } from '../platform/db/transaction.js';
import type { LedgerEntriesTable } from '../platform/db/tables/ledger.js';
import { adminPage } from '../platform/http/paging.js';

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

/** The columns a `PostingRow` is read from. */
const POSTING_COLUMNS = [
  'id',
  'type',
  'wallet_kind',
  'amount_minor',
  'balance_after_minor',
  'reference_kind',
  'reference_id',
  'created_at',
] as const;

function toPostingRow(
  row: Pick<Selectable<LedgerEntriesTable>, (typeof POSTING_COLUMNS)[number]>,
): PostingRow {
  return {
    id: row.id,
    type: row.type,
    wallet: row.wallet_kind ?? 'balance',
    amount: row.amount_minor,
    balanceAfter: row.balance_after_minor ?? 0,
    referenceKind: row.reference_kind,
    referenceId: row.reference_id,
    createdAt: row.created_at,
  };
}

/** A member's postings, newest first, keyset-paged by entry id. */
export async function listMemberPostings(
  db: Executor,
  memberId: number,
  filter: { types?: FundRecordType[]; wallets?: WalletKind[]; beforeId?: number; limit: number },
): Promise<PostingRow[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(POSTING_COLUMNS)
    .where('member_id', '=', memberId)
    .$if(Boolean(filter.types?.length), (qb) => qb.where('type', 'in', filter.types ?? []))
    .$if(Boolean(filter.wallets?.length), (qb) => qb.where('wallet_kind', 'in', filter.wallets ?? []))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map(toPostingRow);
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

// ---------------------------------------------------------------------------------------------------
// Added in the structure round (people helper) for modules that showed ledger figures with their
// own SQL: the accounts console, the team pages. Kept in one block for the ledger's owner to fold in.
// ---------------------------------------------------------------------------------------------------

/**
 * A member wallet's balance as a scalar subquery on `memberIdColumn` of the caller's query (e.g.
 * `'m.id'`), to select or to sort a list of members by, without the caller naming the wallets table.
 */
export function walletBalanceOf(memberIdColumn: string, wallet: WalletKind) {
  return sql<
    number | null
  >`(select w.balance_minor from wallets w where w.member_id = ${sql.ref(memberIdColumn)} and w.kind = ${wallet})`;
}

/** One page of a member's postings for the console, newest first, among `types` (all when empty). */
export function memberPostingsPage(
  db: Executor,
  memberId: number,
  filter: { types: FundRecordType[]; page: number; pageSize: number },
) {
  const query = db
    .selectFrom('ledger_entries')
    .where('member_id', '=', memberId)
    .$if(filter.types.length > 0, (qb) => qb.where('type', 'in', filter.types));
  return adminPage(query, filter, (qb) => qb.select(POSTING_COLUMNS).orderBy('id', 'desc'), toPostingRow);
}

/**
 * Whether the member on `memberIdColumn` of the caller's query has a posting of `type`: a correlated
 * probe of the (member_id, type, id) index per row, whatever the size of the ledger.
 */
export function hasPostingOfType(memberIdColumn: string, type: FundRecordType) {
  return sql<boolean>`exists (select le.id from ledger_entries le where le.member_id = ${sql.ref(memberIdColumn)} and le.type = ${type})`;
}

/** Which of `memberIds` have a posting of `type`. */
export async function membersWithPostingOfType(
  db: Executor,
  memberIds: number[],
  type: FundRecordType,
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledger_entries')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', memberIds)
    .where('type', '=', type)
    .execute();
  return new Set(rows.flatMap((row) => (row.member_id === null ? [] : [row.member_id])));
}

/** A member's postings of `type`, newest first, keyset-paged, with the memo of their transfer. */
export async function memberPostingsWithMemo(
  db: Executor,
  memberId: number,
  type: FundRecordType,
  page: { beforeId?: number; limit: number },
) {
  const rows = await db
    .selectFrom('ledger_entries as le')
    .innerJoin('ledger_transfers as lt', 'lt.id', 'le.transfer_id')
    .where('le.member_id', '=', memberId)
    .where('le.type', '=', type)
    .$if(page.beforeId !== undefined, (qb) => qb.where('le.id', '<', page.beforeId ?? 0))
    .select(['le.id', 'le.amount_minor', 'le.balance_after_minor', 'le.created_at', 'lt.memo'])
    .orderBy('le.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountMinor: row.amount_minor,
    balanceAfterMinor: row.balance_after_minor ?? 0,
    memo: row.memo,
    createdAt: row.created_at,
  }));
}

/** The sum of a member's postings of `type`, all time or since `since`. */
export async function sumMemberPostings(
  db: Executor,
  memberId: number,
  type: FundRecordType,
  since?: string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as le')
    .where('le.member_id', '=', memberId)
    .where('le.type', '=', type)
    .$if(since !== undefined, (qb) => qb.where('le.created_at', '>=', since ?? ''))
    .select((eb) => eb.fn.sum<number>('le.amount_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
