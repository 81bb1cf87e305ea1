import { sql, type RawBuilder } from 'kysely';
import { engineOf } from './database.js';
import type { Executor } from './transaction.js';

/** The PostgreSQL type of a bulk column or parameter; SQLite stores what it is given. */
type BulkType = 'bigint' | 'integer' | 'text' | 'timestamptz';
export type BulkValue = number | string | null;
type BulkColumns = ReadonlyArray<readonly [name: string, type: BulkType]>;

/**
 * Rows handed to the database as one relation `alias(<columns>, ord)`, so that an insert-select or
 * an update-from writes a whole batch in one statement with a handful of parameters, whatever the
 * batch's size: PostgreSQL unnests one typed array per column, SQLite walks one JSON array with
 * `json_each` (converted to its binary JSONB once: reading each row's columns out of text JSON took
 * as long again). `ord` is the row's position (from 0 on SQLite, 1 on PostgreSQL: only its order
 * counts), for inserts that must keep the caller's order.
 */
export function bulkRows(
  executor: Executor,
  alias: string,
  columns: BulkColumns,
  rows: ReadonlyArray<readonly BulkValue[]>,
): RawBuilder<unknown> {
  if (engineOf(executor) === 'postgres') {
    const arrays = columns.map(
      ([, type], index) => sql`cast(${sql.val(rows.map((row) => row[index] ?? null))} as ${sql.raw(type)}[])`,
    );
    const names = [...columns.map(([name]) => sql.id(name)), sql.id('ord')];
    return sql`unnest(${sql.join(arrays)}) with ordinality as ${sql.id(alias)}(${sql.join(names)})`;
  }
  const picks = columns.map(([name], index) => sql`value ->> ${sql.lit(index)} as ${sql.id(name)}`);
  return sql`(select key as ord, ${sql.join(picks)} from json_each(jsonb(${JSON.stringify(rows)}))) as ${sql.id(alias)}`;
}

/**
 * One value for every row of an insert-select: PostgreSQL cannot infer a parameter's type from the
 * column it lands in there, so it is cast; SQLite takes it as it is.
 */
export function bulkConstant(executor: Executor, value: BulkValue, type: BulkType): RawBuilder<unknown> {
  return engineOf(executor) === 'postgres' ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
}

/** `column in (ids)` for a batch of ids: one array parameter on PostgreSQL, a JSON list on SQLite. */
export function inIds(executor: Executor, column: string, ids: readonly number[]): RawBuilder<boolean> {
  return engineOf(executor) === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(cast(${sql.val(ids)} as bigint[]))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/**
 * For an update-from a bulk relation: on PostgreSQL, `and <column> in (ids)` as well, an index path
 * to the rows updated. Its planner cannot see how few rows an unnested array holds and may hash the
 * whole table instead. SQLite already walks the relation and looks each row up by key; the same
 * condition there would scan the relation again for every row. Nothing on SQLite.
 */
export function alsoByIds(executor: Executor, column: string, ids: readonly number[]): RawBuilder<unknown> {
  return engineOf(executor) === 'postgres' ? sql`and ${inIds(executor, column, ids)}` : sql``;
}
