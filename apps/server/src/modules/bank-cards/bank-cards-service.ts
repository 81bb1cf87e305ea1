import {
  WITHDRAWAL_METHODS,
  type BankCard,
  type CallPayload,
  type WithdrawalMethod,
  type bankBind,
} from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { BankCardsTable } from '../../platform/db/tables/bank-cards.js';
import { forUpdate, inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { sendMemberNotice } from '../messages/member-notices.js';
import type { withdrawalSettings } from '../withdrawals/withdrawal-settings.js';
import type { bankCardSettings } from './bank-card-settings.js';
import { assertFundPasswordUnchanged, checkFundPassword } from './fund-password-check.js';
import { hadAccountBefore, heldUntil, holdUntil, recordChange } from './payout-holds.js';
import { isTrc20Address } from './trc20-address.js';

export type BankCardRow = Selectable<BankCardsTable>;

/** A bank account shows its last four digits; a USDT address is shown whole (the member checks it). */
export function maskAccount(method: WithdrawalMethod, account: string): string {
  return method === 'bank' ? `**** ${account.slice(-4)}` : account;
}

/** `now` decides whether the account is still held. */
export function toBankCard(row: BankCardRow, now: Date): BankCard {
  return {
    id: row.id,
    method: row.method,
    holderName: row.holder_name,
    phone: row.phone,
    bankId: row.bank_id,
    bankName: row.bank_name,
    account: maskAccount(row.method, row.account),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    heldUntil: heldUntil(row, now),
  };
}

/** The member's card of one method; every read filters by member, so nobody reaches another's card. */
export function findMemberCard(
  db: Executor,
  memberId: number,
  method: WithdrawalMethod,
): Promise<BankCardRow | undefined> {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('method', '=', method)
    .executeTakeFirst();
}

async function hasWithdrawalUnderReview(executor: Executor, cardId: number): Promise<boolean> {
  const row = await executor
    .selectFrom('withdrawals')
    .select('id')
    .where('card_id', '=', cardId)
    .where('state', '=', 'under_review')
    .executeTakeFirst();
  return row !== undefined;
}

export interface BankCardsDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  settings: SettingsReader<
    typeof bankCardSettings &
      Pick<
        typeof withdrawalSettings,
        'withdraw.fund_password_max_failures' | 'withdraw.fund_password_lock_minutes'
      >
  >;
  assertPhoneFormat(phone: string): Promise<void>;
}

type CardValues = Pick<BankCardRow, 'holder_name' | 'phone' | 'bank_id' | 'bank_name' | 'account'>;

/** Re-sending the bound account as it is changes nothing, so it is neither held nor told. */
function sameAccount(row: BankCardRow, values: CardValues): boolean {
  return (
    row.holder_name === values.holder_name &&
    row.phone === values.phone &&
    row.bank_id === values.bank_id &&
    row.account === values.account
  );
}

/** Locks the rows for the change inside a transaction; a look before it takes no lock. */
function lockedInTransaction<QB extends { forNoKeyUpdate(): QB }>(executor: Executor, query: QB): QB {
  return executor.isTransaction ? forUpdate(executor, query) : query;
}

