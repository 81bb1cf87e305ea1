import type { ServiceDeps, Services } from '../app/services.js';
import { connectRedis, type RedisClient } from '../platform/redis.js';
import { secondNode } from './earning.js';
import type { TestApp } from './test-app.js';

interface Channel {
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A second node on the suite's database (TEST_REDIS_URL) that listens on the channel `open` makes
 * under the suite's Redis prefix, as another node of the deployment would (settings, sessions).
 */
export async function listeningNode<C extends Channel>(
  t: TestApp,
  open: (redis: RedisClient, prefix: string) => C,
  deps: (channel: C) => Partial<ServiceDeps>,
): Promise<{ services: Services; channel: C; close(): Promise<void> }> {
  const redis = connectRedis(process.env.TEST_REDIS_URL ?? '');
  const channel = open(redis, t.redisPrefix ?? '');
  await channel.ready;
  const node = secondNode(t, deps(channel));
  return {
    services: node.services,
    channel,
    async close() {
      await channel.close();
      await redis.quit();
      await node.close();
    },
  };
}
