import { isFundRecordType, type FundRecordType, type Minor } from '@cloudmine/api';
import { sql } from 'kysely';
import { alsoByIds, bulkConstant, bulkRows, type BulkValue } from '../platform/db/bulk-rows.js';
import { engineOf } from '../platform/db/database.js';
import type { Trx } from '../platform/db/transaction.js';
import { invariant } from '../platform/errors.js';
import type { Reference, UsdWallet } from './ledger.js';
import type { PlatformAccount } from './platform-accounts.js';

/** One credit of a batch: a member posting against a platform account, as `ledger.post` makes it. */
export interface Credit {
  memberId: number;
  /** Positive: a batch only credits, so it cannot overdraw a wallet. */
  amount: Minor;
  counterAccount: PlatformAccount;
  /** Unique within the batch (each credit is its own transfer). */
  reference: Reference;
  memo?: string;
}

export interface CreditsInput {
  type: FundRecordType;
  wallet: UsdWallet;
  credits: readonly Credit[];
}

const referenceKey = (kind: string, id: string) => `${kind}\u0000${id}`;

/**
 * Many credits in three statements (four on PostgreSQL), whatever their number: the transfers by one
 * insert-select, the wallets by one update of each member's total, then both legs of every transfer
 * by one insert-select. The result is what `post` would have written credit by credit, in the
 * order given: one transfer per credit, a member leg and a platform leg, and on each wallet a
 * balance-after chain that follows the entry ids. Wallets are updated after the transfers, so the
 * batch holds their locks only for the last two statements.
 */
export async function postCredits(trx: Trx, input: CreditsInput, createdAt: string): Promise<void> {
  if (input.credits.length === 0) return;
  invariant(isFundRecordType(input.type), `unknown fund-record type ${input.type}`);
  const totals = new Map<number, number>();
  const references = new Set<string>();
  for (const credit of input.credits) {
    invariant(
      Number.isSafeInteger(credit.amount) && credit.amount > 0,
      'a credit must be a positive integer',
    );
    const key = referenceKey(credit.reference.kind, String(credit.reference.id));
    invariant(!references.has(key), `credit reference ${key} is not unique in the batch`);
    references.add(key);
    totals.set(credit.memberId, (totals.get(credit.memberId) ?? 0) + credit.amount);
  }
  const transferIds = await insertTransfers(trx, input, createdAt);
  const wallets = await creditWallets(trx, input.wallet, totals);

  // Each wallet's balance before the batch, then the balance after each credit in the order given.
  const running = new Map<number, number>();
  for (const [memberId, wallet] of wallets)
    running.set(memberId, wallet.balanceAfter - (totals.get(memberId) ?? 0));
  const legs: BulkValue[][] = [];
  for (const credit of input.credits) {
    const wallet = wallets.get(credit.memberId);
    invariant(wallet, `member ${credit.memberId} has no ${input.wallet} wallet`);
    const balanceAfter = (running.get(credit.memberId) ?? 0) + credit.amount;
    running.set(credit.memberId, balanceAfter);
    const referenceId = String(credit.reference.id);
    const transferId = transferIds.get(referenceKey(credit.reference.kind, referenceId));
    invariant(transferId !== undefined, 'each credit has its transfer');
    const common = [transferId, credit.reference.kind, referenceId];
    legs.push([...common, wallet.id, credit.memberId, input.wallet, null, credit.amount, balanceAfter]);
    legs.push([...common, null, null, null, credit.counterAccount, 0 - credit.amount, null]);
  }
  const rows = bulkRows(
    trx,
    'e',
    [
      ['transfer_id', 'bigint'],
      ['reference_kind', 'text'],
      ['reference_id', 'text'],
      ['wallet_id', 'bigint'],
      ['member_id', 'bigint'],
      ['wallet_kind', 'text'],
      ['platform_account', 'text'],
      ['amount', 'bigint'],
      ['balance_after', 'bigint'],
    ],
    legs,
  );
  // Inserted in the order given, so entry ids follow each wallet's balance-after chain.
  await sql`insert into ledger_entries (transfer_id, wallet_id, member_id, wallet_kind, platform_account,
      unit, amount_minor, balance_after_minor, type, reference_kind, reference_id, created_at)
    select e.transfer_id, e.wallet_id, e.member_id, e.wallet_kind, e.platform_account,
      ${bulkConstant(trx, 'usd', 'text')}, e.amount, e.balance_after, ${bulkConstant(trx, input.type, 'integer')},
      e.reference_kind, e.reference_id, ${bulkConstant(trx, createdAt, 'timestamptz')}
    from ${rows} order by e.ord`.execute(trx);
}

/** One transfer per credit; answers each one's id by its reference. */
async function insertTransfers(
  trx: Trx,
  input: CreditsInput,
  createdAt: string,
): Promise<Map<string, number>> {
  const rows = bulkRows(
    trx,
    't',
    [
      ['reference_kind', 'text'],
      ['reference_id', 'text'],
      ['memo', 'text'],
    ],
    input.credits.map((credit) => [credit.reference.kind, String(credit.reference.id), credit.memo ?? null]),
  );
  const inserted = await sql<{ id: number; reference_kind: string; reference_id: string }>`
    insert into ledger_transfers (type, reference_kind, reference_id, memo, created_at)
    select ${bulkConstant(trx, input.type, 'integer')}, t.reference_kind, t.reference_id, t.memo,
      ${bulkConstant(trx, createdAt, 'timestamptz')}
    from ${rows} order by t.ord
    returning id, reference_kind, reference_id`.execute(trx);
  return new Map(
    inserted.rows.map((row) => [referenceKey(row.reference_kind, row.reference_id), Number(row.id)]),
  );
}

/**
 * Adds each member's total to their wallet in one statement; answers each wallet's id and balance
 * after the whole batch. On PostgreSQL the wallet rows are locked first in id order, so two batches
 * (mining income and pledge rewards at once) never lock each other's members the other way round.
 */
async function creditWallets(
  trx: Trx,
  wallet: UsdWallet,
  totals: ReadonlyMap<number, number>,
): Promise<Map<number, { id: number; balanceAfter: number }>> {
  const memberIds = [...totals.keys()].sort((a, b) => a - b);
  if (engineOf(trx) === 'postgres') {
    await trx
      .selectFrom('wallets')
      .select('id')
      .where('kind', '=', wallet)
      .where('member_id', 'in', memberIds)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }
  const rows = bulkRows(
    trx,
    'd',
    [
      ['member_id', 'bigint'],
      ['amount', 'bigint'],
    ],
    memberIds.map((memberId) => [memberId, totals.get(memberId) ?? 0]),
  );
  const updated = await sql<{ id: number; member_id: number; balance_minor: number }>`
    update wallets set balance_minor = wallets.balance_minor + d.amount
    from ${rows}
    where wallets.member_id = d.member_id and wallets.kind = ${wallet} ${alsoByIds(trx, 'wallets.member_id', memberIds)}
    returning wallets.id, wallets.member_id, wallets.balance_minor`.execute(trx);
  return new Map(
    updated.rows.map((row) => [
      Number(row.member_id),
      { id: Number(row.id), balanceAfter: Number(row.balance_minor) },
    ]),
  );
}
