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
