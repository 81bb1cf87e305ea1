import type { WalletKind } from '@cloudmine/api';
import { sql } from 'kysely';
import { writesInCtes } from '../platform/db/portable.js';
import { preparedQuery } from '../platform/db/prepared-query.js';
import type { LedgerEntriesTable, WalletAmount } from '../platform/db/tables/ledger.js';
import type { Executor, Trx } from '../platform/db/transaction.js';
import { invariant } from '../platform/errors.js';
import type { PlatformAccount } from './platform-accounts.js';

/**
 * The statements of the ledger's hot path, built once (`preparedQuery`): a wallet's conditional
 * update, a transfer's row, and a one-member posting whole. On PostgreSQL a posting is one statement
 * (a data-modifying CTE), since every statement of a unit is a round trip on its group line's one
 * connection; SQLite has no such CTEs and no round trips, so it runs the three statements.
 */

type Unit = LedgerEntriesTable['unit'];

/** A wallet's row after a leg: its id and its balance after. */
export interface AppliedLeg {
  walletId: number;
  balanceAfter: WalletAmount;
}

/** The wallet statements' `credit` argument: 1 for a credit (no condition), 0 for a debit. */
function creditFlag(amount: number): number {
  return amount > 0 ? 1 : 0;
}

/**
 * Adds `amount` to a member's wallet, a debit only while the balance stays at or above zero: a
 * conditional update, so concurrent debits can never take a wallet below zero, on either engine.
 * One shape for credits and debits (`creditFlag`) keeps it compiled once.
 */
const updateWallet = preparedQuery(
  (db: Executor, memberId: number, wallet: WalletKind, amount: number, credit: number) =>
    db
      .updateTable('wallets')
      .set({ balance_minor: sql<WalletAmount>`balance_minor + ${amount}` })
      .where('member_id', '=', memberId)
      .where('kind', '=', wallet)
      .where(sql<boolean>`(${credit} = 1 or balance_minor + ${amount} >= 0)`)
      .returning(['id', 'balance_minor']),
);

/** Applies a member leg to its wallet; nothing when a debit would overdraw it (or there is no wallet). */
export async function applyLeg(
  trx: Trx,
  leg: { memberId: number; wallet: WalletKind; amount: number },
): Promise<AppliedLeg | undefined> {
  const [row] = await updateWallet(trx, leg.memberId, leg.wallet, leg.amount, creditFlag(leg.amount));
  return row && { walletId: row.id, balanceAfter: row.balance_minor };
}

/** What a transfer's row says: its type, what caused it, its memo and when. */
export interface TransferHead {
  type: number;
  referenceKind: string;
  referenceId: string;
  memo: string | null;
  createdAt: string;
}

const insertTransferRow = preparedQuery(
  (db: Executor, type: number, kind: string, id: string, memo: string | null, createdAt: string) =>
    db
      .insertInto('ledger_transfers')
      .values({ type, reference_kind: kind, reference_id: id, memo, created_at: createdAt })
      .returning('id'),
);

/** Writes a transfer's row; answers its id. */
export async function insertTransfer(trx: Trx, head: TransferHead): Promise<number> {
  const [row] = await insertTransferRow(
    trx,
    head.type,
    head.referenceKind,
    head.referenceId,
    head.memo,
    head.createdAt,
  );
  invariant(row, 'the transfer row was returned');
  return row.id;
}

/** One member leg against a platform account, which takes the opposite amount in the same unit. */
export interface OneMemberPosting extends TransferHead {
  memberId: number;
  wallet: WalletKind;
  /** Signed, from the wallet's point of view, in its unit; the platform takes the opposite. */
  amount: WalletAmount;
  counterAmount: WalletAmount;
  unit: Unit;
  platform: PlatformAccount;
}

/** A posting as written: the member's wallet after it, the transfer and the member's entry. */
export interface WrittenPosting extends AppliedLeg {
  transferId: number;
  entryId: number;
}

/** SQLite: the member's entry, then the platform's, as `transfer` writes a two-leg transfer. */
const insertPostingEntries = preparedQuery(
  (
    db: Executor,
    transferId: number,
    walletId: number,
    memberId: number,
    wallet: WalletKind,
    unit: Unit,
    amount: WalletAmount,
    balanceAfter: WalletAmount,
    platform: string,
    counterAmount: WalletAmount,
    type: number,
    referenceKind: string,
    referenceId: string,
    createdAt: string,
  ) => {
    const common = { transfer_id: transferId, unit, type, reference_kind: referenceKind };
    const rest = { reference_id: referenceId, created_at: createdAt };
    return db
      .insertInto('ledger_entries')
      .values([
        {
          ...common,
          ...rest,
          wallet_id: walletId,
          member_id: memberId,
          wallet_kind: wallet,
          platform_account: null,
          amount_minor: amount,
          balance_after_minor: balanceAfter,
        },
        {
          ...common,
          ...rest,
          wallet_id: null,
          member_id: null,
          wallet_kind: null,
          platform_account: platform,
          amount_minor: counterAmount,
          balance_after_minor: null,
        },
      ])
      .returning(['id', 'wallet_id']);
  },
);

