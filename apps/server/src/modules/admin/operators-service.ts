import { randomBytes } from 'node:crypto';
import { ROLE_PERMISSIONS, type OperatorInfo, type OperatorRole } from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { hashPassword, verifyPassword } from '../accounts/index.js';
import type { adminSettings } from './admin-settings.js';
import { createOperatorSession, revokeOperatorSessions } from './operator-sessions-repository.js';
import {
  bumpLockoutGeneration,
  claimOperatorLogin,
  findOperator,
  findOperatorByUsername,
  insertOperator,
  listOperators,
  operatorLoginState,
  updateOperator,
  type OperatorRow,
} from './operators-repository.js';
import { newTotpSecret, totpUri, verifyTotp } from '../../platform/auth/totp.js';

export type { OperatorRow } from './operators-repository.js';

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
    ip: string,
  ): Promise<{ token: string; expiresAt: string; operator: OperatorInfo }>;
  /**
   * Opens an operator's login lock at once, from every address (`operator:unlock`): answers false
   * when there is no such operator.
   */
  unlock(username: string): Promise<boolean>;
  create(
    trx: Executor,
    username: string,
    role: OperatorRole,
    credentials?: { password: string; totpSecret: string },
  ): Promise<NewOperator>;
  find(db: Executor, id: number): Promise<OperatorRow | undefined>;
  list(): Promise<OperatorRow[]>;
  /**
   * Changes another operator's role or active flag; a change that locks them out ends their
   * sessions. Nobody locks themselves out (`not_eligible`). Answers the row before and after.
   */
  update(
    trx: Trx,
    actorId: number,
    change: { operatorId: number; role?: OperatorRole; active?: boolean },
    now: Date,
  ): Promise<{ before: OperatorRow; after: OperatorRow }>;
}

export function createOperatorsService(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  settings: SettingsReader<typeof adminSettings>;
}): OperatorsService {
  const { db, clock, limiter, settings } = deps;

  /**
   * Failures are counted per username and address (the tight lock), and per username from
   * everywhere (a slower one against guessing spread over many addresses), so a stranger failing
   * from elsewhere does not lock the owner out. Keys carry the operator's lockout generation:
   * `operator:unlock` bumps it, which starts every counter afresh, on every node. The username is
   * encoded so that it cannot run into the address.
   */
  function counterKeys(username: string, generation: number, ip: string) {
    const name = encodeURIComponent(username);
    return {
      pair: `admin:fail:${name}:${generation}:${ip}`,
      username: `admin:userfail:${name}:${generation}`,
    };
  }
  type Counters = ReturnType<typeof counterKeys>;

  async function locked(keys: Counters): Promise<boolean> {
    const [pair, byUsername] = await Promise.all([limiter.peek(keys.pair), limiter.peek(keys.username)]);
    return (
      pair >= (await settings.get('admin.login_max_failures')) ||
      byUsername >= (await settings.get('admin.login_max_failures_per_username'))
    );
  }

  /** Counts a failure; once it locks the account, the answer says so instead of what was wrong. */
  async function refuse(keys: Counters, key: 'wrong_password' | 'totp_wrong'): Promise<never> {
    const pair = await limiter.hit(keys.pair, (await settings.get('admin.login_lock_minutes')) * 60_000);
    const byUsername = await limiter.hit(
      keys.username,
      (await settings.get('admin.login_username_lock_minutes')) * 60_000,
    );
    if (
      pair > (await settings.get('admin.login_max_failures')) ||
      byUsername > (await settings.get('admin.login_max_failures_per_username'))
    ) {
      throw new AppError('request_too_frequent');
    }
    throw new AppError(key);
  }

  /** Why the conditional write of a login found nothing to claim. */
  async function claimRefusal(trx: Trx, row: OperatorRow): Promise<never> {
    const current = await operatorLoginState(trx, row.id);
    // Disabled meanwhile answers as a disabled account does; changed meanwhile says so.
    if (!current || current.active !== 1) throw new AppError('wrong_password');
    if (current.credentials_version !== row.credentials_version) throw new AppError('credentials_changed');
    throw new AppError('totp_wrong');
  }

  return {
    async login(username, password, totp, ip) {
      // The hash and the credentials version are read together, before the slow checks.
      const row = await findOperatorByUsername(db, username);
      const keys = counterKeys(username, row?.lockout_generation ?? 0, ip);
      if (await locked(keys)) throw new AppError('request_too_frequent');
      // Unknown operator, wrong password and disabled account answer alike: nothing to learn by guessing.
      if (!row || row.active !== 1 || !(await verifyPassword(row.password_hash, password)))
        return refuse(keys, 'wrong_password');
      const now = clock.now();
      const step = await verifyTotp(row.totp_secret, totp, now, row.last_totp_step);
      if (step === null) return refuse(keys, 'totp_wrong');
      // Asked again after the slow checks: a parallel burst's failures may have locked it meanwhile.
      if (await locked(keys)) throw new AppError('request_too_frequent');
      const ttlHours = await settings.get('admin.session_ttl_hours');
      const session = await inTransaction(db, async (trx: Trx) => {
        // One conditional write decides: the code is single-use even when two logins race with it,
        // and a disable or role change committed since the password was checked refuses the login.
        if (!(await claimOperatorLogin(trx, row, step, now))) return claimRefusal(trx, row);
        return createOperatorSession(trx, row.id, now, ttlHours);
      });
      await limiter.reset(keys.pair);
      return { ...session, operator: operatorInfo({ ...row, last_login_at: now.toISOString() }) };
    },

    unlock(username) {
      return bumpLockoutGeneration(db, username);
    },

    async create(trx, username, role, credentials) {
      const password = credentials?.password ?? randomBytes(12).toString('base64url');
      const totpSecret = credentials?.totpSecret ?? newTotpSecret();
      try {
        const operator = await insertOperator(trx, {
          username,
          passwordHash: await hashPassword(password),
          totpSecret,
          role,
          createdAt: clock.now().toISOString(),
        });
        return { operator, password, totpSecret, totpUri: totpUri(username, totpSecret) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('parameter_error');
        throw error;
      }
    },

    find(executor, id) {
      return findOperator(executor, id);
    },

    list() {
      return listOperators(db);
    },

    async update(trx, actorId, change, now) {
      const before = await findOperator(trx, change.operatorId);
      if (!before) throw new AppError('not_found');
      // Nobody locks themselves out, and so the last owner stays an owner.
      const changesRole = change.role !== undefined && change.role !== before.role;
      if (before.id === actorId && (change.active === false || changesRole))
        throw new AppError('not_eligible');
      const endsSessions = change.active === false || changesRole;
      await updateOperator(trx, change.operatorId, {
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(change.active === undefined ? {} : { active: change.active }),
        endsSessions,
      });
      if (endsSessions) await revokeOperatorSessions(trx, change.operatorId, now);
      const after = await findOperator(trx, change.operatorId);
      if (!after) throw new AppError('not_found');
      return { before, after };
    },
  };
}
