import { toMinor, toPoints, ZERO, type Minor, type Points, type WalletKind } from '@cloudmine/api';
import { sql, type Expression } from 'kysely';
import type { WalletAmount } from '../platform/db/tables/ledger.js';
import { forUpdate, type Executor, type Trx } from '../platform/db/transaction.js';
import { inWalletUnit, type UsdWallet } from './ledger.js';

/**
 * Reads of members' wallets. Wallets are written only by postings (`ledger.ts`); every other module
 * reads them through these functions, in the wallet's own unit.
 */

export interface WalletBalances {
  balance: Minor;
  team_balance: Minor;
  points: Points;
}

export async function walletBalances(db: Executor, memberId: number): Promise<WalletBalances> {
  const rows = await db
    .selectFrom('wallets')
    .select(['kind', 'balance_minor'])
    .where('member_id', '=', memberId)
    .execute();
  const stored = new Map(rows.map((row) => [row.kind, row.balance_minor]));
  return {
    balance: inWalletUnit('balance', stored.get('balance') ?? ZERO),
    team_balance: inWalletUnit('team_balance', stored.get('team_balance') ?? ZERO),
    points: inWalletUnit('points', stored.get('points') ?? ZERO),
  };
}

function walletQuery(db: Executor, memberId: number, wallet: WalletKind) {
  return db
    .selectFrom('wallets')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('kind', '=', wallet);
}

/** One wallet's balance as it stands (in `trx`: as this transaction sees it, without a lock). */
export async function walletBalance(db: Executor, memberId: number, wallet: UsdWallet): Promise<Minor>;
export async function walletBalance(db: Executor, memberId: number, wallet: 'points'): Promise<Points>;
export async function walletBalance(
  db: Executor,
  memberId: number,
  wallet: WalletKind,
): Promise<WalletAmount> {
  const row = await walletQuery(db, memberId, wallet).executeTakeFirstOrThrow();
  return inWalletUnit(wallet, row.balance_minor);
}

/**
 * A member wallet's balance, its row locked for the rest of the transaction on PostgreSQL (SQLite
 * serialises writers already): a rule that reads the balance and other postings to decide a debit
 * sees nothing of the member's change under it until it commits.
 */
export async function lockedBalance(trx: Trx, memberId: number, wallet: UsdWallet): Promise<Minor>;
export async function lockedBalance(trx: Trx, memberId: number, wallet: 'points'): Promise<Points>;
export async function lockedBalance(trx: Trx, memberId: number, wallet: WalletKind): Promise<WalletAmount> {
  const row = await forUpdate(trx, walletQuery(trx, memberId, wallet)).executeTakeFirstOrThrow();
  return inWalletUnit(wallet, row.balance_minor);
}

/**
 * A member's wallet balance as a subquery on `memberId` (a column of the caller's query, such as
 * `sql.ref('m.id')`), for lists that show or sort by it. Null when the member has no such wallet.
 */
export function walletBalanceOf(memberId: Expression<number>, wallet: WalletKind) {
  return sql<WalletAmount | null>`(select w.balance_minor from wallets w where w.member_id = ${memberId} and w.kind = ${wallet})`;
}

/** What all members hold, per wallet, as the wallets store it. */
export async function walletTotals(db: Executor): Promise<WalletBalances> {
  const rows = await db
    .selectFrom('wallets')
    .select(['kind', sql<number>`coalesce(sum(balance_minor), 0)`.as('total')])
    .groupBy('kind')
    .execute();
  return byWallet(rows.map((row) => ({ wallet: row.kind, total: row.total })));
}

/** Sums per wallet kind, in each wallet's unit; a kind with no row is zero. */
export function byWallet(rows: Array<{ wallet: WalletKind | null; total: number | string }>): WalletBalances {
  const totals = new Map(rows.map((row) => [row.wallet, Number(row.total)]));
  return {
    balance: toMinor(totals.get('balance') ?? 0),
    team_balance: toMinor(totals.get('team_balance') ?? 0),
    points: toPoints(totals.get('points') ?? 0),
  };
}
