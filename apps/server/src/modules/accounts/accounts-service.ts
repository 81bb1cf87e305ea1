import {
  FUND_RECORD_TYPES,
  type CallPayload,
  type Language,
  type UserInfo,
  type register,
  type updateUserInfo,
  toMinor,
} from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { guessUnderLock } from '../../platform/rate-limit/guess-lock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { Ledger } from '../../ledger/index.js';
import type { SendMemberNotice, SmsNotices } from '../messages/index.js';
import type { withdrawalSettings } from '../withdrawals/index.js';
import type { accountSettings } from './account-settings.js';
import { assertUploadsUsable } from '../uploads/index.js';
import { newInvitationCode, normalizeInvitationCode } from './invitation-code.js';
import {
  banMember,
  defaultNickname,
  findMemberById,
  findMemberByInvitationCode,
  findMemberByPhone,
  insertMember,
  invitationCodeTaken,
  loadUserInfo,
  replaceFundPasswordHash,
  replacePasswordHash,
  setLanguage,
  setAvatarUpload,
  setNickname,
  unbanMember,
} from './members-repository.js';
import { fundPasswordLock, fundPasswordLockKey } from './fund-password-lock.js';
import { createLoginLockout } from './login-lockout.js';
import { createMemberLogin, type LoginFrom, type MemberLogin, type MemberSession } from './member-login.js';
import type { SessionOrigin } from './member-sessions-repository.js';
import { createPasswordRecovery, type PasswordRecovery } from './password-recovery.js';
import { createTwoFactor, type TwoFactor } from './two-factor.js';
import { revokeAllSessions } from './member-sessions-repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SmsCodes, SmsPurpose } from './sms-codes.js';
import { banRefusal } from './credentials-version.js';

type AccountSettings = SettingsReader<
  typeof accountSettings &
    typeof platformSettings &
    Pick<
      typeof withdrawalSettings,
      'withdraw.fund_password_max_failures' | 'withdraw.fund_password_lock_minutes'
    >
>;

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: AccountSettings;
  limiter: RateLimiter;
  smsCodes: SmsCodes;
  log: FastifyBaseLogger;
  /**
   * The messages module's notice to a member (`memberNoticeSender`), handed in by the app: messages
   * reads members through this module, so this module does not import it back.
   */
  sendNotice: SendMemberNotice;
  /** The messages module's SMS notices (the operator's texts), sent once a change has committed. */
  smsNotices: Pick<SmsNotices, 'send'>;
  /** Tells every node a member's sessions changed (RouteDeps.sessions.memberChanged). */
  sessionsChanged: (memberId: number) => void;
  /** Waits before answering a wrong password; tests replace it to stay fast. */
  sleep?: (ms: number) => Promise<void>;
}

export type BanKind = 'fraud' | 'bank';

export interface AccountsService {
  assertPhoneFormat(phone: string): Promise<void>;
  /** Sends a code only where it can be used: no SMS spent on a dead end. */
  sendSmsCode(phone: string, purpose: SmsPurpose, ip: string): Promise<{ resendSeconds: number }>;
  /**
   * Registers and opens the new member's first session in the same transaction: the member lands
   * logged in (docs/decisions.md "Register then log in").
   */
  register(
    input: CallPayload<typeof register> & { language?: Language },
    from: SessionOrigin,
  ): Promise<MemberSession>;
  login(phone: string, password: string, from: LoginFrom): Promise<MemberSession>;
  /** Logs in with a code sent for purpose `login`: the owner's way past a password lock. */
  loginWithSms(phone: string, smsCode: string, from: LoginFrom): Promise<MemberSession>;
  /** Who these credentials belong to, banned or not, without a session (support for who cannot log in). */
  proveOwner: MemberLogin['proveOwner'];
  /** Forgotten login and fund passwords (docs/security.md). */
  recovery: PasswordRecovery;
  /** The member's optional authenticator, also asked by withdrawals and payout-account changes. */
  twoFactor: TwoFactor;
  userInfo(memberId: number): Promise<UserInfo>;
  setLanguage(memberId: number, language: Language): Promise<Language>;
  /** `ip` counts a wrong old login password as a wrong login from that address. */
  updateInfo(memberId: number, change: CallPayload<typeof updateUserInfo>, ip: string): Promise<UserInfo>;
  /** Bans a member, ends every session and refuses the logins in flight (the operator console calls this). */
  ban(trx: Trx, memberId: number, kind: BanKind, reason: string): Promise<void>;
  unban(trx: Trx, memberId: number): Promise<void>;
}

const INVITATION_CODE_ATTEMPTS = 8;

