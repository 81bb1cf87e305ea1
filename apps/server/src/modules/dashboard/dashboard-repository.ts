import { MANUAL_CHANNEL_KINDS, type CallResponse, type adminDashboardSummary } from '@cloudmine/api';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

type Summary = CallResponse<typeof adminDashboardSummary>;

/** Today as an instant range [start, end) of the business day. */
export interface DayRange {
  date: string;
  start: string;
  end: string;
}

const countAndSum = (column: string) =>
  [
    sql<number>`count(*)`.as('count'),
    sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('amount'),
  ] as const;

function pair(row: { count: number | string; amount: number | string }) {
  return { count: Number(row.count), amountMinor: Number(row.amount) };
}

async function members(db: Executor, day: DayRange): Promise<Summary['members']> {
  const row = await db
    .selectFrom('members')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when registered_on = ${day.date} then 1 else 0 end), 0)`.as('today'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), newToday: Number(row.today) };
}

async function deposits(db: Executor, day: DayRange): Promise<Summary['deposits']> {
  const successful = db.selectFrom('recharges').where('state', '=', 'successful');
  const total = await successful.select(countAndSum('credit_minor')).executeTakeFirstOrThrow();
  const today = await successful
    .where('resolved_at', '>=', day.start)
    .where('resolved_at', '<', day.end)
    .select(countAndSum('credit_minor'))
    .executeTakeFirstOrThrow();
  return { today: pair(today), total: pair(total) };
}

async function withdrawals(db: Executor, day: DayRange): Promise<Summary['withdrawals']> {
  const paid = db.selectFrom('withdrawals').where('state', '=', 'successful');
  const total = await paid.select(countAndSum('amount_minor')).executeTakeFirstOrThrow();
  const today = await paid
    .where('resolved_at', '>=', day.start)
    .where('resolved_at', '<', day.end)
    .select(countAndSum('amount_minor'))
    .executeTakeFirstOrThrow();
  return { today: pair(today), total: pair(total) };
}

async function pendingReviews(db: Executor): Promise<Summary['pendingReviews']> {
  const withdrawalsRow = await db
    .selectFrom('withdrawals')
    .where('state', '=', 'under_review')
    .select(countAndSum('amount_minor'))
    .executeTakeFirstOrThrow();
  const rechargesRow = await db
    .selectFrom('recharges')
    .where('state', '=', 'under_review')
    .where('channel_kind', 'in', [...MANUAL_CHANNEL_KINDS])
    .select(countAndSum('credit_minor'))
    .executeTakeFirstOrThrow();
  return { withdrawals: pair(withdrawalsRow), recharges: pair(rechargesRow) };
}

type WalletSums = Summary['liabilities']['wallets'];

function byKind(rows: Array<{ kind: string | null; total: number | string }>): WalletSums {
  const sums = { balanceMinor: 0, teamBalanceMinor: 0, points: 0 };
  for (const row of rows) {
    if (row.kind === 'balance') sums.balanceMinor = Number(row.total);
    if (row.kind === 'team_balance') sums.teamBalanceMinor = Number(row.total);
    if (row.kind === 'points') sums.points = Number(row.total);
  }
  return sums;
}

/** Members' wallets as stored, and as the ledger's member postings add up. */
async function liabilities(db: Executor): Promise<Summary['liabilities']> {
  const wallets = byKind(
    await db
      .selectFrom('wallets')
      .select(['kind', sql<number>`coalesce(sum(balance_minor), 0)`.as('total')])
      .groupBy('kind')
      .execute(),
  );
  const ledger = byKind(
    await db
      .selectFrom('ledger_entries')
      .where('wallet_id', 'is not', null)
      .select(['wallet_kind as kind', sql<number>`coalesce(sum(amount_minor), 0)`.as('total')])
      .groupBy('wallet_kind')
      .execute(),
  );
  const matches =
    wallets.balanceMinor === ledger.balanceMinor &&
    wallets.teamBalanceMinor === ledger.teamBalanceMinor &&
    wallets.points === ledger.points;
  return { wallets, ledger, matches };
}

async function lastReconcile(db: Executor): Promise<Summary['lastReconcile']> {
  const row = await db
    .selectFrom('reconcile_runs')
    .select(['id', 'finished_at', 'ok', 'differences', 'source'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    ranAt: row.finished_at,
    ok: row.ok === 1,
    differences: row.differences,
    source: row.source,
  };
}

/** Everything the console's home page shows, from one read of each table. */
export async function dashboardSummary(db: Executor, day: DayRange): Promise<Summary> {
  return {
    businessDate: day.date,
    members: await members(db, day),
    deposits: await deposits(db, day),
    withdrawals: await withdrawals(db, day),
    pendingReviews: await pendingReviews(db),
    liabilities: await liabilities(db),
    lastReconcile: await lastReconcile(db),
  };
}
