import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './sqlite-group-commit.js';

interface Tables {
  entries: { id: Generated<number>; label: string };
}

let dir: string;
let file: string;
let db: Kysely<Tables>;

function open(limits?: { maxUnits: number; maxAgeMs: number }): Kysely<Tables> {
  const writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  const reader = new SqliteDatabase(file, { readonly: true });
  return new Kysely<Tables>({ dialect: new GroupCommitSqliteDialect(writer, reader, limits) });
}

/** What another process opening the file would see: only what is committed. */
function committedLabels(): string[] {
  const outsider = new SqliteDatabase(file, { readonly: true });
  try {
    return (outsider.prepare('select label from entries order by id').all() as { label: string }[]).map(
      (row) => row.label,
    );
  } finally {
    outsider.close();
  }
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  file = path.join(dir, 'test.sqlite');
  db = open();
  await sql`create table entries (id integer primary key, label text not null unique)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite group commit', () => {
  it('answers a transaction only once what it wrote is committed', async () => {
    await db.transaction().execute((trx) => trx.insertInto('entries').values({ label: 'a' }).execute());
    expect(committedLabels()).toEqual(['a']);
  });

  it('commits many concurrent transactions together and rolls back only the one that failed', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('entries')
            .values({ label: `unit-${i}` })
            .execute();
          if (i === 7) throw new Error('refused');
          await trx
            .insertInto('entries')
            .values({ label: `unit-${i}-second` })
            .execute();
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const labels = committedLabels();
    expect(labels).toHaveLength(78);
    expect(labels).not.toContain('unit-7');
    expect(labels).toContain('unit-8-second');
  });

  it('keeps the group when one unit breaks a constraint', async () => {
    const results = await Promise.allSettled(
      ['x', 'x', 'y'].map((label) =>
        db.transaction().execute((trx) => trx.insertInto('entries').values({ label }).execute()),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedLabels()).toEqual(['x', 'y']);
  });

  it('commits a write made outside a transaction before answering it', async () => {
    await db.insertInto('entries').values({ label: 'lone' }).execute();
    expect(committedLabels()).toEqual(['lone']);
  });

  it('does not show a running transaction its own writes to lone reads', async () => {
    let seenOutside: number | null = null;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('entries').values({ label: 'pending' }).execute();
      const rows = await db.selectFrom('entries').selectAll().execute();
      seenOutside = rows.length;
    });
    expect(seenOutside).toBe(0);
    expect(await db.selectFrom('entries').selectAll().execute()).toHaveLength(1);
  });

  it('commits a long stream of transactions in several groups', async () => {
    await db.destroy();
    db = open({ maxUnits: 5, maxAgeMs: 1_000 });
    await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        db.transaction().execute((trx) =>
          trx
            .insertInto('entries')
            .values({ label: `s${i}` })
            .execute(),
        ),
      ),
    );
    expect(committedLabels()).toHaveLength(23);
  });

  it('lets two instances on one file take turns without blocking each other', async () => {
    const other = open();
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? db : other).transaction().execute((trx) =>
            trx
              .insertInto('entries')
              .values({ label: `n${i}` })
              .execute(),
          ),
        ),
      );
    } finally {
      await other.destroy();
    }
    expect(committedLabels()).toHaveLength(20);
  });
});
