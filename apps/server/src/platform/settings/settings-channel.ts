import { createRedisChannel } from '../redis-channel.js';
import type { RedisClient } from '../redis.js';

/** How a node tells the others that settings changed, so that they read them again at once. */
export interface SettingsChannel {
  publish(): void;
  subscribe(listener: () => void): void;
  /** Settles when the node is listening (a test must not publish before). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'cloudmine:settings-changed';

/** Redis pub/sub: one message per committed change; a change missed is bounded by the settings cache period. */
export function createRedisSettingsChannel(
  redis: RedisClient,
  onError: (error: unknown) => void,
  channel = CHANNEL,
): SettingsChannel {
  const redisChannel = createRedisChannel(redis, channel, onError);
  return {
    ready: redisChannel.ready,
    publish: () => redisChannel.publish('changed'),
    subscribe: (listener) => redisChannel.subscribe(() => listener()),
    close: () => redisChannel.close(),
  };
}
