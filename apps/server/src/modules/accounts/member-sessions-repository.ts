import type { LiveMemberSession } from '../../platform/auth/session-cache.js';
import { randomBytes } from 'node:crypto';
import { hashToken, issueToken, lookupHash } from '../../platform/auth/tokens.js';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import type { Executor } from '../../platform/db/transaction.js';

/** Members' sessions (`member_sessions`): a stored token hash with an expiry, revoked at logout, password change and ban. */
/** Where a session was opened from: what the member recognises it by on the security page. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

export async function createSession(
  db: Executor,
  memberId: number,
  now: Date,
  ttlHours: number,
  origin: SessionOrigin = { ip: '', userAgent: '' },
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
      public_id: randomBytes(16).toString('hex'),
      ip: origin.ip,
      user_agent: origin.userAgent,
    })
    .execute();
  return { token: issued.token, expiresAt: issued.expiresAt };
}

const liveSessionRow = preparedQuery((db: Executor, tokenHash: string, nowIso: string) =>
  db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['m.id', 'm.phone', 'm.language', 's.expires_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', nowIso)
    .where('m.status', '=', 'active'),
);

/** The member a token belongs to and until when, if the token is live and the member is not banned. */
export async function findSessionMember(
  db: Executor,
  token: string,
  now: Date,
): Promise<LiveMemberSession | null> {
  const tokenHash = lookupHash(token);
  if (tokenHash === null) return null;
  const [row] = await liveSessionRow(db, tokenHash, now.toISOString());
  return row
    ? { member: { id: row.id, phone: row.phone, language: row.language }, expiresAt: row.expires_at }
    : null;
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

export interface LiveSessionRow {
  public_id: string;
  created_at: string;
  ip: string;
  user_agent: string;
  token_hash: string;
}

/** The member's sessions that are neither revoked nor expired, newest first. */
export function liveSessions(db: Executor, memberId: number, now: Date): Promise<LiveSessionRow[]> {
  return db
    .selectFrom('member_sessions')
    .select(['public_id', 'created_at', 'ip', 'user_agent', 'token_hash'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Ends one live session of this member by its public id; answers false when there is none. The
 * member's id is part of the condition: another member's session id ends nothing.
 */
export async function revokeMemberSession(
  db: Executor,
  memberId: number,
  publicId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('member_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('public_id', '=', publicId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of the member except the one `keepToken` carries; answers how many ended. */
export async function revokeOtherSessions(
  db: Executor,
  memberId: number,
  keepToken: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('member_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('token_hash', '!=', hashToken(keepToken))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
