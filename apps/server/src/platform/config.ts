import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOOPBACK, parseCidr } from './metrics/index.js';

/**
 * Process configuration from environment variables, validated once at start. Business values
 * (minimums, rates, windows…) are not here: they are operator settings in the database.
 */

/** Development-only defaults. Production refuses to start with any of them. */
export const DEV_ENVELOPE_KEY = 'ZGV2LW9ubHktZW52ZWxvcGUta2V5LWNoYW5nZS1tZSE='; // "dev-only-envelope-key-change-me!"
export const DEV_PAYMENT_SECRET = 'dev-only-payment-callback-secret';
export const DEV_METRICS_TOKEN = 'dev-only-metrics-token';
/** How long a member's session lookup is remembered by default (docs/decisions.md, Session cache). */
export const DEFAULT_SESSION_CACHE_MS = 2_000;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverRoot, '../..');

const flag = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  UPLOADS_DIR: z.string().default(''),
  DATABASE_URL: z.string().default(''),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().default(''),
  ENVELOPE_KEY: z.string().default(DEV_ENVELOPE_KEY),
  ENVELOPE_DISABLED: flag.default(false),
  PAYMENT_CALLBACK_SECRET: z.string().default(DEV_PAYMENT_SECRET),
  SMS_ADAPTER: z.enum(['console', 'http', 'outbox']).default('console'),
  SMS_HTTP_URL: z.string().default(''),
  SMS_HTTP_TOKEN: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(1_200),
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(600),
  DEMO_SEED: flag.optional(),
  SCHEDULER: flag.default(true),
  NODE_ID: z.string().max(64).default(''),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  METRICS_ALLOW: z
    .string()
    .default(LOOPBACK.join(','))
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine(
      (blocks) => blocks.every((block) => parseCidr(block) !== null),
      'a comma-separated list of CIDR blocks',
    ),
  METRICS_TOKEN: z.string().default(DEV_METRICS_TOKEN),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_SESSION_CACHE_MS),
  RESPONSE_VALIDATION: flag.optional(),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files live: one folder every app node reads and writes (docs/deployment.md). */
  uploadsDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax: number };
  redisUrl: string | null;
  envelope: { keyBase64: string; disabled: boolean };
  paymentCallbackSecret: string;
  sms: { adapter: 'console' | 'http' | 'outbox'; httpUrl: string; httpToken: string };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** The general request limit in front of every call (platform/rate-limit/request-limit.ts). */
  requestLimits: { ipPerMinute: number; tokenPerMinute: number };
  demoSeed: boolean;
  scheduler: boolean;
  /** This node's name in the job-run records; empty: host name and process id. */
  nodeId: string;
  webDist: string;
  adminDist: string;
  /** Who may read `GET /metrics`: CIDR blocks called from directly, or a bearer token (empty: none). */
  metrics: { allow: string[]; token: string };
  /** How long a member's session lookup is reused (0: never); revocations end it at once. */
  sessionCacheMs: number;
  /** Validate every answer against its zod schema (tests, development) or serialise it compiled (production). */
  responseValidation: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'sqlite', file: path.join(dataDir, 'cloudmine.sqlite') },
    redisUrl: e.REDIS_URL || null,
    envelope: { keyBase64: e.ENVELOPE_KEY, disabled: e.ENVELOPE_DISABLED },
    paymentCallbackSecret: e.PAYMENT_CALLBACK_SECRET,
    sms: { adapter: e.SMS_ADAPTER, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestLimits: { ipPerMinute: e.RATE_LIMIT_IP_PER_MINUTE, tokenPerMinute: e.RATE_LIMIT_TOKEN_PER_MINUTE },
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV === 'development',
    scheduler: e.SCHEDULER,
    nodeId: e.NODE_ID,
    webDist: path.resolve(e.WEB_DIST),
    adminDist: path.resolve(e.ADMIN_DIST),
    metrics: { allow: e.METRICS_ALLOW, token: e.METRICS_TOKEN },
    sessionCacheMs: e.SESSION_CACHE_MS,
    responseValidation: e.RESPONSE_VALIDATION ?? e.NODE_ENV !== 'production',
  };
  if (config.nodeEnv === 'production') assertProductionReady(config);
  return config;
}

/** Production refuses the development defaults with a message that says what to set. */
function assertProductionReady(config: Config): void {
  const problems: string[] = [];
  if (config.envelope.keyBase64 === DEV_ENVELOPE_KEY) {
    problems.push('ENVELOPE_KEY is the development key; set a fresh 32-byte base64 key');
  }
  if (config.envelope.disabled) problems.push('ENVELOPE_DISABLED=true is for development only');
  if (config.paymentCallbackSecret === DEV_PAYMENT_SECRET || config.paymentCallbackSecret.length < 16) {
    problems.push(
      'PAYMENT_CALLBACK_SECRET is missing or the development value; set at least 16 random characters',
    );
  }
  if (config.sms.adapter !== 'http' || !config.sms.httpUrl) {
    problems.push(
      'SMS_ADAPTER=http with SMS_HTTP_URL is required (console and outbox are for development and tests)',
    );
  }
  if (
    config.metrics.token === DEV_METRICS_TOKEN ||
    (config.metrics.token && config.metrics.token.length < 16)
  ) {
    problems.push(
      'METRICS_TOKEN is the development value; set at least 16 random characters, or empty to allow only METRICS_ALLOW networks',
    );
  }
  if (config.demoSeed) problems.push('DEMO_SEED=true would create demo members with known passwords');
  if (problems.length > 0) {
    throw new ConfigError(`refusing to start in production:\n  ${problems.join('\n  ')}`);
  }
}
