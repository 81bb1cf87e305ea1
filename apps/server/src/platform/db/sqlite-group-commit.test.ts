import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe } from 'vitest';
import { groupCommitContract, type EntriesTable } from '../../test-support/group-commit-contract.js';
import { GroupCommitSqliteDialect } from './sqlite-group-commit.js';

let dir: string;
let file: string;
let db: Kysely<EntriesTable>;
const opened: Kysely<EntriesTable>[] = [];

function open(limits?: { maxUnits: number }): Kysely<EntriesTable> {
  const writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  const reader = new SqliteDatabase(file, { readonly: true });
  const dialect = new GroupCommitSqliteDialect(writer, reader, limits && { ...limits, maxAgeMs: 1_000 });
  const instance = new Kysely<EntriesTable>({ dialect });
  opened.push(instance);
  return instance;
}

/** What another process opening the file would see: only what is committed. */
function committedLabels(): Promise<string[]> {
  const outsider = new SqliteDatabase(file, { readonly: true });
  try {
    const rows = outsider.prepare('select label from entries order by id').all() as { label: string }[];
    return Promise.resolve(rows.map((row) => row.label));
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
  await Promise.all(opened.splice(0).map((instance) => instance.destroy()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite group commit', () => {
  groupCommitContract(() => ({ db, open, committed: committedLabels }));
});
