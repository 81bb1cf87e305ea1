import pino from 'pino';
import { createServices, type Services } from '../app/services.js';
import { openDatabase, openSettingsDatabase } from '../app/runtime.js';
import { createLocalDiskStore } from '../modules/uploads/index.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig, type Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { createConsoleSms } from '../platform/sms/sms-sender.js';

export interface CliServices {
  db: Database;
  services: Services;
  close: () => Promise<void>;
}

/**
 * The services of a one-off command (and the benchmark's own processes) on the configured database,
 * migrated: the console SMS adapter and in-memory rate limits, which such a command never uses to
 * count anything (a lockout's counters in Redis are left to expire under keys no login asks for).
 */
export async function openCliServices(config: Config = loadConfig()): Promise<CliServices> {
  const db = openDatabase(config);
  const settingsDb = openSettingsDatabase(config);
  const close = async () => {
    await settingsDb.destroy();
    await db.destroy();
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await close();
    throw error;
  }
  const services = createServices({
    db,
    settingsDb,
    clock: systemClock,
    sms: createConsoleSms(),
    limiter: createMemoryRateLimiter(),
    log: pino({ level: 'warn' }),
    // Where the server reads uploads: the demo seed's identity photos and support images land there.
    objectStore: createLocalDiskStore(config.uploadsDir),
  });
  return { db, services, close };
}
