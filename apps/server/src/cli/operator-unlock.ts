import { parseArgs } from 'node:util';
import pino from 'pino';
import { createServices } from '../app/services.js';
import { openDatabase, openSettingsDatabase } from '../app/runtime.js';
import { loadConfig } from '../platform/config.js';
import { systemClock } from '../platform/clock.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { createConsoleSms } from '../platform/sms/sms-sender.js';

/**
 * `npm run operator:unlock -w @cloudmine/server -- --username alice`: lets a locked-out operator
 * log in again at once, from every address. It bumps the operator's lockout generation in the
 * database, which every failure-counter key carries, so it works whether the running servers keep
 * their counters in Redis or in memory. Exits 1 when there is no such operator.
 */
const { values } = parseArgs({ options: { username: { type: 'string' } } });
if (!values.username) {
  console.error('usage: operator:unlock --username <name>');
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config);
const settingsDb = openSettingsDatabase(config);
let found = false;
try {
  await migrateToLatest(db);
  const services = createServices({
    db,
    settingsDb,
    clock: systemClock,
    sms: createConsoleSms(),
    // Not used: the counters are left to expire, under keys no login asks for any more.
    limiter: createMemoryRateLimiter(),
    log: pino({ level: 'warn' }),
  });
  found = await services.operators.unlock(values.username);
  console.log(found ? `operator ${values.username} unlocked` : `no operator named ${values.username}`);
} finally {
  await settingsDb.destroy();
  await db.destroy();
}
process.exitCode = found ? 0 : 1;
