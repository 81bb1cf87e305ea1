import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';

/** Everything money is made of, summed: a refused request must leave every figure as it was. */
export interface LedgerSnapshot {
  entries: number;
  entriesSum: number;
  transfers: number;
  wallets: number;
  walletsSum: number;
  idempotencyKeys: number;
}

export async function ledgerSnapshot(db: Database): Promise<LedgerSnapshot> {
  const entries = await db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(abs(amount_minor)), 0)`.as('sum'),
      sql<number>`count(distinct transfer_id)`.as('transfers'),
    ])
    .executeTakeFirstOrThrow();
  const wallets = await db
    .selectFrom('wallets')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(balance_minor), 0)`.as('sum')])
    .executeTakeFirstOrThrow();
  const keys = await db
    .selectFrom('idempotency_keys')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum of bigint as text.
  return {
    entries: Number(entries.count),
    entriesSum: Number(entries.sum),
    transfers: Number(entries.transfers),
    wallets: Number(wallets.count),
    walletsSum: Number(wallets.sum),
    idempotencyKeys: Number(keys.count),
  };
}
