import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@cloudmine/api';
import type { Executor } from '../db/transaction.js';

/**
 * Opaque bearer tokens (DESIGN §3): 32 random bytes given to the client once; only their SHA-256 is
 * stored, with an expiry. Revoked at logout, password change and ban.
 */
export interface AuthMember {
  id: number;
  phone: string;
  language: Language;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Executor,
  memberId: number,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000).toISOString();
  await db
    .insertInto('member_sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The member a token belongs to, if the token is live and the member is not banned. */
export async function findSessionMember(db: Executor, token: string, now: Date): Promise<AuthMember | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['m.id', 'm.phone', 'm.language'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  return row ? { id: row.id, phone: row.phone, language: row.language as Language } : null;
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

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/.exec(header);
  return match?.[1] ?? null;
}
