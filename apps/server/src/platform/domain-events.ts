import type { Trx } from './db/transaction.js';

/**
 * Things one module does that another reacts to, inside the same transaction: the reaction commits
 * or rolls back with the cause (an invite bonus with the recharge that earned it). Modules add their
 * events here, with the payload they promise.
 */
export interface DomainEvents {
  /** A recharge was credited to a member's balance; `first` when it is their first ever. */
  'recharge.credited': { memberId: number; rechargeId: number; amountMinor: number; first: boolean };
  /**
   * A member paid for something that counts as investment (mining machine, pledge, fund); `first`
   * when nothing they invested before paid anything (their total was zero).
   */
  'investment.made': {
    memberId: number;
    kind: 'mining' | 'pledge' | 'fund';
    referenceId: number;
    amountMinor: number;
    first: boolean;
  };
}

export type EventHandler<K extends keyof DomainEvents> = (
  trx: Trx,
  payload: DomainEvents[K],
) => Promise<void>;

export interface EventBus {
  on<K extends keyof DomainEvents>(name: K, handler: EventHandler<K>): void;
  /** Runs every handler of `name` in order, in `trx`; a handler's failure fails the cause. */
  emit<K extends keyof DomainEvents>(trx: Trx, name: K, payload: DomainEvents[K]): Promise<void>;
}

export function createEventBus(): EventBus {
  const handlers = new Map<keyof DomainEvents, Array<EventHandler<never>>>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    },
    async emit(trx, name, payload) {
      for (const handler of handlers.get(name) ?? [])
        await (handler as EventHandler<typeof name>)(trx, payload);
    },
  };
}
