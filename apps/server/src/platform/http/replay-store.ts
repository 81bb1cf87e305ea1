import type { RedisClient } from '../redis.js';

/** Remembers the `(t, r)` of each accepted envelope for as long as it could be replayed. */
export interface ReplayStore {
  /** True the first time `id` is seen within `ttlMs`, false for a replay. */
  firstSeen(id: string, ttlMs: number): Promise<boolean>;
}

export function createMemoryReplayStore(now: () => number = Date.now): ReplayStore {
  const seen = new Map<string, number>();
  let lastSweep = now();
  return {
    firstSeen(id, ttlMs) {
      const at = now();
      if (at - lastSweep > 30_000) {
        lastSweep = at;
        for (const [key, expiresAt] of seen) if (expiresAt <= at) seen.delete(key);
      }
      const expiresAt = seen.get(id);
      if (expiresAt !== undefined && expiresAt > at) return Promise.resolve(false);
      seen.set(id, at + ttlMs);
      return Promise.resolve(true);
    },
  };
}

export function createRedisReplayStore(redis: RedisClient, prefix = 'cm:replay:'): ReplayStore {
  return {
    async firstSeen(id, ttlMs) {
      return (await redis.set(prefix + id, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}
