import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedTestClock } from '../../test-support/test-clock.js';
import { createSettingsStore, type SettingsStore } from '../settings/settings.js';
import { sqliteBackupJob } from './backup-job.js';
import { backupSettings } from './backup-settings.js';
import { createDatabase, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { backupTakenAt, integrityProblems, listBackups } from './sqlite-backup.js';

describe('the scheduled backup of the embedded database', () => {
  let dir: string;
  let db: Database;
  const clock = createFixedTestClock();
  let settings: SettingsStore<typeof backupSettings>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-backup-job-'));
    db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'cloudmine.sqlite') });
    await migrateToLatest(db);
    settings = createSettingsStore({ db, catalogue: backupSettings, clock, cacheMs: 0 });
    await settings.set(db, 'backup.keep', 2);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a checked backup once per interval while the database is open, and keeps the newest few', async () => {
    const backups = path.join(dir, 'backups');
    const job = sqliteBackupJob({
      databaseFile: path.join(dir, 'cloudmine.sqlite'),
      dir: backups,
      clock,
      settings,
    });
    expect(await job.run()).toEqual({ written: 1, removed: 0, itemsPaid: 1 });
    expect(await job.run()).toEqual({ written: 0, removed: 0, itemsPaid: 0 });
    clock.advance(23 * 3_600_000);
    expect(await job.run()).toEqual({ written: 0, removed: 0, itemsPaid: 0 });
    clock.advance(3_600_000);
    expect(await job.run()).toEqual({ written: 1, removed: 0, itemsPaid: 1 });
    clock.advance(24 * 3_600_000);
    expect(await job.run()).toEqual({ written: 1, removed: 1, itemsPaid: 1 });
    const kept = listBackups(backups);
    expect(kept.map((file) => backupTakenAt(file)?.toISOString())).toEqual([
      clock.now().toISOString(),
      new Date(clock.now().getTime() - 24 * 3_600_000).toISOString(),
    ]);
    for (const file of kept) expect(integrityProblems(file)).toEqual([]);
    await settings.set(db, 'backup.interval_hours', 0);
    clock.advance(48 * 3_600_000);
    expect(await job.run()).toEqual({ written: 0, removed: 0, itemsPaid: 0 });
  });
});
