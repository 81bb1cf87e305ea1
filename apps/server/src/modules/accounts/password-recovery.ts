import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SendMemberNotice, SmsNotices } from '../messages/index.js';
import type { LoginLockout } from './login-lockout.js';
import { revokeAllSessions } from './member-sessions-repository.js';
import {
  findMemberById,
  findMemberByPhone,
  replaceFundPasswordHash,
  replacePasswordHash,
} from './members-repository.js';
import { hashPassword } from './passwords.js';
import type { SmsCodes } from './sms-codes.js';

export interface NewPassword {
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Forgotten passwords (docs/security.md): a code sent to the member's phone for this purpose only,
 * under the same limits and guess counts as every SMS code, then the new password twice.
 */
export interface PasswordRecovery {
  /** A new login password; ends every session of the member and clears the phone's login locks. */
  resetPassword(phone: string, input: NewPassword, ip: string): Promise<void>;
  sendFundPasswordCode(memberId: number, ip: string): Promise<{ resendSeconds: number }>;
  resetFundPassword(memberId: number, input: NewPassword): Promise<void>;
}

export function createPasswordRecovery(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  smsCodes: SmsCodes;
  lockout: LoginLockout;
  /** Tells every node the member's sessions ended (remembered lookups end too). */
  sessionsChanged: (memberId: number) => void;
  /** The fund password's guess lock (shared with withdrawals): a reset starts it afresh. */
  fundPasswordLockKey: (memberId: number) => string;
  sendNotice: SendMemberNotice;
  smsNotices: Pick<SmsNotices, 'send'>;
}): PasswordRecovery {
  const { db, clock, smsCodes } = deps;

  function assertConfirmed(input: NewPassword): void {
    if (input.newPassword !== input.confirmPassword) throw new AppError('passwords_mismatch');
  }

  return {
    async resetPassword(phone, input, ip) {
      assertConfirmed(input);
      const member = await findMemberByPhone(db, phone);
      if (!member) throw new AppError('phone_not_exist');
      const codeId = await smsCodes.verify(phone, 'reset_password', input.smsCode);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        await smsCodes.consume(trx, codeId);
        // A new credentials version: a login that checked the old password cannot write a session.
        if (!(await replacePasswordHash(trx, member.id, member.password_hash, passwordHash))) {
          throw new AppError('password_update_failed');
        }
        await revokeAllSessions(trx, member.id, now);
        await deps.sendNotice(trx, member.id, 'login_password_changed', now);
      });
      deps.sessionsChanged(member.id);
      await deps.smsNotices.send(member.id, 'templates.sms.password_changed');
      // The code proved the phone: the owner is not kept out by locks a stranger's guesses set.
      await deps.lockout.clearPhone(phone, ip);
    },

    async sendFundPasswordCode(memberId, ip) {
      const member = await findMemberById(db, memberId);
      if (!member) throw AppError.unauthorized();
      return smsCodes.send(member.phone, 'reset_fund_password', ip);
    },

    async resetFundPassword(memberId, input) {
      assertConfirmed(input);
      const member = await findMemberById(db, memberId);
      if (!member) throw AppError.unauthorized();
      const codeId = await smsCodes.verify(member.phone, 'reset_fund_password', input.smsCode);
      const fundHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        await smsCodes.consume(trx, codeId);
        if (!(await replaceFundPasswordHash(trx, memberId, member.fund_password_hash, fundHash))) {
          throw new AppError('password_update_failed');
        }
        await deps.sendNotice(trx, memberId, 'fund_password_changed', now);
      });
      await deps.limiter.reset(deps.fundPasswordLockKey(memberId));
    },
  };
}
