import type { ErrorKey, UserInfo } from '@cloudmine/api';
import { createSession, type SessionOrigin } from './member-sessions-repository.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { accountSettings } from './account-settings.js';
import { banRefusal, claimLogin } from './credentials-version.js';
import { recordLoginAttempt } from './login-attempts-repository.js';
import type { LoginLockout } from './login-lockout.js';
import { findMemberByPhone, loadUserInfo, type MemberRow } from './members-repository.js';
import { verifyPassword } from './passwords.js';
import type { SmsCodes } from './sms-codes.js';
import type { SecondFactorInput, TwoFactor } from './two-factor.js';

export type MemberSession = { token: string; expiresAt: string; user: UserInfo; deviceToken?: string };

/** Where a login comes from and what it brings besides its first secret. */
export type LoginFrom = SessionOrigin & SecondFactorInput;

export interface MemberLogin {
  withPassword(phone: string, password: string, from: LoginFrom): Promise<MemberSession>;
  /** The way back in when the password is locked: a code sent to the phone (purpose `login`). */
  withSmsCode(phone: string, smsCode: string, from: LoginFrom): Promise<MemberSession>;
  /**
   * The member whose phone and password these are, banned or not, without a session: how a member
   * who cannot log in proves who writes to support. Guarded by the login lockout like a login.
   */
  proveOwner(phone: string, password: string, from: LoginFrom): Promise<{ memberId: number }>;
  /**
   * The session a registration opens inside its own transaction: the phone was just proved by its
   * SMS code and the password just chosen, and a new member has no authenticator or ban to ask about.
   */
  firstSession(
    trx: Trx,
    memberId: number,
    now: Date,
    from: SessionOrigin,
  ): Promise<{ token: string; expiresAt: string }>;
}

/** Refusals that mean a wrong secret: they are the failures the member's login history shows. */
const FAILED_ATTEMPT: ReadonlySet<ErrorKey> = new Set([
  'wrong_password',
  'login_locked',
  'sms_code_wrong',
  'two_factor_wrong',
]);

export function createMemberLogin(deps: {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof accountSettings & typeof platformSettings>;
  lockout: LoginLockout;
  smsCodes: SmsCodes;
  twoFactor: TwoFactor;
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
  async function openSession(
    member: MemberRow,
    from: LoginFrom,
    method: 'password' | 'sms',
    also?: (trx: Trx) => Promise<void>,
  ): Promise<MemberSession> {
    // Asked after the first secret was right, before anything is written.
    const { deviceToken } = await deps.twoFactor.checkLogin(member.id, from);
    const now = clock.now();
    const ttlHours = await settings.get('session.ttl_hours');
    const session = await inTransaction(db, async (trx) => {
      await claimLogin(trx, member, now);
      if (also) await also(trx);
      await recordLoginAttempt(trx, { memberId: member.id, at: now, ...from, method, success: true });
      return createSession(trx, member.id, now, ttlHours, { ip: from.ip, userAgent: from.userAgent });
    });
    return { ...session, user: await loadUserInfo(db, member.id), ...(deviceToken ? { deviceToken } : {}) };
  }

  /** Runs a login of a known member, writing a failed attempt to their history when a secret was wrong. */
  async function recorded<T>(
    member: MemberRow,
    from: LoginFrom,
    method: 'password' | 'sms',
    attempt: () => Promise<T>,
  ): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AppError && FAILED_ATTEMPT.has(error.key)) {
        await recordLoginAttempt(db, {
          memberId: member.id,
          at: clock.now(),
          ...from,
          method,
          success: false,
        });
      }
      throw error;
    }
  }

  /** The password check of a login: lockout counters, the growing delay, the lock and wrong answers. */
  async function checkPassword(member: MemberRow, password: string, ip: string): Promise<void> {
    const guess = await lockout.guess(member.phone, ip, () => verifyPassword(member.password_hash, password));
    if (guess.phoneFailures > 0) {
      // Each recent failure at this phone makes the next answer slower: guessing gets expensive.
      await deps.sleep(Math.min(guess.phoneFailures * (await settings.get('login.failure_delay_ms')), 3000));
    }
    if (guess.outcome === 'locked') throw new AppError('login_locked');
    if (guess.outcome === 'wrong') throw new AppError('wrong_password');
  }

  return {
    async firstSession(trx, memberId, now, from) {
      const ttlHours = await settings.get('session.ttl_hours');
      // The code sent to the phone is what proved the owner: it shows as an SMS login in the history.
      await recordLoginAttempt(trx, { memberId, at: now, ...from, method: 'sms', success: true });
      return createSession(trx, memberId, now, ttlHours, from);
    },

    async withPassword(phone, password, from) {
      // The hash and the credentials version are read together, before the slow check.
      const member = await registered(phone);
      return recorded(member, from, 'password', async () => {
        await checkPassword(member, password, from.ip);
        refuseBanned(member);
        return openSession(member, from, 'password');
      });
    },

    async proveOwner(phone, password, from) {
      const member = await registered(phone);
      return recorded(member, from, 'password', async () => {
        await checkPassword(member, password, from.ip);
        return { memberId: member.id };
      });
    },

    async withSmsCode(phone, smsCode, from) {
      const member = await registered(phone);
      return recorded(member, from, 'sms', async () => {
        // The code's own limits guard it (attempts per code, codes per phone and day); the password
        // lockout does not apply, since this is how the owner gets past a lock a stranger caused.
        const codeId = await deps.smsCodes.verify(phone, 'login', smsCode);
        refuseBanned(member);
        const session = await openSession(member, from, 'sms', (trx) => deps.smsCodes.consume(trx, codeId));
        await lockout.clearPhone(phone, from.ip);
        return session;
      });
    },
  };
}
