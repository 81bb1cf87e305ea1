import {
  bytesToBase64,
  createAesGcmCodec,
  createApiClient,
  type ApiClient,
  type EnvelopeCodec,
  type OperatorRole,
  type Transport,
  type WalletKind,
} from '@cloudmine/api';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { createServices, type Services } from '../app/services.js';
import { createLocalDiskStore } from '../modules/uploads/index.js';
import type { PaymentGateway } from '../modules/recharge/payment-gateway.js';
import type { TestClock } from '../platform/clock.js';
import type { EngineKind } from '../platform/db/database.js';
import { createNodeAesGcmCodec } from '../platform/http/node-codec.js';
import {
  createMemoryReplayStore,
  createRedisReplayStore,
  type ReplayStore,
} from '../platform/http/replay-store.js';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../platform/rate-limit/rate-limiter.js';
import type { RequestLimits } from '../platform/rate-limit/request-limit.js';
import type { MetricsAccess } from '../platform/metrics/index.js';
import { connectRedis, type RedisClient } from '../platform/redis.js';
import { createRedisSessionChannel, type SessionChannel } from '../platform/auth/session-channel.js';
import { DEFAULT_SESSION_CACHE_MS } from '../platform/config.js';
import { createRedisSettingsChannel, type SettingsChannel } from '../platform/settings/settings-channel.js';
import { createOutboxSms, type SmsOutbox, type SmsSender } from '../platform/sms/sms-sender.js';
import { createTestDatabase, ENGINES, type TestDatabase } from './engines.js';
import {
  createMember,
  createOperator,
  type MemberOverrides,
  type TestMember,
  type TestOperator,
} from './factories.js';
import { createFixedTestClock } from './test-clock.js';

export const TEST_PAYMENT_SECRET = 'test-payment-callback-secret';
/**
 * The general request limit stays on in tests but out of reach: suites send thousands of calls from
 * one address. Its own tests (request-limit.test.ts) pass small limits.
 */
const UNREACHED_REQUEST_LIMITS: RequestLimits = {
  ipPerMinute: 10_000_000,
  tokenPerMinute: 10_000_000,
};
export const TEST_ENVELOPE_KEY = bytesToBase64(new Uint8Array(32).map((_, i) => (i * 7 + 3) % 256));

export interface TestApp {
  engine: EngineKind;
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  clock: TestClock;
  outbox: SmsOutbox;
  codec: EnvelopeCodec;
  limiter: RateLimiter;
  /** The prefix of this app's keys and channels in Redis (`redis: true`), for a second node. */
  redisPrefix: string | null;
  /** A client as a visitor (no token) from `ip`, as a browser saying `userAgent`. */
  client(options?: { token?: string | null; ip?: string; userAgent?: string }): ApiClient;
  /** A new member (see `createMember`) and a client on its session. */
  newMember(overrides?: MemberOverrides): Promise<TestMember & { client: ApiClient }>;
  /** A new operator of `role` (the owner by default) and a client on its session. */
  newOperator(role?: OperatorRole): Promise<TestOperator & { client: ApiClient }>;
  /** A member's wallet as stored (minor units; points for `points`): what the calls posted to it. */
  balanceOf(memberId: number, wallet?: WalletKind): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  redis?: boolean;
  redisPrefix?: string;
  sms?: SmsSender;
  paymentGateways?: PaymentGateway[];
  requestLimits?: RequestLimits;
  /** Built apps to serve at `/` and `/admin/`, as the runtime does. */
  staticApps?: { webDist: string; adminDist: string };
  /** Answer as NODE_ENV=production does (HSTS); the services stay the test ones. */
  production?: boolean;
  /** How long settings are cached; 0 (the default here) reads them on every use. */
  settingsCacheMs?: number;
  /** Who may read `GET /metrics` (the app's default: loopback, no token). */
  metrics?: MetricsAccess;
  /** false: answers serialised as production does, compiled and unchecked (default: validated). */
  validateResponses?: boolean;
  /**
   * How long member sessions are remembered, by the test clock: the production default (2 s) unless
   * set, so every suite runs with the cache on and a revocation that misses it fails deterministically.
   */
  sessionCacheMs?: number;
}

export function injectTransport(app: FastifyInstance, ip = '127.0.0.1', userAgent?: string): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: userAgent === undefined ? request.headers : { ...request.headers, 'user-agent': userAgent },
      remoteAddress: ip,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * The real app on a real database, with a movable clock and the SMS outbox. With `redis: true` the
 * rate limits and replay store live in the local Redis (TEST_REDIS_URL), as on several nodes; apps
 * given the same `redisPrefix` share them, as nodes of one deployment do.
 */
