import { z } from 'zod';
import { ACCOUNT_NUMBER_SHAPE, normalizeAccountNumber, TRC20_ADDRESS_SHAPE } from '../formats.js';
import { empty, id, phone, secondFactorCode, timestamp } from './common.js';
import { defineCall } from './define.js';

/** Where a withdrawal is paid: a bank (or mobile-wallet) account, or a USDT (TRC20) address. */
export const WITHDRAWAL_METHODS = ['bank', 'usdt_trc20'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

export const bankOption = z.object({ id: z.number().int(), name: z.string() });

export const bankCard = z.object({
  id: z.number().int(),
  method: z.enum(WITHDRAWAL_METHODS),
  holderName: z.string(),
  phone: z.string().nullable(),
  bankId: z.number().int().nullable(),
  bankName: z.string().nullable(),
  /** A bank account shows its last four digits only ("•••• 6789"); a USDT address in full. */
  account: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /**
   * Withdrawals to this account are held until then, because it was changed (or bound again after a
   * deletion) recently; null when it is not held.
   */
  heldUntil: timestamp.nullable(),
});
export type BankCard = z.infer<typeof bankCard>;

export const bankList = defineCall({
  method: 'POST',
  path: '/api/auth/bank/list',
  auth: 'member',
  summary: "The member's bound withdrawal accounts: at most one bank card and one USDT address",
  request: empty,
  response: z.object({ items: z.array(bankCard) }),
});

export const bankConfig = defineCall({
  method: 'POST',
  path: '/api/auth/bank/config',
  auth: 'member',
  summary:
    'What the add-card pages need: the banks to choose from, whether cards may be edited or deleted, and how long a changed account is held',
  request: empty,
  response: z.object({
    banks: z.array(bankOption),
    methods: z.array(z.enum(WITHDRAWAL_METHODS)),
    editAllowed: z.boolean(),
    deleteAllowed: z.boolean(),
    /** Hours withdrawals to a changed (or re-bound) account are held; 0: no hold. */
    changeHoldHours: z.number().int(),
  }),
});

const holderName = z.string().trim().min(2).max(64);
/** The member's fund password: a stolen session alone must not change where withdrawals are paid. */
const fundPassword = z.string().min(1).max(64);
/** Digits, optionally grouped by spaces or dashes as printed on a card; stored without them. */
const accountNumber = z
  .string()
  .trim()
  .transform(normalizeAccountNumber)
  .refine((digits) => ACCOUNT_NUMBER_SHAPE.test(digits), { error: 'bank_card_error' });

export const bankBind = defineCall({
  method: 'POST',
  path: '/api/auth/bank/bind',
  auth: 'member',
  summary:
    'Bind a bank card or a USDT (TRC20) address, or replace the bound one of that kind while settings allow edits; needs the fund password, and a replaced (or re-bound) account is held for withdrawals a while',
  request: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('bank'),
      holderName,
      phone,
      bankId: id,
      account: accountNumber,
      fundPassword,
      totpCode: secondFactorCode.optional(),
    }),
    z.object({
      method: z.literal('usdt_trc20'),
      holderName: holderName.optional(),
      address: z.string().trim().regex(TRC20_ADDRESS_SHAPE, { error: 'bank_card_error' }),
      fundPassword,
      totpCode: secondFactorCode.optional(),
    }),
  ]),
  response: bankCard,
});

export const bankDelete = defineCall({
  method: 'POST',
  path: '/api/auth/bank/delete',
  auth: 'member',
  summary: 'Delete one of the member’s bound accounts while settings allow it; needs the fund password',
  request: z.object({ cardId: id, fundPassword, totpCode: secondFactorCode.optional() }),
  response: z.object({ ok: z.literal(true) }),
});
