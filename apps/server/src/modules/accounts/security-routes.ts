import {
  fundPasswordCode,
  fundPasswordReset,
  loginHistory,
  passwordReset,
  sessionList,
  sessionRevoke,
  sessionRevokeOthers,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  twoFactorStatus,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import { memberPage } from '../../platform/http/paging.js';
import { route } from '../../platform/http/routes.js';
import type { AccountsRouteDeps } from './accounts-routes.js';
import { deviceName } from './device-name.js';
import { listLoginAttempts } from './login-attempts-repository.js';
import { liveSessions, revokeMemberSession, revokeOtherSessions } from './member-sessions-repository.js';

/** Recovery and the account security page (docs/security.md). */
export function securityRoutes(scope: FastifyInstance, deps: AccountsRouteDeps): void {
  const { accounts, db } = deps;

  route(scope, deps, passwordReset, async (input, { ip }) => {
    await accounts.assertPhoneFormat(input.phone);
    await accounts.recovery.resetPassword(input.phone, input, ip);
    return { ok: true as const };
  });

  route(scope, deps, fundPasswordCode, (_input, { member, ip }) =>
    accounts.recovery.sendFundPasswordCode(member.id, ip),
  );

  route(scope, deps, fundPasswordReset, async (input, { member }) => {
    await accounts.recovery.resetFundPassword(member.id, input);
    return { ok: true as const };
  });

  route(scope, deps, loginHistory, (input, { member }) =>
    memberPage(input, async (page) =>
      (await listLoginAttempts(db, member.id, page)).map((row) => ({
        id: row.id,
        at: row.at,
        ip: row.ip,
        device: deviceName(row.user_agent),
        success: row.success === 1,
      })),
    ),
  );

  route(scope, deps, sessionList, async (_input, { member, token, now }) => {
    const current = hashToken(token);
    const rows = await liveSessions(db, member.id, now);
    const items = rows.map((row) => ({
      id: row.public_id,
      createdAt: row.created_at,
      ip: row.ip,
      device: deviceName(row.user_agent),
      current: row.token_hash === current,
    }));
    // This device first, then the others newest first.
    return { items: [...items.filter((s) => s.current), ...items.filter((s) => !s.current)] };
  });

  route(scope, deps, sessionRevoke, async (input, { member, now }) => {
    // Scoped to the caller: another member's session id ends nothing and is answered as not found.
    if (!(await revokeMemberSession(db, member.id, input.sessionId, now))) {
      throw new AppError('session_not_found');
    }
    deps.sessions.memberChanged(member.id);
    return { ok: true as const };
  });

  route(scope, deps, sessionRevokeOthers, async (_input, { member, token, now }) => {
    const ended = await revokeOtherSessions(db, member.id, token, now);
    if (ended > 0) deps.sessions.memberChanged(member.id);
    return { ended };
  });

  route(scope, deps, twoFactorStatus, (_input, { member }) => accounts.twoFactor.status(member.id));

  route(scope, deps, twoFactorSetup, (_input, { member }) =>
    accounts.twoFactor.setup(member.id, member.phone),
  );

  route(scope, deps, twoFactorEnable, (input, { member }) =>
    accounts.twoFactor.enable(member.id, input.code),
  );

  route(scope, deps, twoFactorDisable, async (input, { member }) => {
    await accounts.twoFactor.disable(member.id, input.code);
    return { ok: true as const };
  });
}
