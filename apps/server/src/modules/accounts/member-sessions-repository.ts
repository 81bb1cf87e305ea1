import type { AuthMember } from '../../platform/auth/principals.js';
import { hashToken, issueToken, lookupHash } from '../../platform/auth/tokens.js';
import type { Executor } from '../../platform/db/transaction.js';

/** Members' sessions (`member_sessions`): a stored token hash with an expiry, revoked at logout, password change and ban. */
export async function createSession(
  db: Executor,
  memberId: number,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expiresAt: string }> {
  const issued = issueToken(now, ttlHours);
  await db
    .insertInto('member_sessions')
    .values({
      token_hash: issued.tokenHash,
      member_id: memberId,
      created_at: issued.createdAt,
      expires_at: issued.expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token: issued.token, expiresAt: issued.expiresAt };
}

/** The member a token belongs to, if the token is live and the member is not banned. */
export async function findSessionMember(db: Executor, token: string, now: Date): Promise<AuthMember | null> {
  const tokenHash = lookupHash(token);
  if (tokenHash === null) return null;
  const row = await db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['m.id', 'm.phone', 'm.language'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  return row ? { id: row.id, phone: row.phone, language: row.language } : null;
}

export async function revokeSession(db: Executor, token: string, now: Date): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Executor, memberId: number, now: Date): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
