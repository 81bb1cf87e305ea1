import {
  adminMemberBan,
  getUserInfo,
  login,
  logout,
  passwordReset,
  sessionList,
  sessionRevoke,
  sessionRevokeOthers,
  setLanguage,
  smsSend,
  updateUserInfo,
  type ApiClient,
} from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../app/services.js';
import { createRedisSessionChannel, type SessionChannel } from '../../platform/auth/session-channel.js';
import { DEFAULT_SESSION_CACHE_MS } from '../../platform/config.js';
import { listeningNode } from '../../test-support/listening-node.js';
import { FACTORY_PASSWORD } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { revokeSession } from './member-sessions-repository.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Session lookups are remembered for a moment (platform/auth/session-cache.ts). Every way a session
 * ends must end it at once on the node that ended it, even while the token is warm in memory; the
 * suites run at a fixed clock, so without the announcement the memory would answer for ever.
 */
describeOnEngines('ending a remembered session', { redis: Boolean(REDIS_URL) }, (t) => {
  /** A second session of the member, logged in from another device. */
  async function secondSession(phone: string): Promise<ApiClient> {
    const { token } = await t.client({ userAgent: 'second device' }).call(login, {
      phone,
      password: FACTORY_PASSWORD,
    });
    return t.client({ token });
  }

  /** Uses the session so its lookup is remembered, then proves it is: the answer is this member's. */
  async function warm(client: ApiClient, memberId: number): Promise<void> {
    expect((await client.call(getUserInfo, {})).id).toBe(memberId);
  }

  const refusedToken = async (client: ApiClient) => refusal(client.call(getUserInfo, {}));

  it('remembers a lookup for its period, and no longer (the bound without Redis)', async () => {
    const member = await t.newMember();
    await warm(member.client, member.id);
    // Ended behind the memory's back (no announcement), as on another node without Redis.
    await revokeSession(t.services.db, member.token, t.clock.now());
    await warm(member.client, member.id);
    t.clock.advance(DEFAULT_SESSION_CACHE_MS);
    expect(await refusedToken(member.client)).toBe('token_invalid');
  });

  it('ends at logout', async () => {
    const member = await t.newMember();
    const other = await secondSession(member.phone);
    await warm(member.client, member.id);
    await warm(other, member.id);
    await member.client.call(logout, {});
    expect(await refusedToken(member.client)).toBe('token_invalid');
    await warm(other, member.id); // logout ends this session only
  });

  it('ends every session at a password change', async () => {
    const member = await t.newMember();
    const other = await secondSession(member.phone);
    await warm(member.client, member.id);
    await warm(other, member.id);
    await member.client.call(updateUserInfo, {
      kind: 'password',
      oldPassword: FACTORY_PASSWORD,
      newPassword: 'changed-123',
      confirmPassword: 'changed-123',
    });
    expect(await refusedToken(member.client)).toBe('token_invalid');
    expect(await refusedToken(other)).toBe('token_invalid');
  });

  it('ends every session at a password reset by SMS code', async () => {
    const member = await t.newMember();
    await warm(member.client, member.id);
    const visitor = t.client();
    await visitor.call(smsSend, { phone: member.phone, purpose: 'reset_password' });
    const smsCode = t.outbox.lastCode(member.phone) ?? '';
    await visitor.call(passwordReset, {
      phone: member.phone,
      smsCode,
      newPassword: 'reset-1234',
      confirmPassword: 'reset-1234',
    });
    expect(await refusedToken(member.client)).toBe('token_invalid');
  });

  it('ends every session at a ban', async () => {
    const member = await t.newMember();
    const other = await secondSession(member.phone);
    await warm(member.client, member.id);
    await warm(other, member.id);
    const operator = await t.newOperator('owner');
    await operator.client.call(adminMemberBan, { memberId: member.id, kind: 'fraud', reason: 'chargebacks' });
    expect(await refusedToken(member.client)).toBe('token_invalid');
    expect(await refusedToken(other)).toBe('token_invalid');
  });

  it('ends the device signed out on the security page, and all others', async () => {
    const member = await t.newMember();
    const second = await secondSession(member.phone);
    const third = await secondSession(member.phone);
    for (const client of [member.client, second, third]) await warm(client, member.id);

    // The second device's session as the first sees it on its security page.
    const secondId = (await second.call(sessionList, {})).items.find((session) => session.current)?.id ?? '';
    await member.client.call(sessionRevoke, { sessionId: secondId });
    expect(await refusedToken(second)).toBe('token_invalid');
    await warm(third, member.id);

    expect((await member.client.call(sessionRevokeOthers, {})).ended).toBe(1);
    expect(await refusedToken(second)).toBe('token_invalid');
    expect(await refusedToken(third)).toBe('token_invalid');
    await warm(member.client, member.id);
  });

  it('answers the new language at once after language/set', async () => {
    const member = await t.newMember();
    await warm(member.client, member.id);
    await member.client.call(setLanguage, { language: 'bd' });
    expect((await t.services.sessions.member(member.token, t.clock.now()))?.language).toBe('bd');
  });

  it('does not keep an answer read while a change was on its way to commit', async () => {
    const member = await t.newMember();
    // The lookup reads the session before the change commits; the change is announced meanwhile.
    const reading = t.services.sessions.member(member.token, t.clock.now());
    t.services.sessions.memberChanged(member.id);
    expect((await reading)?.id).toBe(member.id);
    // The change commits (here without an announcement of its own): the old answer was not kept.
    await revokeSession(t.services.db, member.token, t.clock.now());
    expect(await t.services.sessions.member(member.token, t.clock.now())).toBeNull();
  });

  describe.runIf(REDIS_URL)('with Redis, on another node', () => {
    let other: { services: Services; channel: SessionChannel; close(): Promise<void> };

    beforeAll(async () => {
      // A second node on the same database, remembering sessions and listening on the same channel.
      other = await listeningNode(
        t,
        (redis, prefix) => createRedisSessionChannel(redis, () => undefined, `${prefix}sessions`),
        (channel) => ({ sessionCacheMs: DEFAULT_SESSION_CACHE_MS, sessionChannel: channel }),
      );
    });
    afterAll(() => other.close());

    it('ends a ban and a logout there within the announcement', async () => {
      for (const end of ['ban', 'logout'] as const) {
        const member = await t.newMember();
        const remembered = () => other.services.sessions.member(member.token, t.clock.now());
        expect((await remembered())?.id).toBe(member.id);
        const heard = new Promise<void>((resolve, reject) => {
          other.channel.subscribe((memberId) => {
            if (memberId === member.id) resolve();
          });
          setTimeout(() => reject(new Error('no announcement within 2 s')), 2_000).unref();
        });
        // Wall time on purpose: a bound on real delivery, not on the test clock.
        const started = performance.now();
        if (end === 'ban') {
          const operator = await t.newOperator('owner');
          await operator.client.call(adminMemberBan, { memberId: member.id, kind: 'bank', reason: 'frozen' });
        } else {
          await member.client.call(logout, {});
        }
        await heard;
        expect(performance.now() - started).toBeLessThan(1_000);
        expect({ end, member: await remembered() }).toEqual({ end, member: null });
      }
    });
  });
});
