import { ZERO, type FundRecordType, type WalletKind } from '@cloudmine/api';
import { sql } from 'kysely';
import type { WalletAmount } from '../platform/db/tables/ledger.js';
import type { Executor } from '../platform/db/transaction.js';
import { AppError } from '../platform/errors.js';
import { adminPage } from '../platform/http/paging.js';
import { byWallet, type WalletBalances } from './wallets-repository.js';

/**
 * Reads of the postings (ledger entries). Other modules ask these narrow questions instead of
 * querying the ledger's tables; amounts are in the unit of the posting's wallet.
 */

export interface PostingRow {
  id: number;
  type: number;
  wallet: WalletKind;
  amount: WalletAmount;
  balanceAfter: WalletAmount;
  referenceKind: string;
  referenceId: string;
  createdAt: string;
}

function memberPostingsQuery(db: Executor, memberId: number, types: readonly FundRecordType[] = []) {
  return db
    .selectFrom('ledger_entries')
    .where('member_id', '=', memberId)
    .$if(types.length > 0, (qb) => qb.where('type', 'in', types));
}

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

function toPostingRow(row: {
  id: number;
  type: number;
  wallet_kind: WalletKind | null;
  amount_minor: WalletAmount;
  balance_after_minor: WalletAmount | null;
  reference_kind: string;
  reference_id: string;
  created_at: string;
}): PostingRow {
  return {
    id: row.id,
    type: row.type,
    wallet: row.wallet_kind ?? 'balance',
    amount: row.amount_minor,
    balanceAfter: row.balance_after_minor ?? ZERO,
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
  const rows = await memberPostingsQuery(db, memberId, filter.types)
    .select(POSTING_COLUMNS)
    .$if(Boolean(filter.wallets?.length), (qb) => qb.where('wallet_kind', 'in', filter.wallets ?? []))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map(toPostingRow);
}

/** A member's postings for operators, newest first, one page of `adminPage`. */
export function memberPostingsPage(
  db: Executor,
  memberId: number,
  filter: { types: readonly FundRecordType[]; page: number; pageSize: number },
) {
  return adminPage(
    memberPostingsQuery(db, memberId, filter.types),
    filter,
    (qb) => qb.select(POSTING_COLUMNS).orderBy('id', 'desc'),
    toPostingRow,
  );
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

/** The sum of a member's postings of `type`, all time or since the instant `since`. */
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

/** A member's postings of `type`, newest first, keyset-paged, with the memo of their transfer. */
export async function listMemberPostingsWithMemo(
  db: Executor,
  memberId: number,
  type: FundRecordType,
  filter: { beforeId?: number; limit: number },
) {
  const rows = await db
    .selectFrom('ledger_entries as le')
    .innerJoin('ledger_transfers as lt', 'lt.id', 'le.transfer_id')
    .where('le.member_id', '=', memberId)
    .where('le.type', '=', type)
    .$if(filter.beforeId !== undefined, (qb) => qb.where('le.id', '<', filter.beforeId ?? 0))
    .select(['le.id', 'le.amount_minor', 'le.balance_after_minor', 'le.created_at', 'lt.memo'])
    .orderBy('le.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount_minor,
    balanceAfter: row.balance_after_minor ?? ZERO,
    memo: row.memo,
    createdAt: row.created_at,
  }));
}

/**
 * Whether the member on `memberIdColumn` of the caller's query (e.g. `'m.id'`) has a posting of
 * `type`, as a condition: probes the index (member_id, type, id) without reading the postings.
 */
export function hasPostingOfType(memberIdColumn: string, type: FundRecordType) {
  return sql<boolean>`exists (select le.id from ledger_entries le where le.member_id = ${sql.ref(memberIdColumn)} and le.type = ${type})`;
}

/**
 * What counts as having put money in: a recharge, a machine bought, a pledge or a fund investment
 * (type 23 is also fund income, which only an investment earns). One rule for every feature that
 * waits for it (`no_investment_or_recharge`).
 */
const INVESTMENT_OR_RECHARGE_TYPES: readonly FundRecordType[] = [1, 5, 8, 23];

async function hasInvestedOrRecharged(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('member_id', '=', memberId)
    .where('type', 'in', INVESTMENT_OR_RECHARGE_TYPES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Refuses with `no_investment_or_recharge` when the feature's setting `required` it and none was made. */
export async function requireInvestedOrRecharged(
  db: Executor,
  memberId: number,
  required: boolean,
): Promise<void> {
  if (required && !(await hasInvestedOrRecharged(db, memberId))) {
    throw new AppError('no_investment_or_recharge');
  }
}

/** Which of `memberIds` have a posting of `type`. */
export async function membersWithPostingOfType(
  db: Executor,
  memberIds: readonly number[],
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

/** What all members' postings add up to, per wallet: the wallets as the ledger sees them. */
export async function memberPostingTotals(db: Executor): Promise<WalletBalances> {
  const rows = await db
    .selectFrom('ledger_entries')
    .where('wallet_id', 'is not', null)
    .select(['wallet_kind', sql<number>`coalesce(sum(amount_minor), 0)`.as('total')])
    .groupBy('wallet_kind')
    .execute();
  return byWallet(rows.map((row) => ({ wallet: row.wallet_kind, total: row.total })));
}

/** Members' postings (platform legs left out: they mirror the member legs), oldest first. */
export function postingsForExport(
  db: Executor,
  filter: { start: string | null; end: string | null; memberId?: number; type?: number; limit: number },
) {
  return db
    .selectFrom('ledger_entries as e')
    .where('e.wallet_id', 'is not', null)
    .$if(filter.start !== null, (qb) => qb.where('e.created_at', '>=', filter.start ?? ''))
    .$if(filter.end !== null, (qb) => qb.where('e.created_at', '<', filter.end ?? ''))
    .$if(filter.memberId !== undefined, (qb) => qb.where('e.member_id', '=', filter.memberId ?? 0))
    .$if(filter.type !== undefined, (qb) => qb.where('e.type', '=', filter.type ?? 0))
    .select([
      'e.id',
      'e.created_at',
      'e.member_id',
      'e.wallet_kind',
      'e.type',
      'e.amount_minor',
      'e.balance_after_minor',
      'e.reference_kind',
      'e.reference_id',
    ])
    .orderBy('e.id')
    .limit(filter.limit)
    .execute();
}

/** A member's postings made in [start, end), oldest first, at most `limit` (a monthly statement). */
export async function memberPostingsBetween(
  db: Executor,
  memberId: number,
  range: { start: string; end: string; limit: number },
): Promise<PostingRow[]> {
  const rows = await memberPostingsQuery(db, memberId)
    .select(POSTING_COLUMNS)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .orderBy('id', 'asc')
    .limit(range.limit)
    .execute();
  return rows.map(toPostingRow);
}
