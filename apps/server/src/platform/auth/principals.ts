import type { Language, OperatorRole } from '@cloudmine/api';

/** Who a member call runs for: the owner of a live session who is not banned. */
export interface AuthMember {
  id: number;
  phone: string;
  language: Language;
}

/** Who an operator call runs for: the owner of a live operator session whose account is active. */
export interface AuthOperator {
  id: number;
  username: string;
  role: OperatorRole;
}

/**
 * How a bearer token becomes a caller. The sessions live with their accounts (modules/accounts and
 * modules/admin); the app wires these lookups in, so platform code never reaches into a module.
 */
export interface SessionLookup {
  member(token: string, now: Date): Promise<AuthMember | null>;
  operator(token: string, now: Date): Promise<AuthOperator | null>;
  /**
   * Call when a member's sessions end or what `member` answers changes (logout, password change or
   * reset, ban, a session signed out, language): lookups may be remembered for a moment
   * (platform/auth/session-cache.ts), and this ends that on every node.
   */
  memberChanged: (memberId: number) => void;
}
