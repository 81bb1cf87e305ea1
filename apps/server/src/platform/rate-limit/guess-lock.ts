import { AppError } from '../errors.js';
import type { RateLimiter } from './rate-limiter.js';

/** Where wrong guesses of one secret are counted, and how many lock it for how long. */
export interface GuessLock {
  key: string;
  maxFailures: number;
  lockMs: number;
}

/**
 * Checks one guess of a secret (a password, a fund password) under a lock: `request_too_frequent`
 * while locked; a wrong guess is counted after the slow check, and the lock is asked again after a
 * right one, so a right guess in a parallel burst cannot slip past the lock while parallel right
 * answers lock no one. Answers whether the guess was right; a right guess clears the count.
 */
export async function guessUnderLock(
  limiter: RateLimiter,
  lock: GuessLock,
  check: () => Promise<boolean>,
): Promise<boolean> {
  if ((await limiter.peek(lock.key)) >= lock.maxFailures) throw new AppError('request_too_frequent');
  if (!(await check())) {
    if ((await limiter.hit(lock.key, lock.lockMs)) > lock.maxFailures)
      throw new AppError('request_too_frequent');
    return false;
  }
  if ((await limiter.peek(lock.key)) >= lock.maxFailures) throw new AppError('request_too_frequent');
  await limiter.reset(lock.key);
  return true;
}
