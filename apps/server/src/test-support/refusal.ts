import { randomUUID } from 'node:crypto';
import { ApiError, type ErrorKey } from '@cloudmine/api';
import { AppError } from '../platform/errors.js';

/** The catalogue key a call was refused with; fails the test when it succeeded. */
export async function refusal(promise: Promise<unknown>): Promise<ErrorKey> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError || error instanceof AppError) return error.key;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A fresh idempotency key, as the web app makes one per user action. */
export function newKey(): string {
  return randomUUID();
}

/** The keys of the refused results of a Promise.allSettled, by count. */
export function refusalCounts(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    const reason: unknown = result.reason;
    const key = reason instanceof ApiError || reason instanceof AppError ? reason.key : String(reason);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
