import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, type TableName } from './table-owners.js';

/**
 * The architecture's first rule, kept by a test rather than by review (docs/architecture.md): every
 * table is queried only by its owner's repository files, and route files hold no SQL. Test code
 * (tests, test-support, the hostile and reliability suites) may read any table to check an outcome.
 */
const SOURCE_ROOT = path.resolve(import.meta.dirname, '../..');
const TEST_CODE = /(\.test\.ts$|^test-support\/|^hostile\/|^reliability\/|^platform\/db\/migrations\/)/;
const BUILDER_CALL =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;
const SQL_TEMPLATE = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_]+)/gi;

function isTable(name: string): name is TableName {
  return Object.hasOwn(TABLE_OWNERS, name);
}

/** The tables one source file queries, through Kysely's builder or inside `sql` templates. */
function tablesQueried(source: string): Set<TableName> {
  const found = new Set<TableName>();
  const add = (name: string | undefined) => {
    if (name !== undefined && isTable(name)) found.add(name);
  };
  for (const match of source.matchAll(BUILDER_CALL)) add(match[1]);
  for (const template of source.matchAll(SQL_TEMPLATE)) {
    for (const match of (template[1] ?? '').matchAll(SQL_TABLE)) add(match[1]?.toLowerCase());
  }
  return found;
}

/** Whether `file` (relative to `apps/server/src`) may query `table`. */
function mayQuery(file: string, table: TableName): boolean {
  const owner = TABLE_OWNERS[table];
  if (!file.startsWith(`${owner}/`)) return false;
  // A module's tables are its repositories'; the ledger and platform parts are small enough to be one.
  return owner.startsWith('modules/') ? file.endsWith('-repository.ts') : true;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SOURCE_ROOT, full)] : [];
  });
}

const appFiles = sourceFiles(SOURCE_ROOT).filter((file) => !TEST_CODE.test(file));
const read = (file: string) => fs.readFileSync(path.join(SOURCE_ROOT, file), 'utf8');

describe('table ownership', () => {
  it('finds the tables a file queries, by builder and in raw SQL', () => {
    const source = [
      "db.selectFrom('members as m').innerJoin('wallets as w', 'w.member_id', 'm.id')",
      'sql`(select count(*) from ledger_entries le join bank_cards c on true)`',
      '// prose that mentions updates from withdrawals is not a query',
    ].join('\n');
    expect([...tablesQueried(source)].sort()).toEqual(['bank_cards', 'ledger_entries', 'members', 'wallets']);
  });

  it('lets only the owner’s repository files query a module’s table', () => {
    expect(mayQuery('modules/accounts/members-repository.ts', 'members')).toBe(true);
    expect(mayQuery('modules/accounts/accounts-service.ts', 'members')).toBe(false);
    expect(mayQuery('modules/team/team-repository.ts', 'members')).toBe(false);
    expect(mayQuery('ledger/reconcile.ts', 'wallets')).toBe(true);
    expect(mayQuery('modules/withdrawals/withdrawals-repository.ts', 'wallets')).toBe(false);
  });

  it('holds the whole server to it', () => {
    const strays = appFiles.flatMap((file) =>
      [...tablesQueried(read(file))]
        .filter((table) => !mayQuery(file, table))
        .map((table) => `${file} queries ${table} (owner: ${TABLE_OWNERS[table]})`),
    );
    expect(strays).toEqual([]);
  });

  it('keeps SQL out of route files', () => {
    const routesWithSql = appFiles
      .filter((file) => file.endsWith('-routes.ts'))
      .filter((file) =>
        /\bsql(?:<[^`]*?>)?`|\.(?:selectFrom|insertInto|updateTable|deleteFrom)\(/.test(read(file)),
      );
    expect(routesWithSql).toEqual([]);
  });
});
