import { z } from 'zod';
import { REVIEW_STATES } from '../../fund-record-types.js';
import { businessDate } from '../common.js';
import { TREND_CHARTS, trendDays } from './dashboard.js';
import { defineCall } from '../define.js';

/** Most rows one export returns; a larger result is cut and says so (`truncated`). */
export const EXPORT_ROW_CAP = 50_000;

/**
 * Business days, both inclusive, in the operator's business time zone. Either end may be left out;
 * a range is required in practice only by the cap.
 */
const dateRange = {
  from: businessDate.optional(),
  to: businessDate.optional(),
  memberId: z.number().int().optional(),
};

/**
 * A CSV file inside the usual encrypted envelope: UTF-8 text with a header row, CRLF line ends,
 * RFC 4180 quoting, and cells that a spreadsheet would read as a formula prefixed with `'`.
 */
export const csvExport = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int(),
  /** True when more rows matched than `EXPORT_ROW_CAP`: narrow the range and export again. */
  truncated: z.boolean(),
});
export type CsvExport = z.infer<typeof csvExport>;

export const adminExportPostings = defineCall({
  method: 'POST',
  path: '/api/admin/exports/postings',
  auth: 'operator',
  permission: 'exports.read',
  audit: ['export.postings'],
  summary: 'Member postings as CSV, oldest first, by business-day range, member and fund-record type',
  request: z.object({ ...dateRange, type: z.number().int().min(1).max(25).optional() }),
  response: csvExport,
});

export const adminExportWithdrawals = defineCall({
  method: 'POST',
  path: '/api/admin/exports/withdrawals',
  auth: 'operator',
  permission: 'exports.read',
  audit: ['export.withdrawals'],
  summary: 'Withdrawals as CSV, oldest first, by business-day range, member and state',
  request: z.object({ ...dateRange, state: z.enum(REVIEW_STATES).optional() }),
  response: csvExport,
});

export const adminExportRecharges = defineCall({
  method: 'POST',
  path: '/api/admin/exports/recharges',
  auth: 'operator',
  permission: 'exports.read',
  audit: ['export.recharges'],
  summary: 'Recharges as CSV, oldest first, by business-day range, member, state and channel',
  request: z.object({
    ...dateRange,
    state: z.enum(REVIEW_STATES).optional(),
    channelId: z.number().int().optional(),
  }),
  response: csvExport,
});

export const adminExportTrends = defineCall({
  method: 'POST',
  path: '/api/admin/exports/trends',
  auth: 'operator',
  permission: 'exports.read',
  audit: ['export.trends'],
  summary: "One chart of the dashboard's trends as CSV, a row per business day, oldest first",
  request: z.object({ chart: z.enum(TREND_CHARTS), days: trendDays.default(30) }),
  response: csvExport,
});
