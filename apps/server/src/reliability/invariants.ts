import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FUND_RECORD_TYPES } from '@cloudmine/api';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { reconcile, type ReconcileReport } from '../ledger/reconcile.js';
import { memberIdByPhone } from '../modules/accounts/index.js';
import type { Database } from '../platform/db/database.js';
import type { Acknowledged } from './journal.js';
import { SERVER_MAIN } from './server-process.js';

export interface InvariantReport {
  reconcile: ReconcileReport;
  /** Transfers made twice for one cause: the same type, reference and memo more than once. */
  duplicateTransfers: Array<{ type: number; kind: string; id: string; count: number }>;
  /** Idempotency keys stored more than once for one owner. */
  duplicateKeys: Array<{ owner: string; key: string; count: number }>;
}

/** DESIGN §4's invariants over the whole database, plus "nothing applied twice". */
export async function checkInvariants(db: Database): Promise<InvariantReport> {
  const duplicateTransfers = await db
    .selectFrom('ledger_transfers')
    .select(['type', 'reference_kind as kind', 'reference_id as id', sql<number>`count(*)`.as('count')])
    .groupBy(['type', 'reference_kind', 'reference_id', 'memo'])
    .having(sql`count(*)`, '>', 1)
    .limit(20)
    .execute();
  const duplicateKeys = await db
    .selectFrom('idempotency_keys')
    .select(['owner', 'key', sql<number>`count(*)`.as('count')])
    .groupBy(['owner', 'key'])
    .having(sql`count(*)`, '>', 1)
    .limit(20)
    .execute();
  return {
    reconcile: await reconcile(db, new Date()),
    duplicateTransfers: duplicateTransfers.map((row) => ({ ...row, count: Number(row.count) })),
    duplicateKeys: duplicateKeys.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

/** How many transfers of each fund-record type the database holds: what the workload exercised. */
export async function transfersByType(db: Database): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['type', sql<number>`count(*)`.as('count')])
    .groupBy('type')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
}

async function transfersOf(db: Database, type: number, kind: string, id: number | string): Promise<number> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select(sql<number>`count(*)`.as('count'))
    .where('type', '=', type)
    .where('reference_kind', '=', kind)
    .where('reference_id', '=', String(id))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Why one acknowledged success is not (exactly once) in the database, or null when it is. */
async function problemWith(db: Database, ack: Acknowledged): Promise<string | null> {
  switch (ack.kind) {
    case 'money': {
      const key = await db
        .selectFrom('idempotency_keys')
        .select('response_json')
        .where('owner', '=', `member:${ack.memberId}`)
        .where('key', '=', ack.idempotencyKey)
        .executeTakeFirst();
      if (!key?.response_json) return `${ack.call} ${ack.idempotencyKey}: no stored answer`;
      if (!ack.posting) return null;
      const count = await transfersOf(
        db,
        ack.posting.type,
        ack.posting.referenceKind,
        ack.posting.referenceId,
      );
      return count === 1 ? null : `${ack.call} ${ack.idempotencyKey}: ${count} transfers`;
    }
    case 'recharge': {
      const order = await db
        .selectFrom('recharges')
        .select('state')
        .where('id', '=', ack.rechargeId)
        .executeTakeFirst();
      const count = await transfersOf(db, FUND_RECORD_TYPES.recharge, 'recharge', ack.rechargeId);
      return order?.state === 'successful' && count === 1
        ? null
        : `recharge ${ack.rechargeId}: ${order?.state ?? 'missing'}, ${count} credits`;
    }
    case 'review': {
      const row = await db
        .selectFrom('withdrawals')
        .select('state')
        .where('id', '=', ack.withdrawalId)
        .executeTakeFirst();
      const refunds = await transfersOf(
        db,
        FUND_RECORD_TYPES.withdrawal_rejected,
        'withdrawal',
        ack.withdrawalId,
      );
      const expected =
        ack.decision === 'approve' ? { state: 'successful', refunds: 0 } : { state: 'failed', refunds: 1 };
      return row?.state === expected.state && refunds === expected.refunds
        ? null
        : `withdrawal ${ack.withdrawalId} ${ack.decision}d: ${row?.state ?? 'missing'}, ${refunds} refunds`;
    }
    case 'register': {
      const memberId = await memberIdByPhone(db, ack.phone);
      if (memberId === undefined) return `registration ${ack.phone}: no member`;
      const bonus = await transfersOf(db, FUND_RECORD_TYPES.welcome_bonus, 'registration', memberId);
      return bonus === 1 ? null : `registration ${ack.phone}: ${bonus} welcome bonuses`;
    }
  }
}

/** Every acknowledged success that is missing (or doubled) in the database. */
export async function missingAcknowledged(db: Database, acknowledged: Acknowledged[]): Promise<string[]> {
  const problems: string[] = [];
  for (const ack of acknowledged) {
    const problem = await problemWith(db, ack);
    if (problem) problems.push(problem);
  }
  return problems;
}

const run = promisify(execFile);

/** The operator's `reconcile` command, built, on the same database: answers its exit code and output. */
export async function reconcileCommand(env: {
  DATA_DIR: string;
  DATABASE_URL: string;
}): Promise<{ code: number; stdout: string }> {
  const cli = path.join(path.dirname(SERVER_MAIN), 'cli/reconcile.js');
  try {
    const { stdout } = await run(process.execPath, [cli], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/**
 * What every run under load must leave: each acknowledged success stored once, a ledger that
 * reconciles with no transfer or idempotency key twice, and the operator's command agreeing.
 */
export async function expectLedgerIntact(
  db: Database,
  acknowledged: Acknowledged[],
  env: { DATA_DIR: string; DATABASE_URL: string },
): Promise<void> {
  expect(await missingAcknowledged(db, acknowledged)).toEqual([]);
  const report = await checkInvariants(db);
  expect(report.reconcile.ok, JSON.stringify(report.reconcile)).toBe(true);
  expect(report.duplicateTransfers).toEqual([]);
  expect(report.duplicateKeys).toEqual([]);
  const command = await reconcileCommand(env);
  expect(command.code, command.stdout).toBe(0);
}
