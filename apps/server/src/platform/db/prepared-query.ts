import type { CompiledQuery } from 'kysely';
import { engineOf, type EngineKind } from './database.js';
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
 * A hot query built and compiled once per engine, then run with each call's arguments: Kysely's
 * builder and compiler cost more CPU than SQLite spends answering a point lookup (profile in
 * bench/README.md). `build` must use its arguments only as bound values (`where(col, '=', arg)`),
 * never to choose the query's shape, since it runs once with placeholders. On PostgreSQL the text
 * also becomes a named prepared statement (statement-names.ts), parsed and planned once per connection.
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
      if (engine === 'postgres') nameStatement(compiled.sql);
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
