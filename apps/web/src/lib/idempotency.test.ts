import { ApiError, TransportError } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { createIdempotency, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are valid keys for the server', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('stay the same while a request without an answer is retried, and change for a new action', () => {
    let n = 0;
    const idempotency = createIdempotency(() => `key-${(n += 1)}`);
    const request = { productId: 1, quantity: 2 };
    const first = idempotency.keyFor(request);
    idempotency.settle(new TransportError(null, 'server_error', ''));
    expect(idempotency.keyFor({ productId: 1, quantity: 2 })).toBe(first);
    idempotency.settle(new ApiError(400, 'insufficient_balance'));
    expect(idempotency.keyFor(request)).not.toBe(first);
    const third = idempotency.keyFor({ productId: 1, quantity: 3 });
    expect(third).toBe('key-3');
    idempotency.settle();
    expect(idempotency.keyFor({ productId: 1, quantity: 3 })).toBe('key-4');
  });
});
