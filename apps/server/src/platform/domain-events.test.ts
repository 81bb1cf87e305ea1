import { describe, expect, it } from 'vitest';
import type { Trx } from './db/transaction.js';
import { createEventBus } from './domain-events.js';

describe('event bus', () => {
  it('runs handlers in registration order with the cause transaction, and propagates failures', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the bus only passes it on; identity is all that is checked
    const trx = {} as Trx;
    bus.on('recharge.credited', (got, payload) => {
      expect(got).toBe(trx);
      seen.push(`a${payload.memberId}`);
      return Promise.resolve();
    });
    bus.on('recharge.credited', (_trx, payload) => {
      seen.push(`b${payload.memberId}`);
      return Promise.resolve();
    });
    await bus.emit(trx, 'recharge.credited', { memberId: 7, rechargeId: 1, amountMinor: 100, first: true });
    expect(seen).toEqual(['a7', 'b7']);
    bus.on('investment.made', () => Promise.reject(new Error('boom')));
    await expect(
      bus.emit(trx, 'investment.made', {
        memberId: 1,
        kind: 'fund',
        referenceId: 1,
        amountMinor: 1,
        first: true,
      }),
    ).rejects.toThrow('boom');
  });
});
