import type { Executor } from '../../platform/db/transaction.js';

/**
 * Members' authenticator (`member_two_factor`), its recovery codes (`member_recovery_codes`, hashed)
 * and the devices that passed it (`member_trusted_devices`, token hashed).
 */

export interface TwoFactorRow {
  secret: string;
  enabled_at: string | null;
  last_step: number;
}

export function findTwoFactor(db: Executor, memberId: number): Promise<TwoFactorRow | undefined> {
  return db
    .selectFrom('member_two_factor')
    .select(['secret', 'enabled_at', 'last_step'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Starts (or restarts) turning the factor on with a new secret; never touches one that is on. */
export async function savePendingSecret(
  db: Executor,
  memberId: number,
  secret: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('member_two_factor')
    .set({ secret, last_step: 0, created_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return true;
  const inserted = await db
    .insertInto('member_two_factor')
    .values({ member_id: memberId, secret, enabled_at: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Records an accepted time step, only past the last one: of two uses of one code, one passes.
 * With `enable`, also turns the factor on (only while it is off).
 */
export async function acceptStep(
  db: Executor,
  memberId: number,
  step: number,
  enableAt?: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('member_two_factor')
    .set(enableAt ? { last_step: step, enabled_at: enableAt.toISOString() } : { last_step: step })
    .where('member_id', '=', memberId)
    .where('last_step', '<', step)
    .$if(enableAt !== undefined, (q) => q.where('enabled_at', 'is', null))
    .$if(enableAt === undefined, (q) => q.where('enabled_at', 'is not', null))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTwoFactor(db: Executor, memberId: number): Promise<void> {
  await db.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_trusted_devices').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_two_factor').where('member_id', '=', memberId).execute();
}

export async function replaceRecoveryCodes(db: Executor, memberId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_recovery_codes')
    .values(hashes.map((code_hash) => ({ member_id: memberId, code_hash, used_at: null })))
    .execute();
}

/** Uses one recovery code up, in one conditional write: a code works once. */
export async function useRecoveryCode(
  db: Executor,
  memberId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('member_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export async function trustDevice(
  db: Executor,
  memberId: number,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('member_trusted_devices')
    .values({ token_hash: tokenHash, member_id: memberId, created_at: now.toISOString() })
    .execute();
}

export async function isTrustedDevice(db: Executor, memberId: number, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_trusted_devices')
    .select('member_id')
    .where('token_hash', '=', tokenHash)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}
