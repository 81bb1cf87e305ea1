import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryReplayStore, createRedisReplayStore } from '../http/replay-store.js';
import { connectRedis, type RedisClient } from '../redis.js';
import { testClockStart } from '../../test-support/test-clock.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter.js';

const redisUrl = process.env.TEST_REDIS_URL;
/** The memory stores read this fixed time; Redis keeps its own clock for expiries. */
const FIXED_NOW = testClockStart().getTime();
const fixedNow = () => FIXED_NOW;
const redisClients: RedisClient[] = [];
afterAll(async () => {
  for (const client of redisClients) await client.quit();
});

const backends = [
  {
    name: 'memory',
    make: (now: () => number) => ({
      limiter: createMemoryRateLimiter(now),
      replay: createMemoryReplayStore(now),
    }),
  },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          make: () => {
            const redis = connectRedis(redisUrl);
            redisClients.push(redis);
            const prefix = `test:${Math.random().toString(36).slice(2)}:`;
            return {
              limiter: createRedisRateLimiter(redis, `${prefix}rl:`),
              replay: createRedisReplayStore(redis, `${prefix}rp:`),
            };
          },
        },
      ]
    : []),
];

describe.each(backends)('$name rate limiter and replay store', ({ name, make }) => {
  it('counts hits in a window, atomically under concurrency', async () => {
    const { limiter } = make(fixedNow);
    const counts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('k', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await limiter.peek('k')).toBe(25);
    await limiter.reset('k');
    expect(await limiter.peek('k')).toBe(0);
  });

  it('starts a new window after the old one ends', async () => {
    let now = 1_000_000;
    const { limiter } = make(() => now);
    await limiter.hit('w', 100);
    await limiter.hit('w', 100);
    if (name === 'redis') await new Promise((resolve) => setTimeout(resolve, 150));
    now += 150;
    expect(await limiter.hit('w', 100)).toBe(1);
  });

  it('sees an envelope id once', async () => {
    const { replay } = make(fixedNow);
    const answers = await Promise.all(Array.from({ length: 10 }, () => replay.firstSeen('123:abc', 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await replay.firstSeen('123:abd', 60_000)).toBe(true);
  });
});