export function createAccountsService(deps: AccountsDeps): AccountsService {
  const { db, clock, ledger, settings, limiter } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function assertPhoneFormat(phone: string): Promise<void> {
    const pattern = new RegExp(await settings.get('phone.pattern'));
    if (!pattern.test(phone)) throw new AppError('phone_format_wrong');
  }

  async function uniqueInvitationCode(trx: Trx): Promise<string> {
    for (let attempt = 0; attempt < INVITATION_CODE_ATTEMPTS; attempt += 1) {
      const code = newInvitationCode();
      if (!(await invitationCodeTaken(trx, code))) return code;
    }
    throw new Error('could not find a free invitation code');
  }

  /** The welcome bonus and the trial funds, each credited when its setting is above zero. */
  async function creditRegistrationBonuses(trx: Trx, memberId: number): Promise<void> {
    const bonuses = [
      { amount: await settings.get('register.welcome_bonus_minor'), type: FUND_RECORD_TYPES.welcome_bonus },
      { amount: await settings.get('register.trial_funds_minor'), type: FUND_RECORD_TYPES.trial_funds },
    ];
    for (const bonus of bonuses) {
      if (bonus.amount <= 0) continue;
      await ledger.post(trx, {
        memberId,
        wallet: 'balance',
        amount: toMinor(bonus.amount),
        type: bonus.type,
        counterAccount: 'promotions',
        reference: { kind: 'registration', id: memberId },
      });
    }
  }

  const lockout = createLoginLockout(limiter, settings);
  const twoFactor = createTwoFactor({ db, clock, limiter, settings, sendNotice: deps.sendNotice });
  const memberLogin = createMemberLogin({
    db,
    clock,
    settings,
    lockout,
    smsCodes: deps.smsCodes,
    twoFactor,
    sleep,
  });
  const recovery = createPasswordRecovery({
    db,
    clock,
    limiter,
    smsCodes: deps.smsCodes,
    lockout,
    sessionsChanged: deps.sessionsChanged,
    fundPasswordLockKey,
    sendNotice: deps.sendNotice,
    smsNotices: deps.smsNotices,
  });

  return {
    assertPhoneFormat,
    recovery,
    twoFactor,

    async sendSmsCode(phone, purpose, ip) {
      await assertPhoneFormat(phone);
      const member = await findMemberByPhone(db, phone);
      if (purpose === 'register' && member) throw new AppError('phone_registered');
      // Recovery says `phone_not_exist` plainly: registration already tells whether a phone is a
      // member (`phone_registered`), so hiding it here would protect nothing (docs/decisions.md).
      if (purpose === 'reset_password' && !member) throw new AppError('phone_not_exist');
      if (purpose === 'login' || purpose === 'reset_password') {
        if (!member) throw new AppError('phone_not_registered');
        const ban = banRefusal(member.status);
        if (ban) throw new AppError(ban);
      }
      return deps.smsCodes.send(phone, purpose, ip);
    },

    async register(input, from) {
      const { ip } = from;
      if (input.password !== input.confirmPassword) throw new AppError('passwords_mismatch');
      await assertPhoneFormat(input.phone);
      if (
        (await limiter.hit(`register:ip:${ip}`, 3_600_000)) >
        (await settings.get('register.max_per_ip_per_hour'))
      ) {
        throw new AppError('request_too_frequent');
      }
      if (await findMemberByPhone(db, input.phone)) throw new AppError('phone_registered');

      const code = normalizeInvitationCode(input.invitationCode);
      const inviter = code ? await findMemberByInvitationCode(db, code) : undefined;
      if (code && !inviter) throw new AppError('invitation_code_not_found');
      if (!inviter && (await settings.get('register.invitation_required'))) {
        throw new AppError('invitation_code_not_found');
      }

      const codeId = await deps.smsCodes.verify(input.phone, 'register', input.smsCode);
      // argon2 is slow on purpose: hash before the transaction so no lock is held meanwhile.
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const timeZone = await settings.get('business.time_zone');

      let opened: { memberId: number; token: string; expiresAt: string };
      try {
        opened = await inTransaction(db, async (trx) => {
          await deps.smsCodes.consume(trx, codeId);
          const memberId = await insertMember(trx, {
            phone: input.phone,
            passwordHash,
            nickname: defaultNickname(input.phone),
            invitationCode: await uniqueInvitationCode(trx),
            inviter: inviter ?? null,
            language: input.language ?? 'en',
            registeredOn: businessDate(now, timeZone),
            createdAt: now.toISOString(),
            lastLoginAt: now.toISOString(),
          });
          await ledger.openWallets(trx, memberId);
          await creditRegistrationBonuses(trx, memberId);
          return { memberId, ...(await memberLogin.firstSession(trx, memberId, now, from)) };
        });
      } catch (error) {
        // Two registrations of one phone at once: the unique index decides, the loser is told plainly.
        if (isUniqueViolation(error)) throw new AppError('phone_registered');
        throw error;
      }
      deps.log.info({ event: 'member_registered', invited: Boolean(inviter) }, 'member registered');
      const { memberId, ...session } = opened;
      return { ...session, user: await loadUserInfo(db, memberId) };
    },

    login(phone, password, from) {
      return memberLogin.withPassword(phone, password, from);
    },

    loginWithSms(phone, smsCode, from) {
      return memberLogin.withSmsCode(phone, smsCode, from);
    },

    proveOwner: (phone, password, from) => memberLogin.proveOwner(phone, password, from),

    userInfo(memberId) {
      return loadUserInfo(db, memberId);
    },

    async setLanguage(memberId, language) {
      await setLanguage(db, memberId, language);
      // The session lookup answers the member's language; remembered ones must read it again.
      deps.sessionsChanged(memberId);
      return language;
    },

    async updateInfo(memberId, change, ip) {
      const member = await findMemberById(db, memberId);
      if (!member) throw AppError.unauthorized();
      const now = clock.now();
      switch (change.kind) {
        case 'nickname':
          await setNickname(db, memberId, change.nickname);
          break;
        case 'avatar':
          // Only an image this member uploaded as an avatar: another's file answers not_found.
          await inTransaction(db, async (trx) => {
            await assertUploadsUsable(trx, { member: memberId }, 'avatar', [change.uploadId]);
            await setAvatarUpload(trx, memberId, change.uploadId);
          });
          break;
        case 'password': {
          // Counted as a login from this address: a session cannot guess it here faster than at login.
          const guess = await lockout.guess(member.phone, ip, () =>
            verifyPassword(member.password_hash, change.oldPassword),
          );
          if (guess.outcome === 'locked') throw new AppError('request_too_frequent');
          if (guess.outcome === 'wrong') throw new AppError('old_password_wrong');
          if (change.newPassword === change.oldPassword) throw new AppError('password_same_as_old');
          if (change.newPassword !== change.confirmPassword) throw new AppError('passwords_mismatch');
          const passwordHash = await hashPassword(change.newPassword);
          await inTransaction(db, async (trx) => {
            // A new credentials version: logins that checked the old password cannot write a session.
            if (!(await replacePasswordHash(trx, memberId, member.password_hash, passwordHash))) {
              throw new AppError('password_update_failed');
            }
            // Every session ends, this one included: the member logs in with the new password.
            await revokeAllSessions(trx, memberId, now);
            deps.sessionsChanged(memberId);
            await deps.sendNotice(trx, memberId, 'login_password_changed', now);
          });
          // By SMS too: whoever changed it may also read the in-app messages.
          await deps.smsNotices.send(memberId, 'templates.sms.password_changed');
          break;
        }
        case 'fundPassword': {
          // The first fund password is confirmed with the login password; later ones with the old one.
          const current = member.fund_password_hash ?? member.password_hash;
          // Under the fund password's lock, shared with withdrawals: this must not be a way around it.
          const lock = await fundPasswordLock(settings, memberId);
          if (!(await guessUnderLock(limiter, lock, () => verifyPassword(current, change.oldPassword)))) {
            throw new AppError('old_password_wrong');
          }
          if (member.fund_password_hash && change.newPassword === change.oldPassword) {
            throw new AppError('password_same_as_old');
          }
          if (change.newPassword !== change.confirmPassword) throw new AppError('passwords_mismatch');
          const fundHash = await hashPassword(change.newPassword);
          await inTransaction(db, async (trx) => {
            // Only over the fund password that was checked: of two changes at once, one wins.
            if (!(await replaceFundPasswordHash(trx, memberId, member.fund_password_hash, fundHash))) {
              throw new AppError('password_update_failed');
            }
            await deps.sendNotice(trx, memberId, 'fund_password_changed', now);
          });
          break;
        }
      }
      return loadUserInfo(db, memberId);
    },

    async ban(trx, memberId, kind, reason) {
      const now = clock.now();
      // Under a new credentials version: logins that checked their password before cannot write a session after.
      await banMember(trx, memberId, kind === 'fraud' ? 'banned_fraud' : 'banned_bank', reason, now);
      await revokeAllSessions(trx, memberId, now);
      // Before the caller's commit, which the session memory allows for (session-cache.ts BYPASS_MS).
      deps.sessionsChanged(memberId);
    },

    async unban(trx, memberId) {
      await unbanMember(trx, memberId);
    },
  };
}
