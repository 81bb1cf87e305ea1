import type { Executor } from '../../platform/db/transaction.js';

/** Verification codes sent by SMS (`sms_codes`): only a hash of each code is stored. */

export async function insertSmsCode(
  db: Executor,
  code: { phone: string; purpose: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<number> {
  const { id } = await db
    .insertInto('sms_codes')
    .values({
      phone: code.phone,
      purpose: code.purpose,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      consumed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The newest code of a phone and purpose that is not used yet. */
export function latestUnusedSmsCode(
  db: Executor,
  phone: string,
  purpose: string,
): Promise<{ id: number; code_hash: string; expires_at: string } | undefined> {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one guess at a code, in one conditional update: answers false when the code has had
 * `maxAttempts` already, so parallel guesses cannot all pass a check made before any was counted.
 */
export async function countSmsCodeAttempt(db: Executor, id: number, maxAttempts: number): Promise<boolean> {
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

/** Marks a code used (or void); answers false when it was already. */
export async function consumeSmsCode(db: Executor, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ consumed_at: at.toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
