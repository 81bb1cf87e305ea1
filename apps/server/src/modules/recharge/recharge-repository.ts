import { MANUAL_CHANNEL_KINDS, type ChannelKind, type ReviewState } from '@cloudmine/api';
import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import { countAndSum, hasRow } from '../../platform/db/row-queries.js';
import type { DB } from '../../platform/db/schema.js';
import type { RechargesTable } from '../../platform/db/tables/recharge.js';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';

/** The recharge module's orders and gateway callbacks: `recharges` and `payment_callbacks`. */

export type RechargeRow = Selectable<RechargesTable>;
export type RechargeWithChannel = RechargeRow & { channel_name: string; channel_names_json: string | null };

/** Recharges with their channel's name: the base of every list. */
function rechargesWithChannel(db: Executor) {
  return db.selectFrom('recharges as r').innerJoin('payment_channels as c', 'c.id', 'r.channel_id');
}

function withChannelColumns<QB extends ReturnType<typeof rechargesWithChannel>>(query: QB) {
  return query.selectAll('r').select(['c.name as channel_name', 'c.names_json as channel_names_json']);
}

export function findRechargeWithChannel(db: Executor, id: number): Promise<RechargeWithChannel | undefined> {
  return withChannelColumns(rechargesWithChannel(db)).where('r.id', '=', id).executeTakeFirst();
}

export function findRecharge(db: Executor, id: number): Promise<RechargeRow | undefined> {
  return db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order a gateway callback names, locked for the callback's transaction. */
export function findRechargeByOrderNoForUpdate(trx: Trx, orderNo: string): Promise<RechargeRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('recharges').selectAll().where('order_no', '=', orderNo),
  ).executeTakeFirst();
}

/** Whether the member already has a credited first recharge. */
export async function hasFirstRecharge(db: Executor, memberId: number): Promise<boolean> {
  return hasRow(
    db.selectFrom('recharges').select('id').where('member_id', '=', memberId).where('is_first', '=', 1),
  );
}

/** Whether the member has a credited recharge through a channel of `kind`. */
export async function hasCreditedRecharge(
  db: Executor,
  memberId: number,
  kind: ChannelKind,
): Promise<boolean> {
  return hasRow(
    db
      .selectFrom('recharges')
      .select('id')
      .where('member_id', '=', memberId)
      .where('channel_kind', '=', kind)
      .where('state', '=', 'successful'),
  );
}

