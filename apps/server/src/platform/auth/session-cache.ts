import type { Clock } from '../clock.js';
import type { AuthMember } from './principals.js';
import type { SessionChannel } from './session-channel.js';

/** A live member session as the database answers it: who, and until when the session lasts. */
export interface LiveMemberSession {
  member: AuthMember;
  /** ISO instant the session expires at. */
  expiresAt: string;
}

export interface MemberSessionCache {
  member: (token: string, now: Date) => Promise<AuthMember | null>;
  /**
   * The member's sessions or identity changed (logout, password, ban, a session ended, language):
   * this node stops answering from memory at once and every other node on hearing the channel.
   * Safe to call before the change commits: see BYPASS_MS.
   */
  memberChanged: (memberId: number) => void;
}

/**
 * After a change is announced, the member's sessions are read from the database for this long and
 * never remembered: longer than any transaction that announces its change before committing takes
 * to commit, so a lookup that read the state before the commit cannot be kept past it.
 */
const BYPASS_MS = 60_000;
/** Remembered sessions at most (a few hundred bytes each); the oldest go first. */
const MAX_ENTRIES = 100_000;

interface Entry {
  member: AuthMember;
  cachedAtMs: number;
  expiresAtMs: number;
}

/**
 * A short in-process memory of member sessions (`ttlMs`, a couple of seconds), so an authenticated
 * call costs no session query while its token is warm. Only who the caller is, never money: wallet
 * balances are always read from the ledger. Revocations reach this node at once and the other nodes
 * through `channel` (Redis); without Redis the period bounds how long another node may still accept
 * a token ended elsewhere (docs/decisions.md). Unknown and dead tokens are never remembered.
 */
export function createMemberSessionCache(
  find: (token: string, now: Date) => Promise<LiveMemberSession | null>,
  options: { ttlMs: number; clock: Clock; channel?: SessionChannel },
): MemberSessionCache {
  const { ttlMs, clock, channel } = options;
  const entries = new Map<string, Entry>();
  /** Member id → until when its sessions bypass the memory. */
  const bypassUntil = new Map<number, number>();

  const bypassed = (memberId: number, atMs: number) => (bypassUntil.get(memberId) ?? 0) > atMs;

  function remember(token: string, session: LiveMemberSession, atMs: number): void {
    // Oldest first in a Map: drop stale or surplus entries from the front.
    for (const [oldest, entry] of entries) {
      if (entries.size < MAX_ENTRIES && atMs - entry.cachedAtMs < ttlMs) break;
      entries.delete(oldest);
    }
    entries.delete(token);
    entries.set(token, {
      member: session.member,
      cachedAtMs: atMs,
      expiresAtMs: Date.parse(session.expiresAt),
    });
  }

  function forget(memberId: number): void {
    const atMs = clock.now().getTime();
    bypassUntil.set(memberId, atMs + BYPASS_MS);
    if (bypassUntil.size > MAX_ENTRIES) {
      for (const [id, until] of bypassUntil) if (until <= atMs) bypassUntil.delete(id);
    }
  }

  channel?.subscribe(forget);

  if (ttlMs <= 0) {
    return {
      member: async (token, now) => (await find(token, now))?.member ?? null,
      memberChanged: (memberId) => channel?.publish(memberId),
    };
  }

  return {
    member: async (token, now) => {
      const atMs = now.getTime();
      const entry = entries.get(token);
      if (
        entry &&
        atMs - entry.cachedAtMs < ttlMs &&
        atMs < entry.expiresAtMs &&
        !bypassed(entry.member.id, atMs)
      ) {
        return entry.member;
      }
      const session = await find(token, now);
      if (!session) {
        entries.delete(token);
        return null;
      }
      // Checked after the read: a change announced while it ran keeps its answer out of memory.
      if (!bypassed(session.member.id, clock.now().getTime())) remember(token, session, atMs);
      return session.member;
    },
    memberChanged: (memberId) => {
      forget(memberId);
      channel?.publish(memberId);
    },
  };
}
