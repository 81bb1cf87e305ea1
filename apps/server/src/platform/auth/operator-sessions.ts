import type { OperatorRole } from '@cloudmine/api';
import type { Executor } from '../db/transaction.js';
import { hashToken, newToken } from './sessions.js';

/** Operator sessions are kept apart from members': their own table, tokens and expiry. */
export interface AuthOperator {
  id: number;
  username: string;
  role: OperatorRole;
}

export async function createOperatorSession(
  db: Executor,
  operatorId: number,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000).toISOString();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

export async function findSessionOperator(
  db: Executor,
  token: string,
  now: Date,
): Promise<AuthOperator | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 'o.role'])
    .where('s.token_hash', '=', hashToken(token))
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
