// The built server's services on the database the environment names, for the benchmark's own
// processes (seeding, settling): migrated, with the development SMS adapter and in-memory limits.
import pino from 'pino';
import { openDatabase, openSettingsDatabase } from '../../apps/server/dist/app/runtime.js';
import { createServices } from '../../apps/server/dist/app/services.js';
import { systemClock } from '../../apps/server/dist/platform/clock.js';
import { loadConfig } from '../../apps/server/dist/platform/config.js';
import { migrateToLatest } from '../../apps/server/dist/platform/db/migrate.js';
import { createMemoryRateLimiter } from '../../apps/server/dist/platform/rate-limit/rate-limiter.js';
import { createConsoleSms } from '../../apps/server/dist/platform/sms/sms-sender.js';

export async function openServices() {
  const config = loadConfig();
  const db = openDatabase(config);
  const settingsDb = openSettingsDatabase(config);
  await migrateToLatest(db);
  const services = createServices({
    db,
    settingsDb,
    clock: systemClock,
    sms: createConsoleSms(),
    limiter: createMemoryRateLimiter(),
    log: pino({ level: 'warn' }),
  });
  return {
    db,
    services,
    async close() {
      await settingsDb.destroy();
      await db.destroy();
    },
  };
}
