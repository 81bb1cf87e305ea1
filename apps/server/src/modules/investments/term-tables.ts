import type { EarningHolding } from '@cloudmine/api';
import type { DB } from '../../platform/db/schema.js';

type ColumnOf<Table extends keyof DB> = keyof DB[Table] & string;

/**
 * Where one product keeps what members hold and earn (machine orders, pledges, fund holdings), and
 * what each day pays: the owner's column map, declared in its repository. The columns the three
 * share under one name (`id`, `member_id`, `term_days`, `days_paid`, `status`, `ends_on`; on the
 * products `id`, `texts_json`; on the payouts `member_id`, `amount_minor`, `paid_at`) are not
 * repeated; what differs is named here.
 */
interface TableMap<
  Items extends keyof DB,
  ItemColumn extends string,
  Payouts extends keyof DB,
  PayoutColumn extends string,
  Products extends keyof DB,
> {
  /** The kind the member's earnings view and the console's member page show. */
  kind: EarningHolding['kind'];
  /** What one item is called in a job's failure record (`mining_order`, `pledge`, `fund_holding`). */
  itemKind: string;
  items: {
    table: Items;
    /** The status while the item earns (`running` for machines, `active` for the others). */
    earning: string;
    /** The product the item is of. */
    product: ItemColumn;
    /** What the member put in: paid for the machines, the principal pledged, the amount invested. */
    amount: ItemColumn;
    /** Machines bought in the order; pledges and holdings are one each. */
    quantity: ItemColumn | null;
    daily: ItemColumn;
    paid: ItemColumn;
    nextDate: ItemColumn;
    /** What comes back with the last day (pledged principal, amount invested); none for machines. */
    principal: ItemColumn | null;
    /** When the member bought, pledged or invested. */
    openedAt: ItemColumn;
    /** Stamped when the term is paid in full; machines keep no such instant. */
    completedAt: ItemColumn | null;
  };
  products: Products;
  payouts: {
    table: Payouts;
    /** The column naming the item, unique with `date`: one payout per item and business day. */
    item: PayoutColumn;
    date: PayoutColumn;
    /** Whether a payout row records the principal returned with it. */
    principal: boolean;
  };
}

/** One product's map, its column names checked against its tables. */
export type TermTables<
  Items extends keyof DB,
  Payouts extends keyof DB,
  Products extends keyof DB,
> = TableMap<Items, ColumnOf<Items>, Payouts, ColumnOf<Payouts>, Products>;

/** Any product's map, for the shared code, which only reads names from it. */
export type AnyTermTables = TableMap<keyof DB, string, keyof DB, string, keyof DB>;
