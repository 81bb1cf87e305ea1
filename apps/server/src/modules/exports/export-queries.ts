import { EXPORT_ROW_CAP, fundRecordLabel, type ReviewState } from '@cloudmine/api';
import { postingsForExport } from '../../ledger/index.js';
import type { Executor } from '../../platform/db/transaction.js';
import { memberPhonesByIds } from '../accounts/index.js';
import { rechargesForExport } from '../recharge/index.js';
import { withdrawalsForExport } from '../withdrawals/index.js';
import type { CsvCell } from './csv.js';

/**
 * The CSV exports: each reads its rows from the module that owns them (one row past the cap) and
 * adds the member's phone from the accounts module.
 */

/** Filters every export shares, with the business days already turned into instants. */
export interface ExportRange {
  /** Inclusive instant, or null for the beginning. */
  start: string | null;
  /** Exclusive instant, or null for now. */
  end: string | null;
  memberId?: number;
}

export interface ExportRows {
  header: readonly string[];
  rows: CsvCell[][];
  truncated: boolean;
}

/** The queries read one row past the cap, so a result longer than the cap is known to be cut. */
export function capped(header: readonly string[], rows: CsvCell[][], cap = EXPORT_ROW_CAP): ExportRows {
  return { header, rows: rows.slice(0, cap), truncated: rows.length > cap };
}

const LIMIT = EXPORT_ROW_CAP + 1;

/** The phones of the rows' members. */
function phonesOf(db: Executor, rows: ReadonlyArray<{ member_id: number | null }>) {
  return memberPhonesByIds(
    db,
    rows.flatMap((row) => (row.member_id === null ? [] : [row.member_id])),
  );
}

const POSTING_COLUMNS = [
  'posting_id',
  'created_at',
  'member_id',
  'phone',
  'wallet',
  'type',
  'label',
  'amount_minor',
  'balance_after_minor',
  'reference_kind',
  'reference_id',
] as const;

/** Member postings (platform legs left out: they mirror the member legs). */
export async function postingRows(db: Executor, range: ExportRange, type?: number): Promise<ExportRows> {
  const rows = await postingsForExport(db, {
    ...range,
    ...(type === undefined ? {} : { type }),
    limit: LIMIT,
  });
  const phones = await phonesOf(db, rows);
  return capped(
    POSTING_COLUMNS,
    rows.map((row) => [
      row.id,
      row.created_at,
      row.member_id,
      phones.get(row.member_id ?? 0) ?? '',
      row.wallet_kind,
      row.type,
      // What the member's statement says (a subtype's name where it has one), in English.
      fundRecordLabel(row.type, row.reference_kind, 'en'),
      row.amount_minor,
      row.balance_after_minor,
      row.reference_kind,
      row.reference_id,
    ]),
  );
}

const WITHDRAWAL_COLUMNS = [
  'withdrawal_id',
  'created_at',
  'member_id',
  'phone',
  'method',
  'bank_name',
  'holder_name',
  'account',
  'amount_minor',
  'fee_minor',
  'total_minor',
  'state',
  'reason',
  'resolved_at',
  'resolved_by',
] as const;

export async function withdrawalRows(
  db: Executor,
  range: ExportRange,
  state?: ReviewState,
): Promise<ExportRows> {
  const rows = await withdrawalsForExport(db, {
    ...range,
    ...(state === undefined ? {} : { state }),
    limit: LIMIT,
  });
  const phones = await phonesOf(db, rows);
  return capped(
    WITHDRAWAL_COLUMNS,
    rows.map((row) => [
      row.id,
      row.created_at,
      row.member_id,
      phones.get(row.member_id) ?? '',
      row.method,
      row.bank_name,
      row.holder_name,
      row.account,
      row.amount_minor,
      row.fee_minor,
      row.total_minor,
      row.state,
      row.reason,
      row.resolved_at,
      row.resolved_by,
    ]),
  );
}

const RECHARGE_COLUMNS = [
  'recharge_id',
  'order_no',
  'created_at',
  'member_id',
  'phone',
  'channel_id',
  'channel_kind',
  'currency',
  'amount_minor',
  'credit_usd_minor',
  'state',
  'payer_reference',
  'gateway_trade_no',
  'failure_reason',
  'resolved_at',
  'resolved_by',
] as const;

export async function rechargeRows(
  db: Executor,
  range: ExportRange,
  filter: { state?: ReviewState | undefined; channelId?: number | undefined },
): Promise<ExportRows> {
  const rows = await rechargesForExport(db, { ...range, ...filter, limit: LIMIT });
  const phones = await phonesOf(db, rows);
  return capped(
    RECHARGE_COLUMNS,
    rows.map((row) => [
      row.id,
      row.order_no,
      row.created_at,
      row.member_id,
      phones.get(row.member_id) ?? '',
      row.channel_id,
      row.channel_kind,
      row.currency,
      row.amount_minor,
      row.credit_minor,
      row.state,
      row.payer_reference,
      row.gateway_trade_no,
      row.failure_reason,
      row.resolved_at,
      row.resolved_by,
    ]),
  );
}
