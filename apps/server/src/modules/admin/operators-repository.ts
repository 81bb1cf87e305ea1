import type { OperatorRole } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { OperatorsTable } from '../../platform/db/tables/admin.js';

/** Operator accounts (`operators`): credentials, role, and the state their logins are decided by. */

export type OperatorRow = Selectable<OperatorsTable>;

export function findOperator(db: Executor, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOperatorByUsername(db: Executor, username: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export function listOperators(db: Executor): Promise<OperatorRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('id').execute();
}

export function insertOperator(
  trx: Executor,
  operator: {
    username: string;
    passwordHash: string;
    totpSecret: string;
    role: OperatorRole;
    createdAt: string;
  },
): Promise<OperatorRow> {
  return trx
    .insertInto('operators')
    .values({
      username: operator.username,
      password_hash: operator.passwordHash,
      totp_secret: operator.totpSecret,
      last_totp_step: 0,
      role: operator.role,
      active: 1,
      created_at: operator.createdAt,
      last_login_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The conditional write of an operator login: the TOTP step is single-use even when two logins race
 * with it, and a disable or role change committed since the password was checked (a new credentials
 * version) refuses the login. Answers whether it passed.
 */
export async function claimOperatorLogin(
  trx: Trx,
  row: Pick<OperatorRow, 'id' | 'credentials_version'>,
  step: number,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('operators')
    .set({ last_totp_step: step, last_login_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('last_totp_step', '<', step)
    .where('credentials_version', '=', row.credentials_version)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function operatorLoginState(
  trx: Trx,
  id: number,
): Promise<Pick<OperatorRow, 'active' | 'credentials_version'> | undefined> {
  return trx
    .selectFrom('operators')
    .select(['active', 'credentials_version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Starts every failure counter of the operator afresh (their keys carry the generation). */
export async function bumpLockoutGeneration(db: Executor, username: string): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set((eb) => ({ lockout_generation: eb('lockout_generation', '+', 1) }))
    .where('username', '=', username)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Changes an operator's role or active flag (at least one is given). With `endsSessions`, under a new
 * credentials version: a login that checked its password before cannot write a session after.
 */
export async function updateOperator(
  trx: Trx,
  id: number,
  change: { role?: OperatorRole; active?: boolean; endsSessions: boolean },
): Promise<void> {
  await trx
    .updateTable('operators')
    .set((eb) => ({
      ...(change.role ? { role: change.role } : {}),
      ...(change.active === undefined ? {} : { active: change.active ? 1 : 0 }),
      ...(change.endsSessions ? { credentials_version: eb('credentials_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
