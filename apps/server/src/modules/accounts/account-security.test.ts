import {
  ApiError,
  getUserInfo,
  login,
  loginHistory,
  sessionList,
  sessionRevoke,
  sessionRevokeOthers,
  type ApiClient,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { createMember, FACTORY_PASSWORD } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describeOnEngines('account security', (t) => {
  async function loginFrom(phone: string, ip: string, userAgent: string): Promise<ApiClient> {
    const session = await t.client({ ip, userAgent }).call(login, { phone, password: FACTORY_PASSWORD });
    return t.client({ token: session.token, ip, userAgent });
  }

  async function status(client: ApiClient): Promise<number> {
    const error = await client.call(getUserInfo, {}).then(
      () => null,
      (e: unknown) => e,
    );
    return error instanceof ApiError ? error.code : 200;
  }

  it('records each login attempt with its time, address, device and outcome, newest first', async () => {
    const member = await createMember(t.services);
    await refusal(
      t
        .client({ ip: '10.1.0.9', userAgent: IPHONE_SAFARI })
        .call(login, { phone: member.phone, password: 'nope-123' }),
    );
    t.clock.advance(60_000);
    const phone = await loginFrom(member.phone, '10.1.0.7', ANDROID_CHROME);
    const history = await phone.call(loginHistory, {});
    expect(history.items.map(({ ip, device, success }) => ({ ip, device, success }))).toEqual([
      { ip: '10.1.0.7', device: 'Chrome · Android', success: true },
      { ip: '10.1.0.9', device: 'Safari · iOS', success: false },
    ]);
    expect(history.items[0]?.at).toBe(t.clock.now().toISOString());
    // Another member sees only their own.
    const other = await createMember(t.services);
    expect((await t.client({ token: other.token }).call(loginHistory, {})).items).toEqual([]);
  });

  it('pages the history', async () => {
    const member = await createMember(t.services);
    for (let i = 0; i < 3; i += 1) await loginFrom(member.phone, `10.2.0.${i}`, ANDROID_CHROME);
    const client = t.client({ token: member.token });
    const first = await client.call(loginHistory, { limit: 2 });
    expect(first.items.map((i) => i.ip)).toEqual(['10.2.0.2', '10.2.0.1']);
    const rest = await client.call(loginHistory, { limit: 2, cursor: first.nextCursor ?? '' });
    expect(rest.items.map((i) => i.ip)).toEqual(['10.2.0.0']);
  });

  it('lists live sessions with this one first, and signs out one device', async () => {
    const member = await createMember(t.services);
    const phone = await loginFrom(member.phone, '10.3.0.1', ANDROID_CHROME);
    t.clock.advance(1000);
    const tablet = await loginFrom(member.phone, '10.3.0.2', IPHONE_SAFARI);
    const list = await phone.call(sessionList, {});
    expect(list.items).toHaveLength(3);
    expect(list.items[0]).toMatchObject({ current: true, ip: '10.3.0.1', device: 'Chrome · Android' });
    const tabletSession = list.items.find((s) => s.ip === '10.3.0.2');
    expect(tabletSession).toMatchObject({ current: false, device: 'Safari · iOS' });
    await phone.call(sessionRevoke, { sessionId: tabletSession?.id ?? '' });
    expect(await status(tablet)).toBe(403);
    expect(await status(phone)).toBe(200);
    expect(await refusal(phone.call(sessionRevoke, { sessionId: tabletSession?.id ?? '' }))).toBe(
      'session_not_found',
    );
  });

  it('signs out all other devices and keeps this one', async () => {
    const member = await createMember(t.services);
    const phone = await loginFrom(member.phone, '10.4.0.1', ANDROID_CHROME);
    const tablet = await loginFrom(member.phone, '10.4.0.2', IPHONE_SAFARI);
    expect(await phone.call(sessionRevokeOthers, {})).toEqual({ ended: 2 });
    expect(await status(phone)).toBe(200);
    expect(await status(tablet)).toBe(403);
    expect(await status(t.client({ token: member.token }))).toBe(403);
    expect((await phone.call(sessionList, {})).items).toHaveLength(1);
  });

  it("cannot end another member's session, and is told as for an unknown one", async () => {
    const victim = await createMember(t.services);
    const victimClient = await loginFrom(victim.phone, '10.5.0.1', ANDROID_CHROME);
    const victimSessions = (await victimClient.call(sessionList, {})).items;
    const attacker = t.client({ token: (await createMember(t.services)).token });
    for (const session of victimSessions) {
      expect(await refusal(attacker.call(sessionRevoke, { sessionId: session.id }))).toBe(
        'session_not_found',
      );
    }
    expect(await refusal(attacker.call(sessionRevoke, { sessionId: 'f'.repeat(32) }))).toBe(
      'session_not_found',
    );
    expect(await status(victimClient)).toBe(200);
    expect((await victimClient.call(sessionList, {})).items).toHaveLength(victimSessions.length);
    // "All others" of the attacker are the attacker's only.
    await attacker.call(sessionRevokeOthers, {});
    expect(await status(victimClient)).toBe(200);
  });
});