export async function countOpenRecharges(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('state', '=', 'under_review')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRecharge(trx: Trx, values: Insertable<RechargesTable>): Promise<number> {
  const row = await trx.insertInto('recharges').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Resolves an order still under review; answers false when it was resolved already. */
export async function resolveRecharge(
  trx: Trx,
  id: number,
  values: Pick<RechargeRow, 'state' | 'gateway_trade_no' | 'resolved_by' | 'resolved_at'> &
    Partial<
      Pick<
        RechargeRow,
        'is_first' | 'amount_minor' | 'credit_minor' | 'bonus_minor' | 'bonus_points' | 'failure_reason'
      >
    >,
): Promise<boolean> {
  const updated = await trx
    .updateTable('recharges')
    .set(values)
    .where('id', '=', id)
    .where('state', '=', 'under_review')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A member's orders, newest first, keyset-paged by id. */
export function listMemberRecharges(
  db: Executor,
  memberId: number,
  filter: { state?: ReviewState | undefined; beforeId?: number | undefined; limit: number },
): Promise<RechargeWithChannel[]> {
  return withChannelColumns(rechargesWithChannel(db))
    .where('r.member_id', '=', memberId)
    .$if(filter.state !== undefined, (qb) => qb.where('r.state', '=', filter.state ?? 'under_review'))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('r.id', '<', filter.beforeId ?? 0))
    .orderBy('r.id', 'desc')
    .limit(filter.limit)
    .execute();
}

export interface AdminRechargeFilter {
  state?: ReviewState | undefined;
  memberId?: number | undefined;
  channelId?: number | undefined;
  orderNo?: string | undefined;
}

function adminRechargesQuery(db: Executor, filter: AdminRechargeFilter) {
  return rechargesWithChannel(db)
    .$if(filter.state !== undefined, (qb) => qb.where('r.state', '=', filter.state ?? 'under_review'))
    .$if(filter.memberId !== undefined, (qb) => qb.where('r.member_id', '=', filter.memberId ?? 0))
    .$if(filter.channelId !== undefined, (qb) => qb.where('r.channel_id', '=', filter.channelId ?? 0))
    .$if(Boolean(filter.orderNo), (qb) => qb.where('r.order_no', '=', filter.orderNo ?? ''));
}

/** Orders for operators, newest first, one page of `adminPage`. */
export function adminRechargesPage(
  db: Executor,
  filter: AdminRechargeFilter & { page: number; pageSize: number },
) {
  return adminPage(
    adminRechargesQuery(db, filter),
    filter,
    (qb) => withChannelColumns(qb).orderBy('r.id', 'desc'),
    (row): RechargeWithChannel => row,
  );
}

/** What the orders matching the filter credit, in cents. */
export async function adminRechargesCredit(db: Executor, filter: AdminRechargeFilter): Promise<number> {
  const row = await adminRechargesQuery(db, filter)
    .select(sql<number>`coalesce(sum(r.credit_minor), 0)`.as('credit'))
    .executeTakeFirstOrThrow();
  return Number(row.credit);
}

/** A count of orders and the cents they credit (or would credit). */
export interface CountAndCredit {
  count: number;
  amountMinor: number;
}

async function countAndCredit(query: SelectQueryBuilder<DB, 'recharges', object>): Promise<CountAndCredit> {
  const { count, sum } = await countAndSum(query, 'credit_minor');
  return { count, amountMinor: sum };
}

/** Credited orders, all time or resolved in the instants [start, end). */
export function creditedRechargeTotals(
  db: Executor,
  resolvedIn?: { start: string; end: string },
): Promise<CountAndCredit> {
  return countAndCredit(
    db
      .selectFrom('recharges')
      .where('state', '=', 'successful')
      .$if(resolvedIn !== undefined, (qb) =>
        qb
          .where('resolved_at', '>=', resolvedIn?.start ?? '')
          .where('resolved_at', '<', resolvedIn?.end ?? ''),
      ),
  );
}

/** Orders under review of the kinds an operator confirms, at the credit they would make. */
export function pendingManualRechargeTotals(db: Executor): Promise<CountAndCredit> {
  return countAndCredit(
    db
      .selectFrom('recharges')
      .where('state', '=', 'under_review')
      .where('channel_kind', 'in', [...MANUAL_CHANNEL_KINDS]),
  );
}

/** Orders for the CSV export, oldest first. */
export function rechargesForExport(
  db: Executor,
  filter: {
    start: string | null;
    end: string | null;
    memberId?: number;
    state?: ReviewState | undefined;
    channelId?: number | undefined;
    limit: number;
  },
) {
  return db
    .selectFrom('recharges as r')
    .$if(filter.start !== null, (qb) => qb.where('r.created_at', '>=', filter.start ?? ''))
    .$if(filter.end !== null, (qb) => qb.where('r.created_at', '<', filter.end ?? ''))
    .$if(filter.memberId !== undefined, (qb) => qb.where('r.member_id', '=', filter.memberId ?? 0))
    .$if(filter.state !== undefined, (qb) => qb.where('r.state', '=', filter.state ?? 'under_review'))
    .$if(filter.channelId !== undefined, (qb) => qb.where('r.channel_id', '=', filter.channelId ?? 0))
    .select([
      'r.id',
      'r.order_no',
      'r.created_at',
      'r.member_id',
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
    .limit(filter.limit)
    .execute();
}

/** Writes down one verified callback and what it did. */
export async function recordCallback(
  trx: Trx,
  values: { gateway: ChannelKind; orderNo: string; outcome: string; detail: string | null; at: string },
): Promise<void> {
  await trx
    .insertInto('payment_callbacks')
    .values({
      gateway: values.gateway,
      order_no: values.orderNo.slice(0, 64),
      outcome: values.outcome,
      detail: values.detail,
      received_at: values.at,
    })
    .execute();
}
