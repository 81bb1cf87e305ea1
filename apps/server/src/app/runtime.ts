import path from 'node:path';
import { createPlainCodec } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { createDatabase, reportIdleConnectionErrors, type Database } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createNodeAesGcmCodec } from '../platform/http/node-codec.js';
import { createMemoryReplayStore, createRedisReplayStore } from '../platform/http/replay-store.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { createLogger } from '../platform/logger.js';
import { connectRedis, type RedisClient } from '../platform/redis.js';
import { createScheduler } from '../platform/scheduler.js';
import { createRedisSettingsChannel } from '../platform/settings/settings-channel.js';
import { createRedisSessionChannel } from '../platform/auth/session-channel.js';
import {
  createConsoleSms,
  createHttpSms,
  createOutboxSms,
  type SmsSender,
} from '../platform/sms/sms-sender.js';
import { seedDemo, type DemoCredentials } from '../seed/demo-seed.js';
import { buildApp } from './build-app.js';
import { createServices, type Services } from './services.js';
import { moveLegacyAvatars } from '../modules/accounts/index.js';
import { createLocalDiskStore } from '../modules/uploads/index.js';

export interface Runtime {
  app: FastifyInstance;
  services: Services;
  db: Database;
  demo: DemoCredentials | null;
  announce(url: string): void;
  close(): Promise<void>;
}

function smsSender(config: Config): SmsSender {
  switch (config.sms.adapter) {
    case 'http':
      return createHttpSms({ url: config.sms.httpUrl, token: config.sms.httpToken });
    case 'outbox':
      return createOutboxSms(path.join(config.dataDir, 'sms-outbox.jsonl'));
    case 'console':
      return createConsoleSms();
  }
}

export function openDatabase(config: Config, options: { poolMax?: number } = {}): Database {
  return createDatabase(
    config.database.kind === 'sqlite'
      ? { kind: 'sqlite', file: config.database.file }
      : { kind: 'postgres', url: config.database.url, poolMax: options.poolMax ?? config.database.poolMax },
  );
}

/**
 * Settings are read through their own connections: on SQLite a transaction holds the only write
 * connection, and on PostgreSQL transactions waiting for a settings read could hold every pooled
 * connection. Either way a settings read inside a transaction would wait forever.
 */
export function openSettingsDatabase(config: Config): Database {
  return createDatabase(
    config.database.kind === 'sqlite'
      ? { kind: 'sqlite', file: config.database.file }
      : { kind: 'postgres', url: config.database.url, poolMax: 2 },
  );
}

/** Everything a running node needs, wired from the configuration. */
export async function createRuntime(config: Config, clock: Clock = systemClock): Promise<Runtime> {
  const log = createLogger(config.logLevel);
  reportIdleConnectionErrors((error) => log.warn({ err: error }, 'idle database connection lost'));
  const db = openDatabase(config);
  await migrateToLatest(db);

  let redis: RedisClient | null = null;
  if (config.redisUrl) redis = connectRedis(config.redisUrl);
  const now = () => clock.now().getTime();
  const limiter = redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(now);
  const replay = redis ? createRedisReplayStore(redis) : createMemoryReplayStore(now);

  const settingsDb = openSettingsDatabase(config);
  const settingsChannel = redis
    ? createRedisSettingsChannel(redis, (error) => log.warn({ err: error }, 'settings announcement failed'))
    : null;
  const sessionChannel = redis
    ? createRedisSessionChannel(redis, (error) => log.warn({ err: error }, 'session announcement failed'))
    : null;
  const services = createServices({
    db,
    settingsDb,
    ...(settingsChannel ? { settingsChannel } : {}),
    sessionCacheMs: config.sessionCacheMs,
    ...(sessionChannel ? { sessionChannel } : {}),
    ...(config.database.kind === 'sqlite'
      ? { backups: { databaseFile: config.database.file, dir: path.join(config.dataDir, 'backups') } }
      : {}),
    clock,
    sms: smsSender(config),
    limiter,
    log,
    // The sandbox credits balances without real money: never in production.
    payments: { callbackSecret: config.paymentCallbackSecret, sandbox: config.nodeEnv !== 'production' },
    ...(config.nodeId ? { nodeId: config.nodeId } : {}),
    // Every node must see the same folder (a shared volume or mount: docs/deployment.md).
    objectStore: createLocalDiskStore(config.uploadsDir),
  });
  // Avatars from before uploads move into the upload store once (every node tries; one wins each).
  await moveLegacyAvatars(services);
  const demo = config.demoSeed ? await seedDemo(services) : null;

  const codec = config.envelope.disabled
    ? createPlainCodec()
    : createNodeAesGcmCodec(config.envelope.keyBase64);
  const app = await buildApp({
    services,
    codec,
    replay,
    envelope: config.envelope,
    webDist: config.webDist,
    adminDist: config.adminDist,
    logger: log,
    trustProxy: config.trustProxy,
    requestLimit: { limiter, limits: config.requestLimits },
    production: config.nodeEnv === 'production',
    metrics: config.metrics,
    validateResponses: config.responseValidation,
  });

  const scheduler = createScheduler(services.jobs, app.log);
  if (config.scheduler) scheduler.start();

  return {
    app,
    services,
    db,
    demo,
    announce(url) {
      const lines = [
        ``,
        `  Cloudmine is running at ${url}`,
        `  operator console: ${new URL('admin/', url).href}`,
        `  database: ${config.database.kind}`,
      ];
      if (demo) {
        lines.push(
          `  demo member: phone ${demo.phone}  password ${demo.password}`,
          `  invitation code for new members: ${demo.invitationCode}`,
          `  operator: ${demo.operator.username} / ${demo.operator.password}, TOTP secret ${demo.operator.totpSecret}`,
        );
      }
      if (config.sms.adapter === 'console') lines.push(`  SMS codes are printed here (development adapter)`);
      process.stdout.write(`${lines.join('\n')}\n\n`);
    },
    async close() {
      await app.close();
      await scheduler.stop();
      await db.destroy();
      await settingsDb.destroy();
      await settingsChannel?.close();
      await sessionChannel?.close();
      await redis?.quit();
    },
  };
}
