import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_LANGUAGE, SMS_CODE_LENGTH } from '@cloudmine/api';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SmsSender } from '../../platform/sms/sms-sender.js';
import type { smsText, templateSettings } from '../messages/index.js';
import type { accountSettings } from './account-settings.js';
import type { SmsBudget } from './sms-budget.js';
import { findMemberByPhone } from './members-repository.js';
import {
  consumeSmsCode,
  countSmsCodeAttempt,
  insertSmsCode,
  latestUnusedSmsCode,
} from './sms-codes-repository.js';

/** What a code is for; a code verifies only for the purpose it was sent for. */
export type SmsPurpose = 'register' | 'login' | 'reset_password' | 'reset_fund_password';

function codeHash(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface SmsCodes {
  /** Sends a fresh code; enforces the resend wait, the per-phone daily cap, the per-IP cap and the daily total. */
  send(phone: string, purpose: SmsPurpose, ip: string): Promise<{ resendSeconds: number }>;
  /** Checks a code, counting wrong guesses; answers the code's id for `consume`. */
  verify(phone: string, purpose: SmsPurpose, code: string): Promise<number>;
  /** Marks a verified code used inside the transaction that relies on it; a code works once. */
  consume(trx: Trx, codeId: number): Promise<void>;
}

export function createSmsCodes(deps: {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  limiter: RateLimiter;
  settings: SettingsReader<typeof accountSettings & typeof platformSettings & typeof templateSettings>;
  log: FastifyBaseLogger;
  /** The day's SMS budget, shared with the notices. */
  budget: SmsBudget;
  /** The messages module's operator-edited SMS texts, handed in by the app (messages reads members here). */
  smsText: typeof smsText;
}): SmsCodes {
  const { db, clock, settings, limiter } = deps;
  return {
    async send(phone, purpose, ip) {
      const resendSeconds = await settings.get('sms.resend_seconds');
      const now = clock.now();
      const today = businessDate(now, await settings.get('business.time_zone'));
      // Counted atomically (in Redis across nodes), so parallel requests cannot slip past the wait.
      if ((await limiter.hit(`sms:resend:${purpose}:${phone}`, resendSeconds * 1000)) > 1) {
        throw new AppError('sms_too_frequent');
      }
      if ((await limiter.hit(`sms:ip:${ip}`, 3_600_000)) > (await settings.get('sms.max_per_ip_per_hour'))) {
        throw new AppError('request_too_frequent');
      }
      if (
        (await limiter.hit(`sms:day:${today}:${phone}`, 86_400_000)) >
        (await settings.get('sms.max_per_phone_per_day'))
      ) {
        throw new AppError('sms_too_frequent');
      }
      // The platform's budget for the day, whoever asks: many addresses and phones together cannot
      // spend more. Members are told sending failed, which is what happens.
      if (!(await deps.budget.spend())) {
        deps.log.warn({ event: 'sms_daily_budget_spent' }, 'daily SMS budget spent');
        throw new AppError('sms_send_failed');
      }

      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const ttlSeconds = await settings.get('sms.code_ttl_seconds');
      const id = await insertSmsCode(db, {
        phone,
        purpose,
        codeHash: codeHash(phone, code),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
      });
      try {
        // The operator's text (templates.sms.code) in the member's language; a new phone reads English.
        const language = (await findMemberByPhone(db, phone))?.language ?? FALLBACK_LANGUAGE;
        const minutes = String(Math.round(ttlSeconds / 60));
        const text = await deps.smsText(settings, 'templates.sms.code', language, { code, minutes });
        await deps.sms.send({ phone, code, text });
      } catch (error) {
        // The code was never delivered: void it, and let the member ask again at once.
        await consumeSmsCode(db, id, now);
        await limiter.reset(`sms:resend:${purpose}:${phone}`);
        deps.log.warn({ err: error, adapter: deps.sms.name }, 'sms send failed');
        throw new AppError('sms_send_failed');
      }
      deps.log.info({ adapter: deps.sms.name, purpose }, 'sms code sent');
      return { resendSeconds };
    },

    async verify(phone, purpose, code) {
      const now = clock.now().toISOString();
      const row = await latestUnusedSmsCode(db, phone, purpose);
      if (!row || row.expires_at <= now) throw new AppError('sms_code_wrong');
      // The guess is counted before it is compared, in one conditional update: parallel guesses
      // cannot all pass an attempts check made before any of them was counted.
      if (!(await countSmsCodeAttempt(db, row.id, await settings.get('sms.max_attempts')))) {
        throw new AppError('sms_code_wrong');
      }
      if (!sameHash(row.code_hash, codeHash(phone, code))) throw new AppError('sms_code_wrong');
      return row.id;
    },

    async consume(trx, codeId) {
      if (!(await consumeSmsCode(trx, codeId, clock.now()))) throw new AppError('sms_code_wrong');
    },
  };
}
