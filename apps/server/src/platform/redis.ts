import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** One connection per process; commands queue while it (re)connects. */
export function connectRedis(url: string): RedisClient {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
}
