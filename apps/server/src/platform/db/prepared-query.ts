import type { CompiledQuery, Insertable, Selectable } from 'kysely';
import { engineOf, type EngineKind } from './database.js';
import type { DB } from './schema.js';
import { nameStatement } from './statement-names.js';
import type { Executor } from './transaction.js';

/** Stands for the i-th argument while the query is built once; replaced by the value at each run. */
class Slot {
  constructor(readonly index: number) {}
}

interface Plan {
  compiled: CompiledQuery;
  /** Per compiled parameter: the argument it takes, or the constant it was built with. */
  parameters: Array<Slot | { constant: unknown }>;
}

/**
 * Whether the query answers `*` (`selectAll`, `returningAll`): its columns are then the table's of the
 * moment, and PostgreSQL refuses to run a prepared statement whose result changed ("cached plan must
 * not change result type") once a newer node's migration adds a column, so such a query stays unnamed.
 */
function answersEveryColumn(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if ('kind' in node && node.kind === 'SelectAllNode') return true;
  return Object.values(node).some(answersEveryColumn);
}

/**
 * A hot query built and compiled once per engine, then run with each call's arguments: Kysely's
 * builder and compiler cost more CPU than SQLite spends answering a point lookup (profile in
 * bench/README.md). `build` must use its arguments only as bound values (`where(col, '=', arg)`),
 * never to choose the query's shape, since it runs once with placeholders. On PostgreSQL the text
 * also becomes a named prepared statement (statement-names.ts), parsed and planned once per connection,
 * unless it answers `*` (see answersEveryColumn).
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Executor, ...args: Args) => { compile(): CompiledQuery<Row> },
): (db: Executor, ...args: Args) => Promise<Row[]> {
  const plans = new Map<EngineKind, Plan>();

  function planFor(db: Executor, arity: number): Plan {
    const engine = engineOf(db);
    let plan = plans.get(engine);
    if (!plan) {
      const slots = Array.from({ length: arity }, (_, index) => new Slot(index)) as Args;
      const compiled = build(db, ...slots).compile();
      plan = {
        compiled,
        parameters: compiled.parameters.map((value) => (value instanceof Slot ? value : { constant: value })),
      };
      plans.set(engine, plan);
      if (engine === 'postgres' && !answersEveryColumn(compiled.query)) nameStatement(compiled.sql);
    }
    return plan;
  }

  return async (db, ...args) => {
    const plan = planFor(db, args.length);
    const parameters = plan.parameters.map((parameter) =>
      parameter instanceof Slot ? args[parameter.index] : parameter.constant,
    );
    const result = await db.executeQuery<Row>({ ...plan.compiled, parameters });
    return result.rows;
  };
}

/**
 * `preparedQuery` for inserting a whole row into `table` and answering it (`columns`: every column
 * of the table, `everyColumn`): built once per engine and set of columns written (each call site
 * passes the same ones), then run with each row's values.
 */
export function preparedRowInsert<T extends keyof DB>(
  table: T,
  columns: ReadonlyArray<keyof DB[T] & string>,
) {
  const queries = new Map<string, (db: Executor, ...values: unknown[]) => Promise<Selectable<DB[T]>[]>>();
  return async (db: Executor, row: Insertable<DB[T]>): Promise<Selectable<DB[T]>> => {
    // A column left undefined is not written (as Kysely's own insert leaves it out).
    const entries = Object.entries(row).filter(([, value]) => value !== undefined);
    const written = entries.map(([column]) => column);
    const key = written.join(',');
    let query = queries.get(key);
    if (!query) {
      query = preparedQuery(
        (builder: Executor, ...values: unknown[]) =>
          builder
            .insertInto(table)
            .values(
              Object.fromEntries(written.map((column, index) => [column, values[index]])) as Insertable<
                DB[T]
              >,
            )
            .returning(columns as never) as unknown as { compile(): CompiledQuery<Selectable<DB[T]>> },
      );
      queries.set(key, query);
    }
    const values: unknown[] = entries.map(([, value]) => value);
    const [inserted] = await query(db, ...values);
    if (!inserted) throw new Error(`insert into ${table} answered no row`);
    return inserted;
  };
}
