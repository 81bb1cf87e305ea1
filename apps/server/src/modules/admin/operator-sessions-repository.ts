import type { AuthOperator } from '../../platform/auth/principals.js';
import { hashToken, issueToken, lookupHash } from '../../platform/auth/tokens.js';
import type { Executor } from '../../platform/db/transaction.js';

/** Operators' sessions (`operator_sessions`): a table, tokens and expiry of their own, never a member's. */
export async function createOperatorSession(
  db: Executor,
  operatorId: number,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expiresAt: string }> {
  const issued = issueToken(now, ttlHours);
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: issued.tokenHash,
      operator_id: operatorId,
      created_at: issued.createdAt,
      expires_at: issued.expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token: issued.token, expiresAt: issued.expiresAt };
}

/** The operator a token belongs to, if the token is live and the operator is active. */
export async function findSessionOperator(
  db: Executor,
  token: string,
  now: Date,
): Promise<AuthOperator | null> {
  const tokenHash = lookupHash(token);
  if (tokenHash === null) return null;
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 'o.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('o.active', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeOperatorSession(db: Executor, token: string, now: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

export async function revokeOperatorSessions(db: Executor, operatorId: number, now: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
