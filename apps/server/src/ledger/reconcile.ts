import { ZERO } from '@cloudmine/api';
import { sql, type SqlBool } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { hasRow } from '../platform/db/row-queries.js';
import type { Executor } from '../platform/db/transaction.js';

export interface ReconcileReport {
  ok: boolean;
  checkedAt: string;
  wallets: number;
  entries: number;
  /** Wallets whose stored balance differs from the sum of their entries. */
  walletMismatches: Array<{
    walletId: number;
    memberId: number;
    kind: string;
    stored: number;
    posted: number;
  }>;
  /** Units whose entries over all accounts do not sum to zero. */
  unbalancedUnits: Array<{ unit: string; sum: number }>;
  /** Transfers whose legs do not sum to zero. */
  unbalancedTransfers: Array<{ transferId: number; sum: number }>;
  /** Member entries whose balance-after is not the running sum of the wallet's entries. */
  brokenChains: Array<{ entryId: number; walletId: number; recorded: number; running: number }>;
  negativeWallets: Array<{ walletId: number; memberId: number; kind: string; balance: number }>;
  /** Derived balances of the platform accounts, for the operator's view. */
  platformBalances: Array<{ account: string; unit: string; balance: number }>;
}

const LIMIT = 100;

/**
 * The three ledger invariants of DESIGN §4, plus the balance-after chain: every wallet equals the sum
 * of its postings, the sum over all accounts is zero, no member wallet is negative.
 */
export async function reconcile(db: Executor, checkedAt: Date): Promise<ReconcileReport> {
  const walletMismatches = await db
    .selectFrom('wallets as w')
    .leftJoin('ledger_entries as e', 'e.wallet_id', 'w.id')
    .select([
      'w.id as walletId',
      'w.member_id as memberId',
      'w.kind as kind',
      'w.balance_minor as stored',
      sql<number>`coalesce(sum(e.amount_minor), 0)`.as('posted'),
    ])
    .groupBy(['w.id', 'w.member_id', 'w.kind', 'w.balance_minor'])
    .having(sql<SqlBool>`w.balance_minor <> coalesce(sum(e.amount_minor), 0)`)
    .limit(LIMIT)
    .execute();

  const unbalancedUnits = await db
    .selectFrom('ledger_entries')
    .select(['unit', sql<number>`sum(amount_minor)`.as('sum')])
    .groupBy('unit')
    .having(sql<SqlBool>`sum(amount_minor) <> 0`)
    .execute();

  const unbalancedTransfers = await db
    .selectFrom('ledger_entries')
    .select(['transfer_id as transferId', sql<number>`sum(amount_minor)`.as('sum')])
    .groupBy('transfer_id')
    .having(sql<SqlBool>`sum(amount_minor) <> 0`)
    .limit(LIMIT)
    .execute();

  const brokenChains = await db
    .selectFrom(
      db
        .selectFrom('ledger_entries')
        .select([
          'id as entryId',
          'wallet_id as walletId',
          'balance_after_minor as recorded',
          sql<number>`sum(amount_minor) over (partition by wallet_id order by id rows unbounded preceding)`.as(
            'running',
          ),
        ])
        .where('wallet_id', 'is not', null)
        .as('chain'),
    )
    .selectAll()
    .where(sql`recorded`, '<>', sql`running`)
    .limit(LIMIT)
    .execute();

  const negativeWallets = await db
    .selectFrom('wallets')
    .select(['id as walletId', 'member_id as memberId', 'kind', 'balance_minor as balance'])
    .where('balance_minor', '<', ZERO)
    .limit(LIMIT)
    .execute();

  const platformBalances = await db
    .selectFrom('ledger_entries')
    .select(['platform_account as account', 'unit', sql<number>`sum(amount_minor)`.as('balance')])
    .where('platform_account', 'is not', null)
    .groupBy(['platform_account', 'unit'])
    .orderBy('platform_account')
    .execute();

  const counts = await db
    .selectFrom('wallets')
    .select([
      sql<number>`count(*)`.as('wallets'),
      sql<number>`(select count(*) from ledger_entries)`.as('entries'),
    ])
    .executeTakeFirstOrThrow();

  const report: ReconcileReport = {
    ok: false,
    checkedAt: checkedAt.toISOString(),
    wallets: Number(counts.wallets),
    entries: Number(counts.entries),
    walletMismatches: walletMismatches.map((row) => ({ ...row, posted: Number(row.posted) })),
    unbalancedUnits: unbalancedUnits.map((row) => ({ unit: row.unit, sum: Number(row.sum) })),
    unbalancedTransfers: unbalancedTransfers.map((row) => ({
      transferId: row.transferId,
      sum: Number(row.sum),
    })),
    brokenChains: brokenChains.map((row) => ({
      entryId: row.entryId,
      walletId: Number(row.walletId),
      recorded: Number(row.recorded),
      running: Number(row.running),
    })),
    negativeWallets,
    platformBalances: platformBalances.map((row) => ({
      account: String(row.account),
      unit: row.unit,
      balance: Number(row.balance),
    })),
  };
  report.ok =
    report.walletMismatches.length === 0 &&
    report.unbalancedUnits.length === 0 &&
    report.unbalancedTransfers.length === 0 &&
    report.brokenChains.length === 0 &&
    report.negativeWallets.length === 0;
  return report;
}

/** How many differences a report found, over every invariant. */
function differenceCount(report: ReconcileReport): number {
  return (
    report.walletMismatches.length +
    report.unbalancedUnits.length +
    report.unbalancedTransfers.length +
    report.brokenChains.length +
    report.negativeWallets.length
  );
}

/** Who ran a recorded check: the CLI, the daily job, or the demo seed. */
export type ReconcileSource = 'cli' | 'job' | 'seed';

/** Runs the check and records its outcome for the operator dashboard. */
export async function reconcileAndRecord(
  db: Database,
  clock: { now(): Date },
  source: ReconcileSource = 'cli',
): Promise<ReconcileReport> {
  const startedAt = clock.now();
  const report = await reconcile(db, startedAt);
  await db
    .insertInto('reconcile_runs')
    .values({
      started_at: startedAt.toISOString(),
      finished_at: clock.now().toISOString(),
      ok: report.ok ? 1 : 0,
      differences: differenceCount(report),
      source,
      report_json: JSON.stringify(report),
    })
    .execute();
  return report;
}

/** The last recorded check, for the operator dashboard; null before the first. */
export async function lastReconcileRun(db: Executor) {
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

/** Whether `source` recorded a check that started at or after the instant `since`. */
export async function reconciledSince(
  db: Executor,
  source: ReconcileSource,
  since: string,
): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('reconcile_runs')
      .select('id')
      .where('source', '=', source)
      .where('started_at', '>=', since),
  );
}
