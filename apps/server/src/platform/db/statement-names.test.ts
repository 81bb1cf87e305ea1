import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test-support/test-app.js';
import { preparedQuery } from './prepared-query.js';
import { statementName } from './statement-names.js';
import type { Executor } from './transaction.js';

const phoneOf = preparedQuery((db: Executor, id: number) =>
  db.selectFrom('members').select('phone').where('id', '=', id),
);
const wholeMember = preparedQuery((db: Executor, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id),
);

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  const t = suiteApp('postgres');

  it('prepares each query built once under its name and runs it with each call’s values', async () => {
    const first = await t.newMember();
    const second = await t.newMember();
    const { db } = t.services;
    const builtOnce = db.selectFrom('members').select('phone').where('id', '=', 0).compile().sql;
    const builtPerCall = db.selectFrom('members').select('id').where('phone', '=', first.phone).compile().sql;

    // One session, so pg_prepared_statements shows what this connection prepared.
    await db.connection().execute(async (session) => {
      expect(await phoneOf(session, first.id)).toEqual([{ phone: first.phone }]);
      expect(await phoneOf(session, second.id)).toEqual([{ phone: second.phone }]);
      await session.selectFrom('members').select('id').where('phone', '=', first.phone).execute();
      expect(await wholeMember(session, first.id)).toMatchObject([{ phone: first.phone }]);

      const { rows } = await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(session);
      const prepared = new Map(rows.map((row) => [row.statement, row.name]));
      expect(prepared.get(builtOnce)).toBe(statementName(builtOnce));
      expect(prepared.has(builtPerCall)).toBe(false);
      // A query answering `*` is not named: a column added by a newer node's migration would change
      // its result, which PostgreSQL refuses for a prepared statement.
      const answersStar = db.selectFrom('members').selectAll().where('id', '=', 0).compile().sql;
      expect(statementName(answersStar)).toBeUndefined();
      expect(prepared.has(answersStar)).toBe(false);
      // Every name on the connection is one given to a query built once.
      for (const row of rows) expect(statementName(row.statement)).toBe(row.name);
    });
  });
});
