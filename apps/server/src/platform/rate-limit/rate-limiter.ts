import type { RedisClient } from '../redis.js';

/**
 * Fixed-window counters for throttles (SMS, login failures, registrations). In memory for one node,
 * in Redis when several nodes share the limits.
 */
export interface RateLimiter {
  /** Counts one event for `key` and answers the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count in the current window without counting. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  function sweep(at: number) {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }
  return {
    hit(key, windowMs) {
      const at = now();
      sweep(at);
      const window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.set(key, { count: 1, resetAt: at + windowMs });
        return Promise.resolve(1);
      }
      window.count += 1;
      return Promise.resolve(window.count);
    },
    peek(key) {
      const window = windows.get(key);
      return Promise.resolve(window && window.resetAt > now() ? window.count : 0);
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

export function createRedisRateLimiter(redis: RedisClient, prefix = 'cm:rl:'): RateLimiter {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      const result = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec();
      const count = result?.[0]?.[1];
      if (typeof count !== 'number') throw new Error('redis rate limiter: unexpected reply');
      return count;
    },
    async peek(key) {
      const value = await redis.get(prefix + key);
      return value ? Number(value) : 0;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
