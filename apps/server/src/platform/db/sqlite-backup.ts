import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Online backups of the embedded database (docs/operations.md, Backups). SQLite's backup API copies
 * a consistent snapshot page by page while the server keeps writing: what a transaction committed
 * before the copy finished is in it whole, what came after is not in it at all.
 */
export async function backupSqlite(source: string, destination: string): Promise<void> {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  const db = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial);
  } finally {
    db.close();
  }
  // Appears under its name only when whole: a crash mid-copy leaves no file that looks like a backup.
  fs.renameSync(partial, destination);
}

/** SQLite's own check of a file: empty when it is sound, otherwise what it found. */
export function integrityProblems(file: string): string[] {
  if (!fs.existsSync(file)) return [`${file} does not exist`];
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    db?.close();
  }
}

/**
 * Puts `backup` in place of the database `target`. Refused while the target's write-ahead log exists:
 * a running server keeps one, and a server stopped cleanly removes it.
 */
export function replaceSqlite(backup: string, target: string, options: { force?: boolean } = {}): void {
  const wal = `${target}-wal`;
  if (fs.existsSync(wal) && !options.force) {
    throw new Error(
      `${wal} exists: stop the server first (a server stopped cleanly removes it; after a crash, --force)`,
    );
  }
  const incoming = `${target}.restoring`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(backup, incoming);
  const handle = fs.openSync(incoming, 'r+');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  for (const leftover of [wal, `${target}-shm`]) fs.rmSync(leftover, { force: true });
  fs.renameSync(incoming, target);
}

/** The newest first: `cloudmine-<instant>.sqlite` files in `dir`. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^cloudmine-.+\.sqlite$/.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** A file name that sorts by time: cloudmine-2026-11-23T14-05-00-000Z.sqlite. */
export function backupFileName(at: Date): string {
  return `cloudmine-${at.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** When a backup named by `backupFileName` was taken, or null for another name. */
export function backupTakenAt(file: string): Date | null {
  const match = /^cloudmine-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite$/.exec(
    path.basename(file),
  );
  if (!match) return null;
  const [, date, hours, minutes, seconds, millis] = match;
  return new Date(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
}
