import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque bearer tokens (DESIGN §3), for members and operators alike: 32 random bytes given to the
 * client once; only their SHA-256 is stored (by the accounts and admin modules), with an expiry.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token and what its session row stores: the hash, when it was issued and when it ends. */
export interface IssuedToken {
  token: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export function issueToken(now: Date, ttlHours: number): IssuedToken {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
  };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The hash to look a presented token up by, or null when it cannot be one of ours (no query then). */
export function lookupHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? hashToken(token) : null;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/.exec(header);
  return match?.[1] ?? null;
}
