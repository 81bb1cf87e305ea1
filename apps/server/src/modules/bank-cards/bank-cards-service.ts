import {
  WITHDRAWAL_METHODS,
  type BankCard,
  type CallPayload,
  type WithdrawalMethod,
  type bankBind,
} from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { SendMemberNotice } from '../messages/index.js';
import type { bankCardSettings } from './bank-card-settings.js';
import {
  accountHolderId,
  deleteMemberCard,
  enabledBanks,
  findEnabledBank,
  findMemberCardForChange,
  findOwnCardForChange,
  hadAccountBefore,
  insertCard,
  listMemberCards,
  recordChange,
  updateCard,
  type BankCardRow,
} from './bank-cards-repository.js';
import {
  assertFundPasswordUnchanged,
  checkFundPassword,
  type FundPasswordCheckDeps,
} from './fund-password-check.js';
import { heldUntil, holdUntil } from './payout-holds.js';
import { isTrc20Address } from './trc20-address.js';

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

export interface BankCardsDeps extends FundPasswordCheckDeps {
  clock: Clock;
  settings: SettingsReader<typeof bankCardSettings>;
  assertPhoneFormat(phone: string): Promise<void>;
  /** The member's authenticator when on: asked at every payout-account change (wired in app/). */
  secondFactor(memberId: number, code: string | undefined): Promise<void>;
  /** The messages module's account-security notice (the operator's texts), handed in by the app. */
  sendNotice: SendMemberNotice;
  /** Whether a withdrawal to the card is under review (the `withdrawals` module answers). */
  withdrawalUnderReview: (executor: Executor, cardId: number) => Promise<boolean>;
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

export function createBankCardsService(deps: BankCardsDeps) {
  const { db, clock, settings, withdrawalUnderReview } = deps;
  const fundPasswordDeps: FundPasswordCheckDeps = {
    db,
    limiter: deps.limiter,
    fundPasswordLock: deps.fundPasswordLock,
  };

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
    const holder = await accountHolderId(executor, method, account);
    if (holder !== undefined && holder !== memberId) throw new AppError('bank_card_registered');
    const existing = await findMemberCardForChange(executor, memberId, method);
    if (existing) {
      if (!editAllowed) throw new AppError('bank_card_change_forbidden');
      if (await withdrawalUnderReview(executor, existing.id)) {
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
    const card = await findOwnCardForChange(executor, memberId, cardId);
    if (!card) throw new AppError('bank_card_bind_failed');
    if (!deleteAllowed) throw new AppError('bank_card_change_forbidden');
    if (await withdrawalUnderReview(executor, card.id)) throw new AppError('bank_card_change_forbidden');
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
    const bank = await findEnabledBank(executor, input.bankId);
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
      return {
        banks: await enabledBanks(executor),
        methods: [...WITHDRAWAL_METHODS],
        editAllowed: await settings.get('bank.edit_allowed'),
        deleteAllowed: await settings.get('bank.delete_allowed'),
        changeHoldHours: await settings.get('bank.change_hold_hours'),
      };
    },

    async list(executor: Executor, memberId: number): Promise<BankCard[]> {
      const rows = await listMemberCards(executor, memberId);
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
      const checkedHash = await checkFundPassword(fundPasswordDeps, memberId, input.fundPassword);
      await deps.secondFactor(memberId, input.totpCode);
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
          const row = existing
            ? await updateCard(trx, existing.id, { ...values, updated_at: at, held_until: held })
            : await insertCard(trx, {
                member_id: memberId,
                method: input.method,
                ...values,
                created_at: at,
                updated_at: at,
                held_until: held,
              });
          await recordChange(trx, row, existing ? 'changed' : 'bound', now);
          await deps.sendNotice(
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
          const holder = await accountHolderId(db, input.method, values.account);
          throw new AppError(
            holder !== undefined && holder !== memberId ? 'bank_card_registered' : 'bank_card_bind_failed',
          );
        }
        throw error;
      }
    },

    /**
     * Deletes one of the member's own cards, with the fund password; another member's card answers
     * like a missing one, before any password is asked.
     */
    async remove(memberId: number, cardId: number, fundPassword: string, totpCode?: string): Promise<void> {
      const now = clock.now();
      const deleteAllowed = await settings.get('bank.delete_allowed');
      await deleteRules(db, memberId, cardId, deleteAllowed);
      const checkedHash = await checkFundPassword(fundPasswordDeps, memberId, fundPassword);
      await deps.secondFactor(memberId, totpCode);
      await inTransaction(db, async (trx) => {
        await assertFundPasswordUnchanged(trx, memberId, checkedHash);
        const card = await deleteRules(trx, memberId, cardId, deleteAllowed);
        await deleteMemberCard(trx, memberId, card.id);
        await recordChange(trx, card, 'deleted', now);
        await deps.sendNotice(trx, memberId, 'payout_account_deleted', now);
      });
    },
  };
}

export type BankCardsService = ReturnType<typeof createBankCardsService>;
