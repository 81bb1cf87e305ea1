import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { guessUnderLock } from '../../platform/rate-limit/guess-lock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { verifyPassword } from '../accounts/passwords.js';
import { fundPasswordLock } from '../withdrawals/fund-password-lock.js';
import type { withdrawalSettings } from '../withdrawals/withdrawal-settings.js';

export interface FundPasswordCheckDeps {
  db: Database;
  limiter: RateLimiter;
  settings: SettingsReader<
    Pick<
      typeof withdrawalSettings,
      'withdraw.fund_password_max_failures' | 'withdraw.fund_password_lock_minutes'
    >
  >;
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
  const member = await deps.db
    .selectFrom('members')
    .select('fund_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const hash = member.fund_password_hash;
  if (hash === null) throw new AppError('fund_password_not_set');
  const lock = await fundPasswordLock(deps.settings, memberId);
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
  const member = await trx
    .selectFrom('members')
    .select('fund_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (member.fund_password_hash !== checkedHash) throw new AppError('fund_password_wrong');
}
