import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock.js';
import type { Job } from '../scheduler.js';
import type { SettingsReader } from '../settings/settings.js';
import type { backupSettings } from './backup-settings.js';
import {
  backupFileName,
  backupSqlite,
  backupTakenAt,
  integrityProblems,
  listBackups,
} from './sqlite-backup.js';

const CHECK_EVERY_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * Scheduled backups of the embedded database: when the newest backup is older than the interval, a
 * new one is written (and checked), then the oldest beyond `backup.keep` are deleted.
 */
export function sqliteBackupJob(deps: {
  databaseFile: string;
  dir: string;
  clock: Clock;
  settings: SettingsReader<typeof backupSettings>;
}): Job {
  const { databaseFile, dir, clock, settings } = deps;
  return {
    name: 'sqlite-backup',
    intervalMs: CHECK_EVERY_MS,
    async run() {
      const intervalHours = await settings.get('backup.interval_hours');
      if (intervalHours === 0) return { written: 0, removed: 0, itemsPaid: 0 };
      const now = clock.now();
      const [newest] = listBackups(dir);
      const newestAt = newest ? backupTakenAt(newest) : null;
      if (newestAt && now.getTime() - newestAt.getTime() < intervalHours * HOUR_MS) {
        return { written: 0, removed: 0, itemsPaid: 0 };
      }
      const file = path.join(dir, backupFileName(now));
      await backupSqlite(databaseFile, file);
      const problems = integrityProblems(file);
      if (problems.length > 0) throw new Error(`backup ${file} failed its integrity check: ${problems[0]}`);
      const stale = listBackups(dir).slice(await settings.get('backup.keep'));
      for (const old of stale) fs.rmSync(old, { force: true });
      return { written: 1, removed: stale.length, itemsPaid: 1 };
    },
  };
}
