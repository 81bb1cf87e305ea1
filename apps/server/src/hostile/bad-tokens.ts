import {
  getUserInfo,
  logout,
  OPERATOR_ROLES,
  roleAllows,
  type CallDef,
  type OperatorRole,
} from '@cloudmine/api';
import { createSession } from '../modules/accounts/index.js';
import { createOperatorSession } from '../modules/admin/index.js';
import { inTransaction } from '../platform/db/transaction.js';

import type { TestApp } from '../test-support/test-app.js';

const DAY_MS = 86_400_000;

export interface BadToken {
  name: string;
  /** The token to send, or null for none. */
  make(t: TestApp): Promise<string | null>;
}

/** Tokens that must open no member call and no operator call. */
export const BAD_TOKENS: readonly BadToken[] = [
  { name: 'no token', make: () => Promise.resolve(null) },
  { name: 'garbage', make: () => Promise.resolve("' OR 1=1 --") },
  { name: 'well-shaped but unknown', make: () => Promise.resolve('A'.repeat(43)) },
  {
    name: 'expired member session',
    async make(t) {
      const member = await t.newMember();
      return (
        await createSession(t.services.db, member.id, new Date(t.clock.now().getTime() - 2 * DAY_MS), 24)
      ).token;
    },
  },
  {
    name: 'logged-out member session',
    async make(t) {
      const member = await t.newMember();
      // Used first, so the node remembers the session; the logout must end that too.
      await member.client.call(getUserInfo, {});
      await member.client.call(logout, {});
      return member.token;
    },
  },
  {
    name: 'banned member’s session from before the ban',
    async make(t) {
      const member = await t.newMember({ balanceMinor: 10_000 });
      await member.client.call(getUserInfo, {});
      await inTransaction(t.services.db, (trx) => t.services.accounts.ban(trx, member.id, 'bank', 'hostile'));
      return member.token;
    },
  },
  {
    name: 'banned member',
    async make(t) {
      const member = await t.newMember({ balanceMinor: 10_000 });
      // A session opened after the ban: the ban itself, not only the revocation, must lock it out.
      await inTransaction(t.services.db, (trx) =>
        t.services.accounts.ban(trx, member.id, 'fraud', 'hostile'),
      );
      return (await createSession(t.services.db, member.id, t.clock.now(), 24)).token;
    },
  },
  {
    name: 'expired operator session',
    async make(t) {
      const operator = await t.newOperator();
      const past = new Date(t.clock.now().getTime() - 2 * DAY_MS);
      return (await createOperatorSession(t.services.db, operator.id, past, 12)).token;
    },
  },
];

/** A live token of the other kind: an owner operator's on member calls, a rich member's on operator calls. */
export async function otherKindToken(t: TestApp, call: CallDef): Promise<string> {
  if (call.auth === 'member') return (await t.newOperator('owner')).token;
  return (await t.newMember({ balanceMinor: 100_000 })).token;
}

/** A role that lacks the operator call's permission, if any role does. */
export function roleWithout(call: CallDef): OperatorRole | null {
  const { permission } = call;
  if (!permission) return null;
  return OPERATOR_ROLES.find((role) => !roleAllows(role, permission)) ?? null;
}
