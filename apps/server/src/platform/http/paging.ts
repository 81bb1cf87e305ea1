import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../errors.js';

/**
 * Keyset paging for members' lists (newest first): the cursor is the id of the last item shown,
 * opaque to the client. An invalid cursor is a parameter error, never a 500.
 */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^\d{1,15}$/.test(cursor)) throw new AppError('parameter_error');
  return Number(cursor);
}

export function pageFrom<T>(
  items: T[],
  limit: number,
  idOf: (item: T) => number,
): { items: T[]; nextCursor: string | null } {
  const last = items.at(-1);
  return { items, nextCursor: items.length === limit && last !== undefined ? String(idOf(last)) : null };
}

/**
 * One page of an operator list (`adminPageOf` in the contract): counts the rows the filtered query
 * selects, then takes `pageSize` of them from `page`. `query` is the filtered select before any
 * columns are chosen; `select` picks the columns and the order of the page.
 */
export async function adminPage<DB, TB extends keyof DB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, object>,
  input: { page: number; pageSize: number },
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  toItem: (row: Row) => Item | Promise<Item>,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await select(query)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    items: await Promise.all(rows.map(toItem)),
    total: totalOf(counted),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The count row's total (a string on PostgreSQL, a number on SQLite), read without a cast. */
function totalOf(row: unknown): number {
  return typeof row === 'object' && row !== null && 'total' in row ? Number(row.total) : 0;
}

/**
 * One page of a member's list, newest first (keyset by id): decodes the cursor, asks `list` for the
 * items before it and answers them with the next cursor.
 */
export async function memberPage<T extends { id: number }>(
  input: { cursor?: string | undefined; limit: number },
  list: (page: { beforeId: number | undefined; limit: number }) => Promise<T[]>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const items = await list({ beforeId: decodeCursor(input.cursor), limit: input.limit });
  return pageFrom(items, input.limit, (item) => item.id);
}
