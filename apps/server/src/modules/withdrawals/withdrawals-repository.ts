import type { ReviewState } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import { countAndSum, hasRow } from '../../platform/db/row-queries.js';
import type { DB } from '../../platform/db/schema.js';
import type { WithdrawalsTable } from '../../platform/db/tables/withdrawals.js';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';

/** The withdrawals module's tables: `withdrawals`, `withdrawal_events`, `withdrawal_daily_counts`. */

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** Inserts a withdrawal; null when a system withdrawal with its `origin_key` exists already. */
export async function insertWithdrawal(
  trx: Trx,
  values: Omit<Insertable<WithdrawalsTable>, 'id'>,
): Promise<number | null> {
  const row = await trx
    .insertInto('withdrawals')
    .values(values)
    .onConflict((oc) => oc.column('origin_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findWithdrawal(db: Executor, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The withdrawal, locked for the rest of `trx` on PostgreSQL. */
export function findWithdrawalForUpdate(trx: Trx, id: number): Promise<WithdrawalRow | undefined> {
  return forUpdate(trx, trx.selectFrom('withdrawals').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** Moves a withdrawal on from `under_review`; answers false when it was resolved already. */
export async function resolveWithdrawal(
  trx: Trx,
  id: number,
  to: Exclude<ReviewState, 'under_review'>,
  change: { actor: string; reason: string | null; at: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('withdrawals')
    .set({
      state: to,
      resolved_at: change.at,
      resolved_by: change.actor,
      ...(to === 'failed' ? { reason: change.reason } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'under_review')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** One step of a withdrawal's history. */
export async function insertWithdrawalEvent(
  trx: Trx,
  event: {
    withdrawalId: number;
    from: ReviewState | null;
    to: ReviewState;
    actor: string;
    reason: string | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('withdrawal_events')
    .values({
      withdrawal_id: event.withdrawalId,
      from_state: event.from,
      to_state: event.to,
      actor: event.actor,
      reason: event.reason,
      created_at: event.at,
    })
    .execute();
}

/** The history of the given withdrawals, oldest step first. */
export function withdrawalEvents(db: Executor, withdrawalIds: readonly number[]) {
  return db
    .selectFrom('withdrawal_events')
    .selectAll()
    .where('withdrawal_id', 'in', withdrawalIds)
    .orderBy('id')
    .execute();
}

/** A member's withdrawals, newest first, keyset-paged by id. */
export function listMemberWithdrawals(
  db: Executor,
  memberId: number,
  filter: { state?: ReviewState | undefined; beforeId?: number | undefined; limit: number },
): Promise<WithdrawalRow[]> {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('member_id', '=', memberId)
    .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state ?? 'under_review'))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}

export interface AdminWithdrawalFilter {
  state?: ReviewState | undefined;
  memberId?: number | undefined;
}

function adminWithdrawalsQuery(db: Executor, filter: AdminWithdrawalFilter) {
  return db
    .selectFrom('withdrawals')
    .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state ?? 'under_review'))
    .$if(filter.memberId !== undefined, (qb) => qb.where('member_id', '=', filter.memberId ?? 0));
}

/** Withdrawals for operators, oldest or newest first, one page of `adminPage`. */
export function adminWithdrawalsPage(
  db: Executor,
  filter: AdminWithdrawalFilter & { order: 'oldest' | 'newest'; page: number; pageSize: number },
) {
  return adminPage(
    adminWithdrawalsQuery(db, filter),
    filter,
    (qb) => qb.selectAll().orderBy('id', filter.order === 'oldest' ? 'asc' : 'desc'),
    (row): WithdrawalRow => row,
  );
}

/** The amount (fee not included) of every withdrawal matching the filter, in cents. */
export async function adminWithdrawalsAmount(db: Executor, filter: AdminWithdrawalFilter): Promise<number> {
  const row = await adminWithdrawalsQuery(db, filter)
    .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('amount'))
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

/** Counts today's application; false when the count is used up (a conditional update decides). */
export async function takeDailySlot(
  trx: Trx,
  memberId: number,
  date: string,
  limit: number,
): Promise<boolean> {
  await trx
    .insertInto('withdrawal_daily_counts')
    .values({ member_id: memberId, business_date: date, count: 0 })
    .onConflict((oc) => oc.columns(['member_id', 'business_date']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('withdrawal_daily_counts')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('business_date', '=', date)
    .where('count', '<', limit)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Applications the member made on the business date `date`. */
export async function dailyCount(db: Executor, memberId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawal_daily_counts')
    .select('count')
    .where('member_id', '=', memberId)
    .where('business_date', '=', date)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Forgets the member's daily counts (the demo seed's applications do not use up the demo's day). */
export async function clearDailyCounts(db: Executor, memberId: number): Promise<void> {
  await db.deleteFrom('withdrawal_daily_counts').where('member_id', '=', memberId).execute();
}

/** Which of the origin keys a system withdrawal holds already. */
export async function takenOriginKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('withdrawals')
      .select('origin_key')
      .where('origin_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) if (row.origin_key) taken.add(row.origin_key);
  }
  return taken;
}

/** Whether a withdrawal to the card is under review: the card may not change meanwhile. */
export async function cardHasWithdrawalUnderReview(db: Executor, cardId: number): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('withdrawals')
      .select('id')
      .where('card_id', '=', cardId)
      .where('state', '=', 'under_review'),
  );
}

/** A count of withdrawals and their amounts (fee not included), in cents. */
export interface CountAndAmount {
  count: number;
  amountMinor: number;
}

async function countAndAmount(query: SelectQueryBuilder<DB, 'withdrawals', object>): Promise<CountAndAmount> {
  const { count, sum } = await countAndSum(query, 'amount_minor');
  return { count, amountMinor: sum };
}

/** Paid withdrawals, all time or resolved in the instants [start, end). */
export function paidWithdrawalTotals(
  db: Executor,
  resolvedIn?: { start: string; end: string },
): Promise<CountAndAmount> {
  return countAndAmount(
    db
      .selectFrom('withdrawals')
      .where('state', '=', 'successful')
      .$if(resolvedIn !== undefined, (qb) =>
        qb
          .where('resolved_at', '>=', resolvedIn?.start ?? '')
          .where('resolved_at', '<', resolvedIn?.end ?? ''),
      ),
  );
}

/** Withdrawals waiting for an operator. */
export function pendingWithdrawalTotals(db: Executor): Promise<CountAndAmount> {
  return countAndAmount(db.selectFrom('withdrawals').where('state', '=', 'under_review'));
}

/** Withdrawals for the CSV export, oldest first. */
export function withdrawalsForExport(
  db: Executor,
  filter: { start: string | null; end: string | null; memberId?: number; state?: ReviewState; limit: number },
) {
  return db
    .selectFrom('withdrawals as w')
    .$if(filter.start !== null, (qb) => qb.where('w.created_at', '>=', filter.start ?? ''))
    .$if(filter.end !== null, (qb) => qb.where('w.created_at', '<', filter.end ?? ''))
    .$if(filter.memberId !== undefined, (qb) => qb.where('w.member_id', '=', filter.memberId ?? 0))
    .$if(filter.state !== undefined, (qb) => qb.where('w.state', '=', filter.state ?? 'under_review'))
    .select([
      'w.id',
      'w.created_at',
      'w.member_id',
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
    .limit(filter.limit)
    .execute();
}