export async function createTestApp(engine: EngineKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const clock = createFixedTestClock();
  const outbox = createOutboxSms();
  const now = () => clock.now().getTime();
  let redis: RedisClient | null = null;
  let limiter: RateLimiter;
  let replay: ReplayStore;
  let settingsChannel: SettingsChannel | undefined;
  let sessionChannel: SessionChannel | undefined;
  let redisPrefix: string | null = null;
  if (options.redis) {
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    redis = connectRedis(url);
    const prefix = options.redisPrefix ?? `test:${Math.random().toString(36).slice(2)}:`;
    redisPrefix = prefix;
    limiter = createRedisRateLimiter(redis, `${prefix}rl:`);
    replay = createRedisReplayStore(redis, `${prefix}replay:`);
    settingsChannel = createRedisSettingsChannel(redis, () => undefined, `${prefix}settings`);
    sessionChannel = createRedisSessionChannel(redis, () => undefined, `${prefix}sessions`);
    await Promise.all([settingsChannel.ready, sessionChannel.ready]);
  } else {
    limiter = createMemoryRateLimiter(now);
    replay = createMemoryReplayStore(now);
  }
  const settingsDb = database.reopen({ poolMax: 2 });
  // Uploads on a real disk, in a folder of this app's own.
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-uploads-'));
  const services = createServices({
    objectStore: createLocalDiskStore(uploadsDir),
    db: database.db,
    settingsDb,
    clock,
    sms: options.sms ?? outbox,
    limiter,
    log: pino({ level: 'silent' }),
    settingsCacheMs: options.settingsCacheMs ?? 0,
    ...(settingsChannel ? { settingsChannel } : {}),
    sessionCacheMs: options.sessionCacheMs ?? DEFAULT_SESSION_CACHE_MS,
    ...(sessionChannel ? { sessionChannel } : {}),
    sleep: () => Promise.resolve(),
    payments: { callbackSecret: TEST_PAYMENT_SECRET, sandbox: true, gateways: options.paymentGateways ?? [] },
  });
  // The server seals with node:crypto as in production; the test client uses the browser's WebCrypto codec.
  const codec = await createAesGcmCodec(TEST_ENVELOPE_KEY);
  const serverCodec = createNodeAesGcmCodec(TEST_ENVELOPE_KEY);
  const app = await buildApp({
    services,
    codec: serverCodec,
    replay,
    envelope: { keyBase64: TEST_ENVELOPE_KEY, disabled: false },
    requestLimit: { limiter, limits: options.requestLimits ?? UNREACHED_REQUEST_LIMITS },
    ...options.staticApps,
    production: options.production ?? false,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    validateResponses: options.validateResponses ?? true,
  });
  await app.ready();
  const client = ({
    token = null,
    ip = '127.0.0.1',
    userAgent,
  }: { token?: string | null; ip?: string; userAgent?: string } = {}) =>
    createApiClient({ codec, transport: injectTransport(app, ip, userAgent), getToken: () => token, now });
  return {
    engine,
    app,
    services,
    database,
    clock,
    outbox,
    codec,
    limiter,
    redisPrefix,
    client,
    async newMember(overrides) {
      const member = await createMember(services, overrides);
      return { ...member, client: client({ token: member.token }) };
    },
    async newOperator(role) {
      const operator = await createOperator(services, role);
      return { ...operator, client: client({ token: operator.token }) };
    },
    async balanceOf(memberId, wallet = 'balance') {
      const row = await services.db
        .selectFrom('wallets')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('kind', '=', wallet)
        .executeTakeFirstOrThrow();
      return row.balance_minor;
    },
    async close() {
      await app.close();
      await settingsDb.destroy();
      await database.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      await settingsChannel?.close();
      await sessionChannel?.close();
      await redis?.quit();
    },
  };
}

/**
 * The app of a suite on `engine`: built before the suite's first test and closed after its last.
 * Read it only inside hooks and tests; before the suite starts it has nothing to answer with.
 */
export function suiteApp(engine: EngineKind, options: TestAppOptions = {}): TestApp {
  let built: TestApp | null = null;
  const app = (): TestApp => {
    if (!built) throw new Error('the suite app is read before its beforeAll ran');
    return built;
  };
  beforeAll(async () => {
    built = await createTestApp(engine, options);
  });
  afterAll(() => built?.close());
  return {
    get engine() {
      return app().engine;
    },
    get app() {
      return app().app;
    },
    get services() {
      return app().services;
    },
    get database() {
      return app().database;
    },
    get clock() {
      return app().clock;
    },
    get outbox() {
      return app().outbox;
    },
    get codec() {
      return app().codec;
    },
    get limiter() {
      return app().limiter;
    },
    get redisPrefix() {
      return app().redisPrefix;
    },
    client: (options) => app().client(options),
    newMember: (overrides) => app().newMember(overrides),
    newOperator: (role) => app().newOperator(role),
    balanceOf: (memberId, wallet) => app().balanceOf(memberId, wallet),
    close: () => app().close(),
  };
}

type SuiteBody = (t: TestApp, engine: EngineKind) => void;

/**
 * `describe` once on each of ENGINES, as "<title> on <engine>", around a suite app (see suiteApp)
 * that the body's hooks and tests share.
 */
export function describeOnEngines(title: string, body: SuiteBody): void;
export function describeOnEngines(title: string, options: TestAppOptions, body: SuiteBody): void;
export function describeOnEngines(title: string, ...rest: [SuiteBody] | [TestAppOptions, SuiteBody]): void {
  const [options, body] = rest.length === 1 ? [{}, rest[0]] : rest;
  describe.each(ENGINES)(`${title} on %s`, (engine) => body(suiteApp(engine, options), engine));
}
