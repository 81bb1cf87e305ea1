import type { RedisClient } from './redis.js';

/** A Redis pub/sub channel between the nodes of one deployment: text messages, every node hears each. */
export interface RedisChannel {
  publish(message: string): void;
  subscribe(listener: (message: string) => void): void;
  /** Settles when the node is listening (a test must not publish before). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * A subscribed connection can do nothing else, so the channel listens on a duplicate of the node's
 * connection. After a reconnect ioredis subscribes again by itself; what is missed meanwhile is
 * bounded by the listener's own cache period.
 */
export function createRedisChannel(
  redis: RedisClient,
  channel: string,
  onError: (error: unknown) => void,
): RedisChannel {
  const listeners: Array<(message: string) => void> = [];
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    for (const listener of listeners) listener(message);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => onError(error),
  );
  return {
    ready,
    publish(message) {
      redis.publish(channel, message).catch(onError);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscriber.quit();
    },
  };
}
