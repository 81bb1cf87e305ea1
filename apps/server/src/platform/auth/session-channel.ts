import { createRedisChannel } from '../redis-channel.js';
import type { RedisClient } from '../redis.js';

/** How a node tells the others that a member's sessions changed (ended, banned, language set). */
export interface SessionChannel {
  publish(memberId: number): void;
  subscribe(listener: (memberId: number) => void): void;
  /** Settles when the node is listening (a test must not publish before). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'cloudmine:member-sessions-changed';

/** Redis pub/sub of member ids; never a token or its hash. */
export function createRedisSessionChannel(
  redis: RedisClient,
  onError: (error: unknown) => void,
  channel = CHANNEL,
): SessionChannel {
  const redisChannel = createRedisChannel(redis, channel, onError);
  return {
    ready: redisChannel.ready,
    publish: (memberId) => redisChannel.publish(String(memberId)),
    subscribe(listener) {
      redisChannel.subscribe((message) => {
        const memberId = Number(message);
        if (Number.isSafeInteger(memberId)) listener(memberId);
      });
    },
    close: () => redisChannel.close(),
  };
}
