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

/**
 * Redis pub/sub: one message per committed change. A subscribed connection can do nothing else,
 * so the channel listens on a duplicate of the node's connection.
 */
export function createRedisSettingsChannel(
  redis: RedisClient,
  onError: (error: unknown) => void,
  channel = CHANNEL,
): SettingsChannel {
  const listeners: Array<() => void> = [];
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string) => {
    if (from !== channel) return;
    for (const listener of listeners) listener();
  });
  // After a reconnect ioredis subscribes again by itself; a change missed meanwhile is bounded by
  // the settings cache period.
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => onError(error),
  );
  return {
    ready,
    publish() {
      redis.publish(channel, 'changed').catch(onError);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscriber.quit();
    },
  };
}
