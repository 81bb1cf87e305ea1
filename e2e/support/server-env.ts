/**
 * The environment of a built server under e2e: on `port`, with its database and SMS outbox in
 * `dataDir`, the demo seed, and the general request limit counted but out of reach (every browser
 * and support call shares 127.0.0.1; the limit's own tests are in apps/server).
 */
export function e2eServerEnv(port: number, dataDir: string | undefined): Record<string, string | undefined> {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SMS_ADAPTER: 'outbox',
    NODE_ENV: 'test',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_PER_MINUTE: '100000000',
    RATE_LIMIT_TOKEN_PER_MINUTE: '100000000',
  };
}
