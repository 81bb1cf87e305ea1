// How the load benchmarks run the built server, the same for the API and the cluster benchmark.

/** The envelope key of the benchmarked server and of its load generators. */
export const BENCH_ENVELOPE_KEY = Buffer.alloc(32, 11).toString('base64');

/**
 * The server's environment on `database`, plus what one benchmark adds: no demo data, no scheduler,
 * quiet logs, and answers serialised as in production (compiled from the contract, not validated per
 * call).
 */
export function benchServerEnv(database, extra) {
  return {
    ...database.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DEMO_SEED: 'false',
    SCHEDULER: 'false',
    LOG_LEVEL: 'warn',
    ENVELOPE_KEY: BENCH_ENVELOPE_KEY,
    RESPONSE_VALIDATION: 'false',
    // One address sends up to ~1M requests a minute and each token ~1,200: far over the production
    // defaults. The limit is still counted on every request (its cost is measured), never reached.
    RATE_LIMIT_IP_PER_MINUTE: '100000000',
    RATE_LIMIT_TOKEN_PER_MINUTE: '100000000',
    ...extra,
  };
}
