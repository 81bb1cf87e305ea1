import { TransportError } from '@cloudmine/api';
import { useState } from 'react';

/** A fresh key in the server's alphabet (`A-Z a-z 0-9 _ -`, 8 to 64 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Idempotency {
  /** The key of this request: the same one while the same request is being retried. */
  keyFor(request: unknown): string;
  /**
   * After the call: an answer (success or refusal) ends the action, so the next one gets a new key;
   * no answer (timeout, network, 5xx) keeps the key, so trying again cannot move money twice.
   */
  settle(error?: unknown): void;
}

/** One key per user action, reused on retry (docs/api.md, "Idempotency"). */
export function createIdempotency(newKey: () => string = newIdempotencyKey): Idempotency {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(request) {
      const signature = JSON.stringify(request);
      if (current?.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    settle(error) {
      if (error instanceof TransportError) return;
      current = null;
    },
  };
}

/** The idempotency of one money-moving control of a page. */
export function useIdempotency(): Idempotency {
  // Created once per component; the object itself keeps the key between renders.
  const [idempotency] = useState(() => createIdempotency());
  return idempotency;
}
