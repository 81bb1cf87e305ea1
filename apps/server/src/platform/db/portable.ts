import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { engineOf } from './database.js';

/**
 * Column types that mean the same on SQLite and PostgreSQL. Booleans are 0/1 integers and JSON is
 * text on both engines, so rows read back identically.
 */
export function portable(db: Kysely<unknown>) {
  const pg = engineOf(db) === 'postgres';
  return {
    /** Auto-incrementing primary key. */
    id<T extends string>(table: CreateTableBuilder<T>, name = 'id'): CreateTableBuilder<T> {
      return pg
        ? table.addColumn(name, 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn(name, 'integer', (col) => col.primaryKey().autoIncrement());
    },
    timestamp: pg ? sql`timestamptz` : sql`text`,
    blob: pg ? sql`bytea` : sql`blob`,
    bigint: 'bigint' as const,
    flag: (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0),
  };
}

/**
 * Whether a statement may write in its `WITH` clauses (data-modifying CTEs): PostgreSQL's do, so a
 * chain of writes can be one round trip; SQLite's do not.
 */
export function writesInCtes(db: { getExecutor(): { adapter: unknown } }): boolean {
  return engineOf(db) === 'postgres';
}
