import type { Trx } from '../../platform/db/transaction.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invariant } from '../../platform/errors.js';
import { guessUnderLock, type GuessLock } from '../../platform/rate-limit/guess-lock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { findMemberById, verifyPassword } from '../accounts/index.js';

export interface FundPasswordCheckDeps {
  db: Database;
  limiter: RateLimiter;
  /** The lock withdrawals use on the member's fund password (`withdrawals` module's `fundPasswordLock`). */
  fundPasswordLock: (memberId: number) => Promise<GuessLock>;
}

async function fundPasswordHash(db: Database | Trx, memberId: number): Promise<string | null> {
  const member = await findMemberById(db, memberId);
  invariant(member, `member ${memberId} exists`);
  return member.fund_password_hash;
}

/**
 * The second secret in front of a change of where withdrawals are paid. The slow check runs outside
 * any transaction, under the lock withdrawals use, so a session cannot guess the fund password here
 * faster than at a withdrawal. Answers the hash that matched, for `assertFundPasswordUnchanged`.
 */
export async function checkFundPassword(
  deps: FundPasswordCheckDeps,
  memberId: number,
  fundPassword: string,
): Promise<string> {
  const hash = await fundPasswordHash(deps.db, memberId);
  if (hash === null) throw new AppError('fund_password_not_set');
  const lock = await deps.fundPasswordLock(memberId);
  if (!(await guessUnderLock(deps.limiter, lock, () => verifyPassword(hash, fundPassword)))) {
    throw new AppError('fund_password_wrong');
  }
  return hash;
}

/**
 * Inside the change's transaction: the password checked is still the member's. One changed
 * meanwhile (by the member, who then holds the new one) makes the old one worthless at once.
 */
export async function assertFundPasswordUnchanged(trx: Trx, memberId: number, checkedHash: string) {
  if ((await fundPasswordHash(trx, memberId)) !== checkedHash) throw new AppError('fund_password_wrong');
}
