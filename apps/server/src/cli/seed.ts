import pino from 'pino';
import { createServices } from '../app/services.js';
import { openDatabase, openSettingsDatabase } from '../app/runtime.js';
import { loadConfig } from '../platform/config.js';
import { systemClock } from '../platform/clock.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { createConsoleSms } from '../platform/sms/sms-sender.js';
import { seedDemo } from '../seed/demo-seed.js';

/** `npm run seed -w @cloudmine/server`: loads the demo data into an empty database (development). */
const config = loadConfig();
if (config.nodeEnv === 'production') {
  console.error('refusing to seed demo members with known passwords in production');
  process.exit(1);
}
const db = openDatabase(config);
const settingsDb = openSettingsDatabase(config);
try {
  await migrateToLatest(db);
  const services = createServices({
    db,
    settingsDb,
    clock: systemClock,
    sms: createConsoleSms(),
    limiter: createMemoryRateLimiter(),
    log: pino({ level: 'warn' }),
  });
  const demo = await seedDemo(services);
  console.log(`demo member ${demo.phone} / ${demo.password}, invitation code ${demo.invitationCode}`);
} finally {
  await settingsDb.destroy();
  await db.destroy();
}