export function createBankCardsService(deps: BankCardsDeps) {
  const { db, clock, settings } = deps;

  /**
   * The refusals of a bind that do not need the password. Runs once before the (slow) password
   * check, so a member is not made to type it for nothing, and again in the transaction, where it
   * decides. Answers the bound card of that method, if any.
   */
  async function bindRules(
    executor: Executor,
    memberId: number,
    method: WithdrawalMethod,
    account: string,
    editAllowed: boolean,
  ): Promise<BankCardRow | undefined> {
    const taken = await executor
      .selectFrom('bank_cards')
      .select('member_id')
      .where('method', '=', method)
      .where('account', '=', account)
      .executeTakeFirst();
    if (taken && taken.member_id !== memberId) throw new AppError('bank_card_registered');
    const existing = await lockedInTransaction(
      executor,
      executor
        .selectFrom('bank_cards')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('method', '=', method),
    ).executeTakeFirst();
    if (existing) {
      if (!editAllowed) throw new AppError('bank_card_change_forbidden');
      if (await hasWithdrawalUnderReview(executor, existing.id)) {
        throw new AppError('bank_card_change_forbidden');
      }
    }
    return existing;
  }

  /** The refusals of a deletion that do not need the password; answers the member's card. */
  async function deleteRules(
    executor: Executor,
    memberId: number,
    cardId: number,
    deleteAllowed: boolean,
  ): Promise<BankCardRow> {
    const card = await lockedInTransaction(
      executor,
      executor
        .selectFrom('bank_cards')
        .selectAll()
        .where('id', '=', cardId)
        .where('member_id', '=', memberId),
    ).executeTakeFirst();
    if (!card) throw new AppError('bank_card_bind_failed');
    if (!deleteAllowed) throw new AppError('bank_card_change_forbidden');
    if (await hasWithdrawalUnderReview(executor, card.id)) throw new AppError('bank_card_change_forbidden');
    return card;
  }

  /** Checks the input and answers the row values it binds. */
  async function cardValues(executor: Executor, input: CallPayload<typeof bankBind>): Promise<CardValues> {
    if (input.method === 'usdt_trc20') {
      if (!isTrc20Address(input.address)) throw new AppError('bank_card_error');
      return {
        holder_name: input.holderName ?? '',
        phone: null,
        bank_id: null,
        bank_name: null,
        account: input.address,
      };
    }
    await deps.assertPhoneFormat(input.phone);
    const bank = await executor
      .selectFrom('banks')
      .select(['id', 'name'])
      .where('id', '=', input.bankId)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!bank) throw new AppError('bank_card_error');
    return {
      holder_name: input.holderName,
      phone: input.phone,
      bank_id: bank.id,
      bank_name: bank.name,
      account: input.account,
    };
  }

  return {
    async config(executor: Executor) {
      const banks = await executor
        .selectFrom('banks')
        .select(['id', 'name'])
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
      return {
        banks,
        methods: [...WITHDRAWAL_METHODS],
        editAllowed: await settings.get('bank.edit_allowed'),
        deleteAllowed: await settings.get('bank.delete_allowed'),
        changeHoldHours: await settings.get('bank.change_hold_hours'),
      };
    },

    async list(executor: Executor, memberId: number): Promise<BankCard[]> {
      const rows = await executor
        .selectFrom('bank_cards')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
      const now = clock.now();
      return rows.map((row) => toBankCard(row, now));
    },

    /**
     * Binds the member's card of this method, or replaces it while settings allow edits; needs the
     * fund password. A replaced account, or one bound again after a deletion, is held for
     * withdrawals for `bank.change_hold_hours`; the member's first account of a method is not.
     */
    async bind(memberId: number, input: CallPayload<typeof bankBind>): Promise<BankCard> {
      const values = await cardValues(db, input);
      const now = clock.now();
      const editAllowed = await settings.get('bank.edit_allowed');
      const holdHours = await settings.get('bank.change_hold_hours');
      await bindRules(db, memberId, input.method, values.account, editAllowed);
      const checkedHash = await checkFundPassword(deps, memberId, input.fundPassword);
      try {
        return await inTransaction(db, async (trx) => {
          await assertFundPasswordUnchanged(trx, memberId, checkedHash);
          const existing = await bindRules(trx, memberId, input.method, values.account, editAllowed);
          if (existing && sameAccount(existing, values)) return toBankCard(existing, now);
          const at = now.toISOString();
          const held =
            existing || (await hadAccountBefore(trx, memberId, input.method))
              ? holdUntil(now, holdHours)
              : null;
          let id: number;
          if (existing) {
            await trx
              .updateTable('bank_cards')
              .set({ ...values, updated_at: at, held_until: held })
              .where('id', '=', existing.id)
              .execute();
            id = existing.id;
          } else {
            ({ id } = await trx
              .insertInto('bank_cards')
              .values({
                member_id: memberId,
                method: input.method,
                ...values,
                created_at: at,
                updated_at: at,
                held_until: held,
              })
              .returning('id')
              .executeTakeFirstOrThrow());
          }
          const row = await trx
            .selectFrom('bank_cards')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          await recordChange(trx, row, existing ? 'changed' : 'bound', now);
          await sendMemberNotice(
            trx,
            memberId,
            existing ? 'payout_account_changed' : 'payout_account_bound',
            now,
          );
          return toBankCard(row, now);
        });
      } catch (error) {
        // Two members racing for one account number: the unique index picks one.
        if (isUniqueViolation(error)) {
          const owner = await db
            .selectFrom('bank_cards')
            .select('member_id')
            .where('method', '=', input.method)
            .where('account', '=', values.account)
            .executeTakeFirst();
          throw new AppError(
            owner && owner.member_id !== memberId ? 'bank_card_registered' : 'bank_card_bind_failed',
          );
        }
        throw error;
      }
    },

    /**
     * Deletes one of the member's own cards, with the fund password; another member's card answers
     * like a missing one, before any password is asked.
     */
    async remove(memberId: number, cardId: number, fundPassword: string): Promise<void> {
      const now = clock.now();
      const deleteAllowed = await settings.get('bank.delete_allowed');
      await deleteRules(db, memberId, cardId, deleteAllowed);
      const checkedHash = await checkFundPassword(deps, memberId, fundPassword);
      await inTransaction(db, async (trx) => {
        await assertFundPasswordUnchanged(trx, memberId, checkedHash);
        const card = await deleteRules(trx, memberId, cardId, deleteAllowed);
        await trx
          .deleteFrom('bank_cards')
          .where('id', '=', card.id)
          .where('member_id', '=', memberId)
          .execute();
        await recordChange(trx, card, 'deleted', now);
        await sendMemberNotice(trx, memberId, 'payout_account_deleted', now);
      });
    },
  };
}

export type BankCardsService = ReturnType<typeof createBankCardsService>;
