import { EXPORT_ROW_CAP } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import type { CsvCell } from './csv.js';

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

const POSTING_COLUMNS = [
  'posting_id',
  'created_at',
  'member_id',
  'phone',
  'wallet',
  'type',
  'amount_minor',
  'balance_after_minor',
  'reference_kind',
  'reference_id',
] as const;

/** Member postings (platform legs left out: they mirror the member legs). */
export async function postingRows(db: Executor, range: ExportRange, type?: number): Promise<ExportRows> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .where('e.wallet_id', 'is not', null)
    .$if(range.start !== null, (qb) => qb.where('e.created_at', '>=', range.start ?? ''))
    .$if(range.end !== null, (qb) => qb.where('e.created_at', '<', range.end ?? ''))
    .$if(range.memberId !== undefined, (qb) => qb.where('e.member_id', '=', range.memberId ?? 0))
    .$if(type !== undefined, (qb) => qb.where('e.type', '=', type ?? 0))
    .select([
      'e.id',
      'e.created_at',
      'e.member_id',
      'm.phone',
      'e.wallet_kind',
      'e.type',
      'e.amount_minor',
      'e.balance_after_minor',
      'e.reference_kind',
      'e.reference_id',
    ])
    .orderBy('e.id')
    .limit(EXPORT_ROW_CAP + 1)
    .execute();
  return capped(
    POSTING_COLUMNS,
    rows.map((row) => [
      row.id,
      row.created_at,
      row.member_id,
      row.phone,
      row.wallet_kind,
      row.type,
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

export async function withdrawalRows(db: Executor, range: ExportRange, state?: string): Promise<ExportRows> {
  const rows = await db
    .selectFrom('withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .$if(range.start !== null, (qb) => qb.where('w.created_at', '>=', range.start ?? ''))
    .$if(range.end !== null, (qb) => qb.where('w.created_at', '<', range.end ?? ''))
    .$if(range.memberId !== undefined, (qb) => qb.where('w.member_id', '=', range.memberId ?? 0))
    .$if(state !== undefined, (qb) => qb.where('w.state', '=', state as 'under_review'))
    .select([
      'w.id',
      'w.created_at',
      'w.member_id',
      'm.phone',
      'w.method',
      'w.bank_name',
      'w.holder_name',
      'w.account',
      'w.amount_minor',
      'w.fee_minor',
      'w.total_minor',
      'w.state',
      'w.reason',
      'w.resolved_at',
      'w.resolved_by',
    ])
    .orderBy('w.id')
    .limit(EXPORT_ROW_CAP + 1)
    .execute();
  return capped(
    WITHDRAWAL_COLUMNS,
    rows.map((row) => [
      row.id,
      row.created_at,
      row.member_id,
      row.phone,
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
  filter: { state?: string | undefined; channelId?: number | undefined },
): Promise<ExportRows> {
  const rows = await db
    .selectFrom('recharges as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .$if(range.start !== null, (qb) => qb.where('r.created_at', '>=', range.start ?? ''))
    .$if(range.end !== null, (qb) => qb.where('r.created_at', '<', range.end ?? ''))
    .$if(range.memberId !== undefined, (qb) => qb.where('r.member_id', '=', range.memberId ?? 0))
    .$if(filter.state !== undefined, (qb) => qb.where('r.state', '=', filter.state as 'under_review'))
    .$if(filter.channelId !== undefined, (qb) => qb.where('r.channel_id', '=', filter.channelId ?? 0))
    .select([
      'r.id',
      'r.order_no',
      'r.created_at',
      'r.member_id',
      'm.phone',
      'r.channel_id',
      'r.channel_kind',
      'r.currency',
      'r.amount_minor',
      'r.credit_minor',
      'r.state',
      'r.payer_reference',
      'r.gateway_trade_no',
      'r.failure_reason',
      'r.resolved_at',
      'r.resolved_by',
    ])
    .orderBy('r.id')
    .limit(EXPORT_ROW_CAP + 1)
    .execute();
  return capped(
    RECHARGE_COLUMNS,
    rows.map((row) => [
      row.id,
      row.order_no,
      row.created_at,
      row.member_id,
      row.phone,
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
