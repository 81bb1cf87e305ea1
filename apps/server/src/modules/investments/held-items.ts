import {
  rateDailyIncome,
  toMinor,
  ZERO,
  type AdminMemberOrder,
  type EarningHolding,
  type Language,
  type Minor,
} from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';
import { adminPage } from '../../platform/http/paging.js';
import { productTexts } from './catalogue.js';
import type { NewHolding } from './term-holdings.js';
import type { TermTables } from './term-tables.js';

/** A running machine, pledge or fund holding as the earnings view shows it, before its next payment time. */
export type RunningHolding = Omit<EarningHolding, 'nextPaymentAt'> & { nextDate: string | null };

type PageInput = { page: number; pageSize: number };

/**
 * What members hold of one product, read and written through its column map: the member's running
 * items (the earnings view), the console's member page, the member's own list, and (pledges and
 * funds) a new holding at a daily rate. Each product's repository builds its own.
 */
export function heldItems<Items extends keyof DB, Payouts extends keyof DB, Products extends keyof DB>(
  map: TermTables<Items, Payouts, Products>,
) {
  const { items } = map;
  const column = (name: string) => sql.ref(`i.${name}`);
  const ofMember = (db: Executor, memberId: number) =>
    db
      .selectFrom(sql<Selectable<DB[Items]>>`${sql.table(items.table)}`.as('i'))
      .innerJoin(sql<{ id: number; texts_json: string }>`${sql.table(map.products)}`.as('p'), (join) =>
        join.on(sql<boolean>`p.id = ${column(items.product)}`),
      )
      .where(sql<number>`i.member_id`, '=', memberId);
  // The figures all three keep, under one name whatever the product calls them.
  const figures = [
    sql<number>`i.id`.as('id'),
    sql<number>`${column(items.product)}`.as('productId'),
    sql<string>`p.texts_json`.as('textsJson'),
    sql<number>`${items.quantity === null ? sql`1` : column(items.quantity)}`.as('quantity'),
    sql<Minor>`${column(items.amount)}`.as('amountMinor'),
    sql<Minor>`${column(items.daily)}`.as('dailyIncomeMinor'),
    sql<number>`i.term_days`.as('termDays'),
    sql<number>`i.days_paid`.as('daysPaid'),
    sql<Minor>`${column(items.paid)}`.as('incomePaidMinor'),
    sql<string | null>`${column(items.nextDate)}`.as('nextDate'),
    sql<string | null>`i.ends_on`.as('endsOn'),
    sql<string>`i.status`.as('status'),
    sql<string>`${column(items.openedAt)}`.as('openedAt'),
  ];

  return {
    /** The member's items still earning, oldest first, with their progress through the term. */
    running: async (db: Executor, memberId: number, language: Language): Promise<RunningHolding[]> => {
      const rows = await ofMember(db, memberId)
        .select(figures)
        .where(sql<string>`i.status`, '=', items.earning)
        .orderBy(sql`i.id`)
        .execute();
      return rows.map((row) => ({
        kind: map.kind,
        id: row.id,
        productName: productTexts(row.textsJson, language).name,
        amountMinor: row.amountMinor,
        quantity: row.quantity,
        dailyIncomeMinor: row.dailyIncomeMinor,
        termDays: row.termDays,
        daysPaid: row.daysPaid,
        incomePaidMinor: row.incomePaidMinor,
        nextDate: row.nextDate,
        endsOn: row.endsOn,
      }));
    },

    /** The member's items for the console's member page (product in English), newest first. */
    memberPage: (db: Executor, memberId: number, input: PageInput) =>
      adminPage(
        ofMember(db, memberId),
        input,
        (query) => query.select(figures).orderBy(sql`i.id`, 'desc'),
        (row): AdminMemberOrder => ({
          kind: map.kind,
          id: row.id,
          productId: row.productId,
          productName: productTexts(row.textsJson, 'en').name,
          quantity: row.quantity,
          amountMinor: row.amountMinor,
          dailyIncomeMinor: row.dailyIncomeMinor,
          termDays: row.termDays,
          daysPaid: row.daysPaid,
          incomePaidMinor: row.incomePaidMinor,
          status: row.status,
          createdAt: row.openedAt,
          endsOn: row.endsOn,
        }),
      ),

    /** The member's items as stored, with their product's texts, newest first, keyset-paged by id. */
    memberList: (
      db: Executor,
      memberId: number,
      filter: { status?: string | undefined; beforeId?: number | undefined; limit: number },
    ) =>
      ofMember(db, memberId)
        .selectAll('i')
        .select('p.texts_json')
        .$if(filter.status !== undefined, (qb) => qb.where(sql<string>`i.status`, '=', filter.status ?? ''))
        .$if(filter.beforeId !== undefined, (qb) => qb.where(sql<number>`i.id`, '<', filter.beforeId ?? 0))
        .orderBy(sql`i.id`, 'desc')
        .limit(filter.limit)
        .execute(),

    /**
     * One of the member's items with the days paid on it ("where is my income"): when it opened,
     * its term's last day, and each payout by date; nothing when the item is not theirs.
     */
    payoutDays: async (db: Executor, memberId: number, itemId: number) => {
      const item = await db
        .selectFrom(sql<Selectable<DB[Items]>>`${sql.table(items.table)}`.as('i'))
        .select([
          sql<string>`${column(items.openedAt)}`.as('openedAt'),
          sql<string | null>`i.ends_on`.as('endsOn'),
        ])
        .where(sql<number>`i.id`, '=', itemId)
        .where(sql<number>`i.member_id`, '=', memberId)
        .executeTakeFirst();
      if (!item) return undefined;
      const { payouts } = map;
      const rows = await sql<{ date: string; amount_minor: Minor; paid_at: string }>`
        select ${sql.ref(payouts.date)} as date, amount_minor, paid_at from ${sql.table(payouts.table)}
        where ${sql.ref(payouts.item)} = ${itemId} order by ${sql.ref(payouts.date)}`.execute(db);
      return {
        openedAt: item.openedAt,
        endsOn: item.endsOn,
        payouts: rows.rows.map((row) => ({
          date: row.date,
          amountMinor: toMinor(Number(row.amount_minor)),
          paidAt: new Date(row.paid_at).toISOString(),
        })),
      };
    },

    /**
     * Opens a holding of `amount` earning `dailyRateBps` of it every business day of the term (a
     * pledge, a fund holding): the product's own checks have passed; what is stored is the same.
     */
    openAtRate: async (trx: Trx, holding: NewHolding): Promise<Selectable<DB[Items]>> => {
      invariant(items.completedAt !== null, `${map.kind} items do not earn at a rate`);
      const values: Array<[string, unknown]> = [
        ['member_id', holding.memberId],
        [items.product, holding.productId],
        [items.amount, holding.amount],
        ['daily_rate_bps', holding.dailyRateBps],
        [items.daily, rateDailyIncome(holding.amount, holding.dailyRateBps)],
        ['term_days', holding.termDays],
        ['status', items.earning],
        [items.openedAt, holding.at.toISOString()],
        [items.nextDate, holding.schedule.firstIncomeDate],
        ['ends_on', holding.schedule.endsOn],
        ['days_paid', 0],
        [items.paid, ZERO],
        [items.completedAt, null],
      ];
      const inserted = await sql<Selectable<DB[Items]>>`
        insert into ${sql.table(items.table)} (${sql.join(values.map(([name]) => sql.id(name)))})
        values (${sql.join(values.map(([, value]) => value))})
        returning *`.execute(trx);
      const [row] = inserted.rows;
      invariant(row, `the ${map.kind} was inserted`);
      return row;
    },
  };
}
