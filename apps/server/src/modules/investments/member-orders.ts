import type { AdminMemberOrder } from '@cloudmine/api';
import { productTexts } from './catalogue.js';

/** The columns every machine order, pledge and fund holding row has, under the same names. */
interface HeldRow {
  id: number;
  texts_json: string;
  term_days: number;
  days_paid: number;
  status: AdminMemberOrder['status'];
  ends_on: AdminMemberOrder['endsOn'];
}

/**
 * One machine order, pledge or fund holding as the console's member page lists it (product in
 * English): the shared columns from the row, the figures each product names its own way given.
 */
export function memberOrderItem(
  kind: AdminMemberOrder['kind'],
  row: HeldRow,
  figures: Pick<
    AdminMemberOrder,
    'productId' | 'quantity' | 'amountMinor' | 'dailyIncomeMinor' | 'incomePaidMinor' | 'createdAt'
  >,
): AdminMemberOrder {
  return {
    ...figures,
    id: row.id,
    kind,
    productName: productTexts(row.texts_json, 'en').name,
    termDays: row.term_days,
    daysPaid: row.days_paid,
    status: row.status,
    endsOn: row.ends_on,
  };
}
