import { ApiError, getUserInfo, login, updateUserInfo } from '@cloudmine/api';
import pino from 'pino';
import { expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';

import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { createAccountsService } from './accounts-service.js';

const NEW_PASSWORD = 'changed-99';

/**
 * A rate limiter that holds the first counter reset until released. Login clears the failure
 * counters right after the password check and before it writes the session: holding that reset is
 * the real seam between "the old password was right" and "the session is written".
 */
function limiterHeldAtReset(inner: RateLimiter) {
  let reached!: () => void;
  let release!: () => void;
  const atReset = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const limiter: RateLimiter = {
    hit: (key, windowMs) => inner.hit(key, windowMs),
    peek: (key) => inner.peek(key),
    async reset(key) {
      if (!held) {
        held = true;
        reached();
        await released;
      }
      await inner.reset(key);
    },
  };
  return { limiter, atReset, release };
}

describeOnEngines('a login in flight during a credentials change', (t) => {
  function heldAccounts() {
    const held = limiterHeldAtReset(t.limiter);
    const { db, clock, ledger, settings, smsCodes } = t.services;
    const accounts = createAccountsService({
      db,
      clock,
      ledger,
      settings,
      limiter: held.limiter,
      smsCodes,
      log: pino({ level: 'silent' }),
      sendNotice: t.services.sendNotice,
      smsNotices: t.services.smsNotices,
      sessionsChanged: t.services.sessions.memberChanged,
      sleep: () => Promise.resolve(),
    });
    return { ...held, accounts };
  }

  async function isRefused(token: string): Promise<boolean> {
    const error = await t
      .client({ token })
      .call(getUserInfo, {})
      .then(
        () => null,
        (e: unknown) => e,
      );
    return error instanceof ApiError && error.code === 403;
  }

  it('refuses a session to a login whose password was changed after its check', async () => {
    const member = await t.newMember();
    const held = heldAccounts();
    const pending = held.accounts.login(member.phone, member.password, { ip: '10.120.0.1', userAgent: '' });
    await held.atReset;
    // The old password was right when checked; the change commits before the session is written.
    await t.client({ token: member.token }).call(updateUserInfo, {
      kind: 'password',
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    held.release();
    expect(await refusal(pending)).toBe('credentials_changed');
    const sessions = await t.services.db
      .selectFrom('member_sessions')
      .select('revoked_at')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
  });

  it('refuses a session, with the ban, to a login whose member was banned after its check', async () => {
    const member = await t.newMember();
    const held = heldAccounts();
    const pending = held.accounts.login(member.phone, member.password, { ip: '10.120.0.2', userAgent: '' });
    await held.atReset;
    await inTransaction(t.services.db, (trx) => t.services.accounts.ban(trx, member.id, 'fraud', 'test'));
    held.release();
    expect(await refusal(pending)).toBe('account_banned_fraud');
  });

  it('leaves no live token to any of many logins with the old password racing a change', async () => {
    const member = await t.newMember();
    const tokens: string[] = [];
    const refusals: string[] = [];
    let changing = true;
    const change = t
      .client({ token: member.token })
      .call(updateUserInfo, {
        kind: 'password',
        oldPassword: member.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .finally(() => (changing = false));
    // Each worker logs in again and again, from its own address, until the change has answered.
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      for (let round = 0; round < 40 && (changing || round < 2); round += 1) {
        const client = t.client({ ip: `10.121.${worker}.${round}` });
        await client.call(login, { phone: member.phone, password: member.password }).then(
          (session) => tokens.push(session.token),
          (error: unknown) => refusals.push(error instanceof ApiError ? error.key : String(error)),
        );
      }
    });
    await Promise.all([change, ...workers]);
    expect(
      refusals.filter((key) => !['wrong_password', 'credentials_changed', 'login_locked'].includes(key)),
    ).toEqual([]);
    const live = [];
    for (const token of tokens) if (!(await isRefused(token))) live.push(token);
    expect(live).toEqual([]);
    // The new password works.
    await t.client({ ip: '10.121.9.9' }).call(login, { phone: member.phone, password: NEW_PASSWORD });
  });
});
