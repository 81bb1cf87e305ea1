import {
  fundRecordLabel,
  formatMinor,
  STATEMENT_COLUMNS,
  STATEMENT_WALLETS,
  type Language,
} from '@cloudmine/api';
import type { PostingRow } from '../../ledger/index.js';
import { businessDate, minuteOfDay } from '../../platform/business-time.js';
import { toCsv, type CsvCell } from '../exports/index.js';

/** Most postings one statement holds: a month of even a very busy member is far below it. */
export const STATEMENT_MAX_ROWS = 10_000;

/** `YYYY-MM-DD HH:MM` in the operator's business time zone, as the app shows times. */
function localTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const minutes = minuteOfDay(at, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${businessDate(at, timeZone)} ${hh}:${mm}`;
}

/** Points are whole numbers; the USD wallets are cents, written as decimal dollars. */
function amountCell(wallet: PostingRow['wallet'], amount: number): CsvCell {
  return wallet === 'points' ? amount : { decimal: formatMinor(amount) };
}

/**
 * The member's postings as a CSV in their language (docs/member-care.md): time, the record's name
 * (its subtype's where it has one, as on the records page), wallet, signed amount, balance after and
 * what caused it. Western digits, as every file the app writes.
 */
export function statementCsv(postings: readonly PostingRow[], language: Language, timeZone: string): string {
  const columns = STATEMENT_COLUMNS[language];
  const header = [
    columns.time,
    columns.record,
    columns.wallet,
    columns.amount,
    columns.balanceAfter,
    columns.reference,
  ];
  const rows = postings.map((posting) => [
    localTime(posting.createdAt, timeZone),
    fundRecordLabel(posting.type, posting.referenceKind, language),
    STATEMENT_WALLETS[language][posting.wallet],
    amountCell(posting.wallet, posting.amount),
    amountCell(posting.wallet, posting.balanceAfter),
    `${posting.referenceKind}:${posting.referenceId}`,
  ]);
  // A byte-order mark, so spreadsheet programs read the Bengali and Chinese names as UTF-8.
  return `\uFEFF${toCsv(header, rows)}`;
}