/**
 * PostgreSQL: the wallet update, the transfer and both entries in one statement. Nothing is written
 * and no row answered when the wallet refuses the leg. In `INSERT ... SELECT` the parameters take the
 * target columns' types; the platform entry is made from the member's, so the member's comes first,
 * as in `transfer`.
 */
const postInOneStatement = preparedQuery(
  (
    db: Executor,
    memberId: number,
    wallet: WalletKind,
    amount: WalletAmount,
    credit: number,
    unit: Unit,
    platform: string,
    counterAmount: WalletAmount,
    type: number,
    referenceKind: string,
    referenceId: string,
    memo: string | null,
    createdAt: string,
  ) => ({
    compile: () =>
      sql<{ wallet_id: number; balance_minor: WalletAmount; transfer_id: number; entry_id: number }>`
        with wallet as (
          update wallets set balance_minor = balance_minor + ${amount}
          where member_id = ${memberId} and kind = ${wallet}
            and (${credit} = 1 or balance_minor + ${amount} >= 0)
          returning id, balance_minor
        ), transfer as (
          insert into ledger_transfers (type, reference_kind, reference_id, memo, created_at)
          select ${type}, ${referenceKind}, ${referenceId}, ${memo}, ${createdAt} from wallet
          returning id
        ), member_entry as (
          insert into ledger_entries (transfer_id, wallet_id, member_id, wallet_kind, platform_account,
            unit, amount_minor, balance_after_minor, type, reference_kind, reference_id, created_at)
          select transfer.id, wallet.id, ${memberId}, ${wallet}, null, ${unit}, ${amount},
            wallet.balance_minor, ${type}, ${referenceKind}, ${referenceId}, ${createdAt}
          from transfer, wallet
          returning id, transfer_id
        ), platform_entry as (
          insert into ledger_entries (transfer_id, wallet_id, member_id, wallet_kind, platform_account,
            unit, amount_minor, balance_after_minor, type, reference_kind, reference_id, created_at)
          select member_entry.transfer_id, null, null, null, ${platform}, ${unit}, ${counterAmount},
            null, ${type}, ${referenceKind}, ${referenceId}, ${createdAt}
          from member_entry
          returning id
        )
        select wallet.id as wallet_id, wallet.balance_minor, member_entry.transfer_id,
          member_entry.id as entry_id
        from wallet, member_entry`.compile(db),
  }),
);

/** Writes a one-member posting; nothing when the wallet refuses the leg (see `applyLeg`). */
export async function writePosting(trx: Trx, posting: OneMemberPosting): Promise<WrittenPosting | undefined> {
  const { memberId, wallet, amount, counterAmount, unit, platform } = posting;
  const { type, referenceKind, referenceId, memo, createdAt } = posting;
  if (writesInCtes(trx)) {
    const [row] = await postInOneStatement(
      trx,
      memberId,
      wallet,
      amount,
      creditFlag(amount),
      unit,
      platform,
      counterAmount,
      type,
      referenceKind,
      referenceId,
      memo,
      createdAt,
    );
    return (
      row && {
        walletId: row.wallet_id,
        balanceAfter: row.balance_minor,
        transferId: row.transfer_id,
        entryId: row.entry_id,
      }
    );
  }
  const applied = await applyLeg(trx, posting);
  if (!applied) return undefined;
  const transferId = await insertTransfer(trx, posting);
  const entries = await insertPostingEntries(
    trx,
    transferId,
    applied.walletId,
    memberId,
    wallet,
    unit,
    amount,
    applied.balanceAfter,
    platform,
    counterAmount,
    type,
    referenceKind,
    referenceId,
    createdAt,
  );
  // RETURNING's order is not promised: the member's entry is the one on the wallet.
  const memberEntry = entries.find((entry) => entry.wallet_id === applied.walletId);
  invariant(memberEntry, 'the member entry was inserted');
  return { ...applied, transferId, entryId: memberEntry.id };
}
