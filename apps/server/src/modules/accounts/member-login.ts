import type { UserInfo } from '@cloudmine/api';
import { createSession } from './member-sessions-repository.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { accountSettings } from './account-settings.js';
import { banRefusal, claimLogin } from './credentials-version.js';
import type { LoginLockout } from './login-lockout.js';
import { findMemberByPhone, loadUserInfo, type MemberRow } from './members-repository.js';
import { verifyPassword } from './passwords.js';
import type { SmsCodes } from './sms-codes.js';

export type MemberSession = { token: string; expiresAt: string; user: UserInfo };

export interface MemberLogin {
  withPassword(phone: string, password: string, ip: string): Promise<MemberSession>;
  /** The way back in when the password is locked: a code sent to the phone (purpose `login`). */
  withSmsCode(phone: string, smsCode: string, ip: string): Promise<MemberSession>;
}

export function createMemberLogin(deps: {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof accountSettings & typeof platformSettings>;
  lockout: LoginLockout;
  smsCodes: SmsCodes;
  sleep: (ms: number) => Promise<void>;
}): MemberLogin {
  const { db, clock, settings, lockout } = deps;

  async function registered(phone: string): Promise<MemberRow> {
    const member = await findMemberByPhone(db, phone);
    if (!member) throw new AppError('phone_not_registered');
    return member;
  }

  function refuseBanned(member: MemberRow): void {
    const ban = banRefusal(member.status);
    if (ban) throw new AppError(ban);
  }

  /**
   * Writes the session under the credentials version read with the secret before it was checked
   * (`claimLogin`); `also` runs in the same transaction (consuming the SMS code).
   */
  async function openSession(member: MemberRow, also?: (trx: Trx) => Promise<void>): Promise<MemberSession> {
    const now = clock.now();
    const ttlHours = await settings.get('session.ttl_hours');
    const session = await inTransaction(db, async (trx) => {
      await claimLogin(trx, member, now);
      if (also) await also(trx);
      return createSession(trx, member.id, now, ttlHours);
    });
    return { ...session, user: await loadUserInfo(db, member.id) };
  }

  return {
    async withPassword(phone, password, ip) {
      // The hash and the credentials version are read together, before the slow check.
      const member = await registered(phone);
      const guess = await lockout.guess(phone, ip, () => verifyPassword(member.password_hash, password));
      if (guess.phoneFailures > 0) {
        // Each recent failure at this phone makes the next answer slower: guessing gets expensive.
        await deps.sleep(
          Math.min(guess.phoneFailures * (await settings.get('login.failure_delay_ms')), 3000),
        );
      }
      if (guess.outcome === 'locked') throw new AppError('login_locked');
      if (guess.outcome === 'wrong') throw new AppError('wrong_password');
      refuseBanned(member);
      return openSession(member);
    },

    async withSmsCode(phone, smsCode, ip) {
      const member = await registered(phone);
      // The code's own limits guard it (attempts per code, codes per phone and day); the password
      // lockout does not apply, since this is how the owner gets past a lock a stranger caused.
      const codeId = await deps.smsCodes.verify(phone, 'login', smsCode);
      refuseBanned(member);
      const session = await openSession(member, (trx) => deps.smsCodes.consume(trx, codeId));
      await lockout.clearPhone(phone, ip);
      return session;
    },
  };
}
