import type { CatalogueTexts, ErrorKey } from '@cloudmine/api';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { AuditRecord } from '../../platform/http/audit-record.js';
import { storedImages, storedTexts } from './catalogue.js';

/**
 * The one catalogue mechanism of the three earning products (mining machines, pledge products and
 * funds). What is the same is here: texts and images stored alike, the VIP level and on-sale switch,
 * one create-or-change with its audit entry. What differs stays with each product, explicit: its own
 * columns and limits (`columns`), checks that need the database (`check`), and its console view.
 */

/** The columns every earning product stores alike. */
export interface SharedColumns {
  texts_json: string;
  image_urls_json: string;
  required_vip_level: number;
  on_sale: number;
  updated_at: string;
}

/** What an operator sends for every earning product. */
export type CatalogueInput = CatalogueTexts & {
  id?: number | undefined;
  imageUrls: string[];
  requiredVipLevel: number;
  onSale: boolean;
  reason?: string | null | undefined;
};

/** Where one product kind keeps its rows: its owner's repository functions. */
export interface CatalogueStore<Row extends { id: number }, Columns> {
  find(executor: Executor, id: number): Promise<Row | undefined>;
  insert(trx: Trx, values: Columns & SharedColumns & { created_at: string }): Promise<Row>;
  update(trx: Trx, id: number, values: Columns & SharedColumns): Promise<Row>;
}

export interface ProductKind<Row extends { id: number }, Columns, Input extends CatalogueInput, Item> {
  store: CatalogueStore<Row, Columns>;
  /** `mall.product` audits as `mall.product.create` / `mall.product.update`. */
  audit: { action: string; targetKind: string };
  /** The refusal for an `id` that names no product of this kind. */
  notFound: ErrorKey;
  /** This kind's own columns from the operator's input; refuses limits that contradict each other. */
  columns(input: Input): Columns;
  /** Checks that need the database, before anything is written. */
  check?(trx: Trx, input: Input): Promise<void>;
  /** The console's view of a row. */
  toAdmin(executor: Executor, row: Row): Item | Promise<Item>;
}

/** Creates a product, or changes one (with `id`), and says what changed for the audit log. */
export async function saveProduct<Row extends { id: number }, Columns, Input extends CatalogueInput, Item>(
  trx: Trx,
  kind: ProductKind<Row, Columns, Input, Item>,
  input: Input,
  now: Date,
): Promise<{ data: Item; audit: AuditRecord }> {
  const values: Columns & SharedColumns = {
    ...kind.columns(input),
    texts_json: storedTexts(input),
    image_urls_json: storedImages(input.imageUrls),
    required_vip_level: input.requiredVipLevel,
    on_sale: input.onSale ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await kind.check?.(trx, input);
  const before = input.id === undefined ? undefined : await kind.store.find(trx, input.id);
  if (input.id !== undefined && !before) throw new AppError(kind.notFound);
  const row = before
    ? await kind.store.update(trx, before.id, values)
    : await kind.store.insert(trx, { ...values, created_at: now.toISOString() });
  const data = await kind.toAdmin(trx, row);
  return {
    data,
    audit: {
      action: `${kind.audit.action}.${before ? 'update' : 'create'}`,
      targetKind: kind.audit.targetKind,
      targetId: row.id,
      ...(before ? { before: await kind.toAdmin(trx, before) } : {}),
      after: data,
      reason: input.reason,
    },
  };
}
