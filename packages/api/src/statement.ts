import type { Language } from './constants.js';
import type { WalletKind } from './fund-record-types.js';

/**
 * The member's monthly statement (docs/member-care.md): GET `${STATEMENT_PATH}/<YYYY-MM>` through
 * the wrapper's `download` answers a CSV of the member's postings in that business month, with the
 * column names, record names and wallet names in the member's language. Outside the zod contract
 * (its answer is a file), so the browser bundle imports it alone.
 */
export const STATEMENT_PATH = '/api/auth/statement';

/** A month as `YYYY-MM`. */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type StatementColumn = 'time' | 'record' | 'wallet' | 'amount' | 'balanceAfter' | 'reference';

export const STATEMENT_COLUMNS: Record<Language, Record<StatementColumn, string>> = {
  en: {
    time: 'Time',
    record: 'Record',
    wallet: 'Wallet',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    reference: 'Reference',
  },
  zh: {
    time: '时间',
    record: '记录',
    wallet: '钱包',
    amount: '金额',
    balanceAfter: '变动后余额',
    reference: '参考',
  },
  bd: {
    time: 'সময়',
    record: 'রেকর্ড',
    wallet: 'ওয়ালেট',
    amount: 'পরিমাণ',
    balanceAfter: 'পরের ব্যালেন্স',
    reference: 'রেফারেন্স',
  },
};

export const STATEMENT_WALLETS: Record<Language, Record<WalletKind, string>> = {
  en: { balance: 'Balance (USD)', team_balance: 'Team balance (USD)', points: 'Points' },
  zh: { balance: '余额（USD）', team_balance: '团队余额（USD）', points: '积分' },
  bd: { balance: 'ব্যালেন্স (USD)', team_balance: 'টিম ব্যালেন্স (USD)', points: 'পয়েন্ট' },
};

/** The statement's file name for `month`. */
export function statementFilename(month: string): string {
  return `cloudmine-statement-${month}.csv`;
}
