import type { FundRecordType } from '@cloudmine/api';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../platform/db/transaction.js';

/**
 * Postings summed per business day, by the database, for the charts (member earnings, operator
 * trends). A business day is an instant range [start, next start) in the operator's time zone; the
 * caller passes the days' starts (from `business-time.ts`), so the grouping is exact on both engines
 * and through daylight-saving changes, without either engine's time-zone support.
 */

/** One business day and the instant it starts (ISO). Ascending, contiguous. */
export interface DayBucket {
  date: string;
  start: string;
}

/** The range the buckets cover: the first start, and the start of the day after the last. */
export interface DayRange {
  buckets: readonly DayBucket[];
  end: string;
}

/** Postings before the first day are labelled so (one bucket for all earlier history). */
export const EARLIER = 'earlier';

/** The posting's business day: the newest bucket whose start it is at or after, else `earlier`. */
function dayOf(column: string, buckets: readonly DayBucket[]): RawBuilder<string> {
  const whens = [...buckets]
    .reverse()
    .map((bucket) => sql`when ${sql.ref(column)} >= ${bucket.start} then ${bucket.date}`);
  return sql<string>`case ${sql.join(whens, sql` `)} else ${EARLIER} end`;
}

export interface DaySum {
  /** A bucket's date, or `EARLIER`. */
  date: string;
  type: number;
  total: number;
}

/**
 * Members' postings of `types` summed per business day and type, one query. Platform legs are left
 * out (they mirror the member legs). With `withEarlier`, everything before the first day comes back
 * as one `EARLIER` row per type (all-time totals in the same read); without it only the range is read.
 */
export async function postingSumsByDay(
  db: Executor,
  range: DayRange,
  filter: {
    types: readonly FundRecordType[];
    memberId?: number;
    /** Postings of these reference kinds are not counted (e.g. principal coming back). */
    excludeReferenceKinds?: readonly string[];
    withEarlier?: boolean;
  },
): Promise<DaySum[]> {
  const first = range.buckets[0];
  if (!first || filter.types.length === 0) return [];
  const excluded = filter.excludeReferenceKinds ?? [];
  const perPosting = db
    .selectFrom('ledger_entries as le')
    .where('le.wallet_id', 'is not', null)
    .where('le.type', 'in', filter.types)
    .$if(filter.memberId !== undefined, (qb) => qb.where('le.member_id', '=', filter.memberId ?? 0))
    .$if(excluded.length > 0, (qb) => qb.where('le.reference_kind', 'not in', excluded))
    .$if(!filter.withEarlier, (qb) => qb.where('le.created_at', '>=', first.start))
    .where('le.created_at', '<', range.end)
    .select([dayOf('le.created_at', range.buckets).as('day'), 'le.type', 'le.amount_minor']);
  // Grouped in an outer query: PostgreSQL cannot match a parameterised CASE in GROUP BY.
  const rows = await db
    .selectFrom(perPosting.as('p'))
    .select(['p.day', 'p.type', sql<number>`sum(p.amount_minor)`.as('total')])
    .groupBy(['p.day', 'p.type'])
    .execute();
  return rows.map((row) => ({ date: row.day, type: row.type, total: Number(row.total) }));
}

/**
 * Members with at least one posting of their own doing per business day (postings of `scheduled`
 * types, such as daily income, do not count), one query.
 */
export async function activeMembersByDay(
  db: Executor,
  range: DayRange,
  scheduled: readonly FundRecordType[],
): Promise<Map<string, number>> {
  const first = range.buckets[0];
  if (!first) return new Map();
  const perPosting = db
    .selectFrom('ledger_entries as le')
    .where('le.wallet_id', 'is not', null)
    .$if(scheduled.length > 0, (qb) => qb.where('le.type', 'not in', scheduled))
    .where('le.created_at', '>=', first.start)
    .where('le.created_at', '<', range.end)
    .select([dayOf('le.created_at', range.buckets).as('day'), 'le.member_id']);
  const rows = await db
    .selectFrom(perPosting.as('p'))
    .select(['p.day', sql<number>`count(distinct p.member_id)`.as('members')])
    .groupBy('p.day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.members)]));
}

export interface WalletDaySum {
  date: string;
  wallet: 'balance' | 'team_balance' | 'points';
  total: number;
}

/**
 * Members' postings summed per business day and wallet, everything earlier as one `EARLIER` row per
 * wallet, one query: a running sum of these is what members' wallets held at the end of each day.
 */
export async function walletChangesByDay(db: Executor, range: DayRange): Promise<WalletDaySum[]> {
  if (range.buckets.length === 0) return [];
  const perPosting = db
    .selectFrom('ledger_entries as le')
    .where('le.wallet_id', 'is not', null)
    .where('le.created_at', '<', range.end)
    .select([dayOf('le.created_at', range.buckets).as('day'), 'le.wallet_kind', 'le.amount_minor']);
  const rows = await db
    .selectFrom(perPosting.as('p'))
    .select(['p.day', 'p.wallet_kind', sql<number>`sum(p.amount_minor)`.as('total')])
    .groupBy(['p.day', 'p.wallet_kind'])
    .execute();
  return rows.flatMap((row) =>
    row.wallet_kind === null ? [] : [{ date: row.day, wallet: row.wallet_kind, total: Number(row.total) }],
  );
}
