import { sql } from 'kysely';
import { alsoByIds, bulkConstant, bulkRows, inIds } from '../../platform/db/bulk-rows.js';
import type { Database } from '../../platform/db/database.js';
import { forUpdate, type Trx } from '../../platform/db/transaction.js';
import type { AnyTermTables } from './term-tables.js';

/** An earning item's row as stored: read as it is, checked before anything is paid on it. */
export interface StoredTermItem {
  id: number;
  memberId: number;
  daily: number;
  termDays: number;
  daysPaid: number;
  paid: number;
  nextDate: string | null;
  principal: number;
}

/** Where the next page of due items starts: items are listed by next date, then id. */
export interface DueKey {
  nextDate: string;
  id: number;
}

export interface PayoutRow {
  itemId: number;
  memberId: number;
  date: string;
  amountMinor: number;
  principalMinor: number;
}

export interface ItemFigures {
  id: number;
  daysPaid: number;
  paidMinor: number;
  nextDate: string | null;
  done: boolean;
}

/** The set-based reads and writes of one product's daily settlement, one statement each. */
export interface TermStore {
  readonly itemKind: string;
  /** Keys of items earning with an income due by `today`, after `after`, in key order. */
  listDue(db: Database, today: string, after: DueKey | null, limit: number): Promise<DueKey[]>;
  /** Those of `ids` still due by `today`, rows locked for the transaction, by id. */
  lockDue(trx: Trx, ids: readonly number[], today: string): Promise<StoredTermItem[]>;
  /** Inserts the payout rows; a row whose (item, date) exists already is skipped. Answers those inserted. */
  insertPayouts(
    trx: Trx,
    rows: readonly PayoutRow[],
    paidAt: string,
  ): Promise<Array<{ id: number; itemId: number; date: string }>>;
  /** Writes each item's new figures; a `done` item leaves the earning status. */
  updateItems(trx: Trx, figures: readonly ItemFigures[], at: string): Promise<void>;
}

/** The one settlement store of machines, pledges and funds, over a product's column map. */
export function termStore(map: AnyTermTables): TermStore {
  const items = sql.table(map.items.table);
  const payouts = sql.table(map.payouts.table);
  const { earning } = map.items;
  const daily = sql.ref(map.items.daily);
  const paid = sql.ref(map.items.paid);
  const next = sql.ref(map.items.nextDate);
  const principal = map.items.principal === null ? sql`0` : sql.ref(map.items.principal);

  return {
    itemKind: map.itemKind,

    async listDue(db, today, after, limit) {
      const from = after === null ? sql`` : sql`and (${next}, id) > (${after.nextDate}, ${after.id})`;
      const rows = await sql<{ id: number; next_date: string }>`
        select id, ${next} as next_date from ${items}
        where status = ${earning} and ${next} <= ${today} ${from}
        order by ${next}, id limit ${limit}`.execute(db);
      return rows.rows.map((row) => ({ id: Number(row.id), nextDate: row.next_date }));
    },

    async lockDue(trx, ids, today) {
      if (ids.length === 0) return [];
      // Found by id alone, so the plan is a primary-key lookup per id on both engines whatever the
      // statistics say; whether each still earns and is due is checked on the rows read.
      const query = trx
        .selectFrom(sql`${items}`.as('i'))
        .select([
          sql<number>`id`.as('id'),
          sql<number>`member_id`.as('memberId'),
          sql<string>`status`.as('status'),
          sql<number>`${daily}`.as('daily'),
          sql<number>`term_days`.as('termDays'),
          sql<number>`days_paid`.as('daysPaid'),
          sql<number>`${paid}`.as('paid'),
          sql<string | null>`${next}`.as('nextDate'),
          sql<number>`${principal}`.as('principal'),
        ])
        .where(inIds(trx, 'id', ids))
        .orderBy(sql`id`);
      const rows = await forUpdate(trx, query).execute();
      return rows
        .filter((row) => row.status === earning && row.nextDate !== null && row.nextDate <= today)
        .map(({ status: _status, ...row }) => ({
          ...row,
          id: Number(row.id),
          memberId: Number(row.memberId),
          daily: Number(row.daily),
          paid: Number(row.paid),
          principal: Number(row.principal),
        }));
    },

    async insertPayouts(trx, rows, paidAt) {
      if (rows.length === 0) return [];
      const withPrincipal = map.payouts.principal;
      const relation = bulkRows(
        trx,
        'r',
        [
          ['item_id', 'bigint'],
          ['member_id', 'bigint'],
          ['date', 'text'],
          ['amount', 'bigint'],
          ['principal', 'bigint'],
        ],
        rows.map((row) => [row.itemId, row.memberId, row.date, row.amountMinor, row.principalMinor]),
      );
      const item = sql.ref(map.payouts.item);
      const date = sql.ref(map.payouts.date);
      const inserted = await sql<{ id: number; item_id: number; date: string }>`
        insert into ${payouts} (${item}, member_id, ${date}, amount_minor, ${withPrincipal ? sql`principal_minor, ` : sql``}paid_at)
        select r.item_id, r.member_id, r.date, r.amount, ${withPrincipal ? sql`r.principal, ` : sql``}${bulkConstant(trx, paidAt, 'timestamptz')}
        from ${relation} where true order by r.ord
        on conflict (${item}, ${date}) do nothing
        returning id, ${item} as item_id, ${date} as date`.execute(trx);
      return inserted.rows.map((row) => ({
        id: Number(row.id),
        itemId: Number(row.item_id),
        date: row.date,
      }));
    },

    async updateItems(trx, figures, at) {
      if (figures.length === 0) return;
      const relation = bulkRows(
        trx,
        'f',
        [
          ['id', 'bigint'],
          ['days_paid', 'integer'],
          ['paid', 'bigint'],
          ['next_date', 'text'],
          ['status', 'text'],
          ['completed_at', 'timestamptz'],
        ],
        figures.map((figure) => [
          figure.id,
          figure.daysPaid,
          figure.paidMinor,
          figure.nextDate,
          figure.done ? 'completed' : earning,
          figure.done ? at : null,
        ]),
      );
      const completedAt =
        map.items.completedAt === null ? sql`` : sql`, ${sql.ref(map.items.completedAt)} = f.completed_at`;
      await sql`
        update ${items} set days_paid = f.days_paid, ${paid} = f.paid, ${next} = f.next_date,
          status = f.status${completedAt}
        from ${relation}
        where ${items}.id = f.id ${alsoByIds(
          trx,
          `${map.items.table}.id`,
          figures.map((figure) => figure.id),
        )}`.execute(trx);
    },
  };
}
