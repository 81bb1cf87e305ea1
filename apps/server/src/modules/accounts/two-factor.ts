import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { newTotpSecret, totpUri, verifyTotp } from '../../platform/auth/totp.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { guessUnderLock, type GuessLock } from '../../platform/rate-limit/guess-lock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { SendMemberNotice } from '../messages/index.js';
import type { accountSettings } from './account-settings.js';
import {
  acceptStep,
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findTwoFactor,
  isTrustedDevice,
  replaceRecoveryCodes,
  savePendingSecret,
  trustDevice,
  useRecoveryCode,
} from './two-factor-repository.js';

const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `abcde-23456`: 50 random bits, enough that a plain SHA-256 of it is safe to store. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function recoveryHash(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** What a device sends when the member has the authenticator on. */
export interface SecondFactorInput {
  totpCode?: string | undefined;
  deviceToken?: string | undefined;
}

/**
 * The member's optional authenticator (TOTP): turned on with a scanned QR and a confirming code,
 * with recovery codes shown once. When on it is asked at a login from a device that has not passed
 * it before, and at every withdrawal and payout-account change (docs/security.md).
 */
export interface TwoFactor {
  status(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  setup(memberId: number, label: string): Promise<{ secret: string; uri: string; qrDataUrl: string }>;
  enable(memberId: number, code: string): Promise<{ recoveryCodes: string[] }>;
  disable(memberId: number, code: string): Promise<void>;
  /** For a money or payout-account action: passes when off; when on, needs a right code. */
  requireForAction(memberId: number, code: string | undefined): Promise<void>;
  /**
   * For a login whose first secret was right: passes when off or from a trusted device; else needs
   * a right code, and answers a new device token for the device to keep.
   */
  checkLogin(memberId: number, input: SecondFactorInput): Promise<{ deviceToken?: string }>;
}

export function createTwoFactor(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  settings: SettingsReader<typeof accountSettings>;
  /** Turning the authenticator on or off is told to the member, like every account-security change. */
  sendNotice: SendMemberNotice;
}): TwoFactor {
  const { db, clock, limiter, settings } = deps;

  async function lockOf(memberId: number): Promise<GuessLock> {
    return {
      key: `2fa:fail:${memberId}`,
      maxFailures: await settings.get('two_factor.max_failures'),
      lockMs: (await settings.get('two_factor.lock_minutes')) * 60_000,
    };
  }

  /** One guess, counted under the member's lock: a TOTP code (used once) or a recovery code (used up). */
  async function verify(memberId: number, secret: string, lastStep: number, code: string): Promise<void> {
    const right = await guessUnderLock(limiter, await lockOf(memberId), async () => {
      const now = clock.now();
      if (/^\d{6}$/.test(code)) {
        const step = await verifyTotp(secret, code, now, lastStep);
        return step !== null && (await acceptStep(db, memberId, step));
      }
      return useRecoveryCode(db, memberId, recoveryHash(code), now);
    });
    if (!right) throw new AppError('two_factor_wrong');
  }

  async function enabledRow(memberId: number) {
    const row = await findTwoFactor(db, memberId);
    return row?.enabled_at ? row : null;
  }

  return {
    async status(memberId) {
      const row = await enabledRow(memberId);
      return {
        enabled: row !== null,
        recoveryCodesLeft: row ? await countRecoveryCodesLeft(db, memberId) : 0,
      };
    },

    async setup(memberId, label) {
      if (await enabledRow(memberId)) throw new AppError('two_factor_already_enabled');
      const secret = newTotpSecret();
      if (!(await savePendingSecret(db, memberId, secret, clock.now()))) {
        throw new AppError('two_factor_already_enabled');
      }
      const uri = totpUri(label, secret);
      return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
    },

    async enable(memberId, code) {
      const row = await findTwoFactor(db, memberId);
      if (!row) throw new AppError('two_factor_not_enabled');
      if (row.enabled_at) throw new AppError('two_factor_already_enabled');
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      const right = await guessUnderLock(limiter, await lockOf(memberId), async () => {
        const step = await verifyTotp(row.secret, code, clock.now(), row.last_step);
        if (step === null) return false;
        return inTransaction(db, async (trx) => {
          if (!(await acceptStep(trx, memberId, step, clock.now()))) return false;
          await replaceRecoveryCodes(trx, memberId, codes.map(recoveryHash));
          await deps.sendNotice(trx, memberId, 'two_factor_enabled', clock.now());
          return true;
        });
      });
      if (!right) throw new AppError('two_factor_wrong');
      return { recoveryCodes: codes };
    },

    async disable(memberId, code) {
      const row = await enabledRow(memberId);
      if (!row) throw new AppError('two_factor_not_enabled');
      await verify(memberId, row.secret, row.last_step, code);
      await inTransaction(db, async (trx) => {
        await deleteTwoFactor(trx, memberId);
        await deps.sendNotice(trx, memberId, 'two_factor_disabled', clock.now());
      });
    },

    async requireForAction(memberId, code) {
      const row = await enabledRow(memberId);
      if (!row) return;
      if (!code) throw new AppError('two_factor_required');
      await verify(memberId, row.secret, row.last_step, code);
    },

    async checkLogin(memberId, input) {
      const row = await enabledRow(memberId);
      if (!row) return {};
      if (input.deviceToken && (await isTrustedDevice(db, memberId, hashToken(input.deviceToken)))) return {};
      if (!input.totpCode) throw new AppError('two_factor_required');
      await verify(memberId, row.secret, row.last_step, input.totpCode);
      const deviceToken = newToken();
      await trustDevice(db, memberId, hashToken(deviceToken), clock.now());
      return { deviceToken };
    },
  };
}
