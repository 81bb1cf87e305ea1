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
import { forUpdate, inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { bankCardSettings } from './bank-card-settings.js';
import { isTrc20Address } from './trc20-address.js';

export type BankCardRow = Selectable<BankCardsTable>;

/** A bank account shows its last four digits; a USDT address is shown whole (the member checks it). */
export function maskAccount(method: WithdrawalMethod, account: string): string {
  return method === 'bank' ? `**** ${account.slice(-4)}` : account;
}

export function toBankCard(row: BankCardRow): BankCard {
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

async function hasWithdrawalUnderReview(trx: Trx, cardId: number): Promise<boolean> {
  const row = await trx
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
  settings: SettingsReader<typeof bankCardSettings>;
  assertPhoneFormat(phone: string): Promise<void>;
}

export function createBankCardsService(deps: BankCardsDeps) {
  const { db, clock, settings } = deps;

  /** Checks the input and answers the row values it binds. */
  async function cardValues(executor: Executor, input: CallPayload<typeof bankBind>) {
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
      };
    },

    async list(executor: Executor, memberId: number): Promise<BankCard[]> {
      const rows = await executor
        .selectFrom('bank_cards')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
      return rows.map(toBankCard);
    },

    /** Binds the member's card of this method, or replaces it while settings allow edits. */
    async bind(memberId: number, input: CallPayload<typeof bankBind>): Promise<BankCard> {
      const values = await cardValues(db, input);
      const now = clock.now().toISOString();
      try {
        return await inTransaction(db, async (trx) => {
          const taken = await trx
            .selectFrom('bank_cards')
            .select('member_id')
            .where('method', '=', input.method)
            .where('account', '=', values.account)
            .executeTakeFirst();
          if (taken && taken.member_id !== memberId) throw new AppError('bank_card_registered');
          const existing = await forUpdate(
            trx,
            trx
              .selectFrom('bank_cards')
              .selectAll()
              .where('member_id', '=', memberId)
              .where('method', '=', input.method),
          ).executeTakeFirst();
          let id: number;
          if (existing) {
            if (!(await settings.get('bank.edit_allowed'))) throw new AppError('bank_card_change_forbidden');
            if (await hasWithdrawalUnderReview(trx, existing.id))
              throw new AppError('bank_card_change_forbidden');
            await trx
              .updateTable('bank_cards')
              .set({ ...values, updated_at: now })
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
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow());
          }
          return toBankCard(
            await trx.selectFrom('bank_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
          );
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

    /** Deletes one of the member's own cards; another member's card answers like a missing one. */
    async remove(memberId: number, cardId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const card = await forUpdate(
          trx,
          trx
            .selectFrom('bank_cards')
            .select('id')
            .where('id', '=', cardId)
            .where('member_id', '=', memberId),
        ).executeTakeFirst();
        if (!card) throw new AppError('bank_card_bind_failed');
        if (!(await settings.get('bank.delete_allowed'))) throw new AppError('bank_card_change_forbidden');
        if (await hasWithdrawalUnderReview(trx, card.id)) throw new AppError('bank_card_change_forbidden');
        await trx
          .deleteFrom('bank_cards')
          .where('id', '=', card.id)
          .where('member_id', '=', memberId)
          .execute();
      });
    },
  };
}

export type BankCardsService = ReturnType<typeof createBankCardsService>;
