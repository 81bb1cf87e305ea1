import { randomBytes } from 'node:crypto';
import { ROLE_PERMISSIONS, type OperatorInfo, type OperatorRole } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import type { OperatorsTable } from '../../platform/db/tables/admin.js';
import { createOperatorSession } from '../../platform/auth/operator-sessions.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import type { adminSettings } from './admin-settings.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

export type OperatorRow = Selectable<OperatorsTable>;

export function operatorInfo(row: OperatorRow): OperatorInfo {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    permissions: [...ROLE_PERMISSIONS[row.role]],
    lastLoginAt: row.last_login_at,
  };
}

export function operatorListRow(row: OperatorRow) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    active: row.active === 1,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export interface NewOperator {
  operator: OperatorRow;
  password: string;
  totpSecret: string;
  totpUri: string;
}

export interface OperatorsService {
  login(
    username: string,
    password: string,
    totp: string,
  ): Promise<{ token: string; expiresAt: string; operator: OperatorInfo }>;
  create(
    trx: Executor,
    username: string,
    role: OperatorRole,
    credentials?: { password: string; totpSecret: string },
  ): Promise<NewOperator>;
  find(db: Executor, id: number): Promise<OperatorRow | undefined>;
}

export function createOperatorsService(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  settings: SettingsReader<typeof adminSettings>;
}): OperatorsService {
  const { db, clock, limiter, settings } = deps;

  async function locked(username: string): Promise<boolean> {
    return (await limiter.peek(`admin:fail:${username}`)) >= (await settings.get('admin.login_max_failures'));
  }

  /** Counts a failure; once it locks the account, the answer says so instead of what was wrong. */
  async function refuse(username: string, key: 'wrong_password' | 'totp_wrong'): Promise<never> {
    const failures = await limiter.hit(
      `admin:fail:${username}`,
      (await settings.get('admin.login_lock_minutes')) * 60_000,
    );
    if (failures > (await settings.get('admin.login_max_failures')))
      throw new AppError('request_too_frequent');
    throw new AppError(key);
  }

  return {
    async login(username, password, totp) {
      if (await locked(username)) throw new AppError('request_too_frequent');
      const row = await db
        .selectFrom('operators')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      // Unknown operator, wrong password and disabled account answer alike: nothing to learn by guessing.
      if (!row || row.active !== 1 || !(await verifyPassword(row.password_hash, password)))
        return refuse(username, 'wrong_password');
      const now = clock.now();
      const step = await verifyTotp(row.totp_secret, totp, now, row.last_totp_step);
      if (step === null) return refuse(username, 'totp_wrong');
      // Asked again after the slow checks: a parallel burst's failures may have locked it meanwhile.
      if (await locked(username)) throw new AppError('request_too_frequent');
      const ttlHours = await settings.get('admin.session_ttl_hours');
      const session = await inTransaction(db, async (trx: Trx) => {
        // The conditional update makes a code single-use even when two logins race with it.
        const claimed = await trx
          .updateTable('operators')
          .set({ last_totp_step: step, last_login_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('last_totp_step', '<', step)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('totp_wrong');
        return createOperatorSession(trx, row.id, now, ttlHours);
      });
      await limiter.reset(`admin:fail:${username}`);
      return { ...session, operator: operatorInfo({ ...row, last_login_at: now.toISOString() }) };
    },

    async create(trx, username, role, credentials) {
      const password = credentials?.password ?? randomBytes(12).toString('base64url');
      const totpSecret = credentials?.totpSecret ?? newTotpSecret();
      try {
        const operator = await trx
          .insertInto('operators')
          .values({
            username,
            password_hash: await hashPassword(password),
            totp_secret: totpSecret,
            last_totp_step: 0,
            role,
            active: 1,
            created_at: clock.now().toISOString(),
            last_login_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { operator, password, totpSecret, totpUri: totpUri(username, totpSecret) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('parameter_error');
        throw error;
      }
    },

    find(executor, id) {
      return executor.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
