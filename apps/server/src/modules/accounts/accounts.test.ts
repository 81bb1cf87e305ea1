import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  getUserInfo,
  login,
  loginHistory,
  loginSms,
  logout,
  messages,
  register,
  registerConfig,
  sessionList,
  setLanguage,
  smsSend,
  updateUserInfo,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction.js';
import { createHttpSms } from '../../platform/sms/sms-sender.js';
import { memberByPhone, nextPhone, passwordChange } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { createTestApp, describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('accounts', (t, engine) => {
  let visitor: ApiClient;
  let inviterCode: string;

  beforeAll(async () => {
    visitor = t.client();
    inviterCode = (await t.newMember()).invitationCode;
  });

  async function sendCode(phone: string, ip = '10.0.0.1'): Promise<string> {
    await t.client({ ip }).call(smsSend, { phone });
    const code = t.outbox.lastCode(phone);
    if (!code) throw new Error('no code in the outbox');
    return code;
  }

  /** What the register page sends for `phone` and its SMS code: pass1234 typed twice, the inviter's code. */
  const registration = (phone: string, smsCode: string) => ({
    phone,
    password: 'pass1234',
    confirmPassword: 'pass1234',
    invitationCode: inviterCode,
    smsCode,
  });

  async function registerNew(overrides: Partial<Parameters<typeof visitor.call<typeof register>>[1]> = {}) {
    const phone = overrides.phone ?? nextPhone();
    const smsCode = await sendCode(phone);
    await visitor.call(register, { ...registration(phone, smsCode), ...overrides });
    return phone;
  }

  describe('register/config', () => {
    it('answers the phone pattern, invitation rule and SMS timing from settings', async () => {
      await t.services.settings.set(t.services.db, 'sms.resend_seconds', 90);
      const config = await visitor.call(registerConfig, {});
      expect(config).toMatchObject({
        phonePattern: '^01[3-9]\\d{8}$',
        phoneExample: '01712345678',
        invitationRequired: true,
        codeLength: 6,
        resendSeconds: 90,
      });
      await t.services.settings.set(t.services.db, 'sms.resend_seconds', 60);
    });
  });

  describe('sms/send', () => {
    it('sends a 6-digit code and refuses a resend within 60 s, then allows it', async () => {
      const phone = nextPhone();
      expect(await visitor.call(smsSend, { phone })).toEqual({ resendSeconds: 60 });
      expect(t.outbox.lastCode(phone)).toMatch(/^\d{6}$/);
      expect(await refusal(visitor.call(smsSend, { phone }))).toBe('sms_too_frequent');
      t.clock.advance(61_000);
      await visitor.call(smsSend, { phone });
      expect(t.outbox.sent.filter((m) => m.phone === phone)).toHaveLength(2);
    });

    it('refuses a phone of the wrong format and a registered phone', async () => {
      expect(await refusal(visitor.call(smsSend, { phone: '02712345678' }))).toBe('phone_format_wrong');
      expect(await refusal(visitor.call(smsSend, { phone: 'abc' }))).toBe('phone_format_wrong');
      const member = await t.newMember();
      expect(await refusal(visitor.call(smsSend, { phone: member.phone }))).toBe('phone_registered');
    });

    it('caps codes per phone per day and per IP per hour', async () => {
      await t.services.settings.set(t.services.db, 'sms.max_per_phone_per_day', 2);
      const phone = nextPhone();
      await visitor.call(smsSend, { phone });
      t.clock.advance(61_000);
      await visitor.call(smsSend, { phone });
      t.clock.advance(61_000);
      expect(await refusal(visitor.call(smsSend, { phone }))).toBe('sms_too_frequent');
      await t.services.settings.set(t.services.db, 'sms.max_per_phone_per_day', 10);

      await t.services.settings.set(t.services.db, 'sms.max_per_ip_per_hour', 3);
      const pumper = t.client({ ip: '10.9.9.9' });
      for (let i = 0; i < 3; i += 1) await pumper.call(smsSend, { phone: nextPhone() });
      expect(await refusal(pumper.call(smsSend, { phone: nextPhone() }))).toBe('request_too_frequent');
      await t.services.settings.set(t.services.db, 'sms.max_per_ip_per_hour', 30);
    });

    it('answers sms_send_failed when the provider refuses, and lets the member retry at once', async () => {
      const provider = http.createServer((_req, res) => res.writeHead(502).end());
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const { port } = provider.address() as AddressInfo;
      const failing = await createTestApp(engine, {
        sms: createHttpSms({ url: `http://127.0.0.1:${port}/send`, token: 'x' }),
      });
      try {
        const phone = nextPhone();
        expect(await refusal(failing.client().call(smsSend, { phone }))).toBe('sms_send_failed');
        expect(await refusal(failing.client().call(smsSend, { phone }))).toBe('sms_send_failed');
      } finally {
        await failing.close();
        provider.close();
      }
    });
  });

  describe('register', () => {
    it('creates the member under the inviter with the welcome bonus as a posting', async () => {
      const inviter = await t.newMember();
      const phone = nextPhone();
      const smsCode = await sendCode(phone);
      const registered = await visitor.call(register, {
        ...registration(phone, smsCode),
        invitationCode: inviter.invitationCode.toLowerCase(),
        language: 'bd',
      });
      expect(registered.user).toMatchObject({ phone, language: 'bd', balanceMinor: 100 });
      const member = await memberByPhone(t.services, phone);
      expect(member.inviter_id).toBe(inviter.id);
      expect(member.language).toBe('bd');
      const postings = await t.services.db
        .selectFrom('ledger_entries')
        .select(['type', 'amount_minor', 'balance_after_minor'])
        .where('member_id', '=', member.id)
        .execute();
      expect(postings).toEqual([{ type: 17, amount_minor: 100, balance_after_minor: 100 }]);
    });

    it('answers a session: the new member is logged in, on the sessions and login-history pages', async () => {
      const phone = nextPhone();
      const smsCode = await sendCode(phone);
      const client = t.client({ ip: '10.9.8.7' });
      const registered = await client.call(register, registration(phone, smsCode));
      expect(registered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(registered.deviceToken).toBeUndefined();
      const member = t.client({ token: registered.token, ip: '10.9.8.7' });
      expect((await member.call(getUserInfo, {})).phone).toBe(phone);
      expect((await member.call(sessionList, {})).items.map((s) => [s.ip, s.current])).toEqual([
        ['10.9.8.7', true],
      ]);
      const history = await member.call(loginHistory, {});
      expect(history.items.map((a) => [a.ip, a.success])).toEqual([['10.9.8.7', true]]);
      // The password chosen at registration logs in as any other.
      await client.call(login, { phone, password: 'pass1234' });
    });

    it('places members three levels deep', async () => {
      const top = await t.newMember();
      inviterCode = top.invitationCode;
      const m1 = await memberByPhone(t.services, await registerNew());
      inviterCode = m1.invitation_code;
      const m2 = await memberByPhone(t.services, await registerNew());
      inviterCode = m2.invitation_code;
      const m3 = await memberByPhone(t.services, await registerNew());
      expect([m3.inviter_id, m3.upline2_id, m3.upline3_id]).toEqual([m2.id, m1.id, top.id]);
      expect([m2.inviter_id, m2.upline2_id, m2.upline3_id]).toEqual([m1.id, top.id, null]);
    });

    it('credits trial funds (type 18) when the setting is on', async () => {
      await t.services.settings.set(t.services.db, 'register.trial_funds_minor', 250);
      const phone = await registerNew();
      await t.services.settings.set(t.services.db, 'register.trial_funds_minor', 0);
      const types = await t.services.db
        .selectFrom('ledger_entries')
        .innerJoin('members', 'members.id', 'ledger_entries.member_id')
        .select(['ledger_entries.type', 'ledger_entries.amount_minor'])
        .where('members.phone', '=', phone)
        .orderBy('ledger_entries.id')
        .execute();
      expect(types).toEqual([
        { type: 17, amount_minor: 100 },
        { type: 18, amount_minor: 250 },
      ]);
    });

    it('refuses mismatched passwords, a bad phone, an unknown invitation code and a wrong SMS code', async () => {
      const phone = nextPhone();
      const smsCode = await sendCode(phone);
      const base = registration(phone, smsCode);
      expect(await refusal(visitor.call(register, { ...base, confirmPassword: 'other123' }))).toBe(
        'passwords_mismatch',
      );
      expect(await refusal(visitor.call(register, { ...base, phone: '12345' }))).toBe('phone_format_wrong');
      expect(await refusal(visitor.call(register, { ...base, invitationCode: 'ZZZZZZ' }))).toBe(
        'invitation_code_not_found',
      );
      expect(await refusal(visitor.call(register, { ...base, invitationCode: '' }))).toBe(
        'invitation_code_not_found',
      );
      const wrong = smsCode === '000000' ? '111111' : '000000';
      expect(await refusal(visitor.call(register, { ...base, smsCode: wrong }))).toBe('sms_code_wrong');
      expect(await refusal(visitor.call(register, { ...base, smsCode: '12ab' }))).toBe('sms_code_wrong');
      // Nothing was written by the refusals; the right code still works once.
      await visitor.call(register, base);
      expect(await refusal(visitor.call(register, base))).toBe('phone_registered');
    });

    it('accepts no invitation code when the operator makes it optional', async () => {
      await t.services.settings.set(t.services.db, 'register.invitation_required', false);
      const phone = nextPhone();
      const smsCode = await sendCode(phone);
      await visitor.call(register, { phone, password: 'pass1234', confirmPassword: 'pass1234', smsCode });
      await t.services.settings.set(t.services.db, 'register.invitation_required', true);
    });

    it('voids a code after too many wrong guesses and refuses an expired code', async () => {
      const phone = nextPhone();
      const smsCode = await sendCode(phone);
      const base = { phone, password: 'pass1234', confirmPassword: 'pass1234', invitationCode: inviterCode };
      const wrong = smsCode === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i += 1) {
        expect(await refusal(visitor.call(register, { ...base, smsCode: wrong }))).toBe('sms_code_wrong');
      }
      expect(await refusal(visitor.call(register, { ...base, smsCode }))).toBe('sms_code_wrong');

      const late = nextPhone();
      const lateCode = await sendCode(late);
      t.clock.advance(301_000);
      expect(await refusal(visitor.call(register, { ...base, phone: late, smsCode: lateCode }))).toBe(
        'sms_code_wrong',
      );
    });

    it('registers a phone once when two registrations race', async () => {
      const phone = nextPhone();
      const smsCode = await sendCode(phone);
      const input = registration(phone, smsCode);
      const results = await Promise.allSettled([
        visitor.call(register, input),
        visitor.call(register, input),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rows = await t.services.db
        .selectFrom('members')
        .select('id')
        .where('phone', '=', phone)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('limits registrations per IP per hour', async () => {
      await t.services.settings.set(t.services.db, 'register.max_per_ip_per_hour', 1);
      const client = t.client({ ip: '10.7.7.7' });
      const phone = nextPhone();
      await client.call(smsSend, { phone });
      const smsCode = t.outbox.lastCode(phone) ?? '';
      const input = registration(phone, smsCode);
      await client.call(register, input);
      expect(await refusal(client.call(register, { ...input, phone: nextPhone() }))).toBe(
        'request_too_frequent',
      );
      await t.services.settings.set(t.services.db, 'register.max_per_ip_per_hour', 20);
    });
  });

  describe('login', () => {
    it('answers a token that opens user/info, and refuses unknown phones and wrong passwords', async () => {
      const member = await t.newMember({ balanceMinor: 12_345, points: 7 });
      const session = await visitor.call(login, { phone: member.phone, password: member.password });
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.user).toMatchObject({
        id: member.id,
        balanceMinor: 12_345,
        points: 7,
        teamBalanceMinor: 0,
      });
      const info = await t.client({ token: session.token }).call(getUserInfo, {});
      expect(info.phone).toBe(member.phone);

      expect(await refusal(visitor.call(login, { phone: nextPhone(), password: 'whatever1' }))).toBe(
        'phone_not_registered',
      );
      expect(await refusal(visitor.call(login, { phone: member.phone, password: 'wrong-one' }))).toBe(
        'wrong_password',
      );
    });

    it('locks a phone at the address that guessed wrong, and lets it in there after the lock', async () => {
      const member = await t.newMember();
      const client = t.client({ ip: '10.1.2.3' });
      for (let i = 0; i < 5; i += 1) {
        expect(await refusal(client.call(login, { phone: member.phone, password: 'bad-guess' }))).toBe(
          'wrong_password',
        );
      }
      expect(await refusal(client.call(login, { phone: member.phone, password: member.password }))).toBe(
        'login_locked',
      );
      // Another address is not locked by this one's guesses.
      await t.client({ ip: '10.1.2.4' }).call(login, { phone: member.phone, password: member.password });
      t.clock.advance(15 * 60_000 + 1000);
      await client.call(login, { phone: member.phone, password: member.password });
    });

    it('refuses banned members with the reason, and their tokens stop working', async () => {
      const fraud = await t.newMember();
      const bank = await t.newMember();
      await inTransaction(t.services.db, async (trx) => {
        await t.services.accounts.ban(trx, fraud.id, 'fraud', 'test');
        await t.services.accounts.ban(trx, bank.id, 'bank', 'test');
      });
      expect(await refusal(visitor.call(login, { phone: fraud.phone, password: fraud.password }))).toBe(
        'account_banned_fraud',
      );
      expect(await refusal(visitor.call(login, { phone: bank.phone, password: bank.password }))).toBe(
        'account_banned_bank',
      );
      const error = await t
        .client({ token: fraud.token })
        .call(getUserInfo, {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(403);
    });
  });

  describe('login/sms', () => {
    async function sendLoginCode(phone: string, ip = '10.3.0.1'): Promise<string> {
      await t.client({ ip }).call(smsSend, { phone, purpose: 'login' });
      const code = t.outbox.lastCode(phone);
      if (!code) throw new Error('no code in the outbox');
      return code;
    }

    it('logs in with a code sent for login, once per code', async () => {
      const member = await t.newMember({ balanceMinor: 500 });
      const smsCode = await sendLoginCode(member.phone);
      const session = await visitor.call(loginSms, { phone: member.phone, smsCode });
      expect(session.user).toMatchObject({ id: member.id, balanceMinor: 500 });
      expect((await t.client({ token: session.token }).call(getUserInfo, {})).id).toBe(member.id);
      expect(await refusal(visitor.call(loginSms, { phone: member.phone, smsCode }))).toBe('sms_code_wrong');
    });

    it('sends login codes only to members that may log in', async () => {
      expect(await refusal(visitor.call(smsSend, { phone: nextPhone(), purpose: 'login' }))).toBe(
        'phone_not_registered',
      );
      const banned = await t.newMember();
      await inTransaction(t.services.db, (trx) => t.services.accounts.ban(trx, banned.id, 'bank', 'test'));
      expect(await refusal(visitor.call(smsSend, { phone: banned.phone, purpose: 'login' }))).toBe(
        'account_banned_bank',
      );
    });

    it('takes a code for its own purpose only, and refuses wrong and expired codes', async () => {
      // A registration code left unused (the phone registered with a later one) does not log in.
      const phone = nextPhone();
      const unused = await sendCode(phone, '10.3.3.1');
      t.clock.advance(61_000);
      await t
        .client({ ip: '10.3.3.1' })
        .call(register, registration(phone, await sendCode(phone, '10.3.3.1')));
      expect(await refusal(visitor.call(loginSms, { phone, smsCode: unused }))).toBe('sms_code_wrong');
      const smsCode = await sendLoginCode(phone);
      const wrong = smsCode === '000000' ? '111111' : '000000';
      expect(await refusal(visitor.call(loginSms, { phone, smsCode: wrong }))).toBe('sms_code_wrong');
      expect(await refusal(visitor.call(loginSms, { phone: nextPhone(), smsCode }))).toBe(
        'phone_not_registered',
      );
      t.clock.advance(301_000);
      expect(await refusal(visitor.call(loginSms, { phone, smsCode }))).toBe('sms_code_wrong');
    });

    it('refuses a member banned after the code was sent', async () => {
      const member = await t.newMember();
      const smsCode = await sendLoginCode(member.phone);
      await inTransaction(t.services.db, (trx) => t.services.accounts.ban(trx, member.id, 'fraud', 'test'));
      expect(await refusal(visitor.call(loginSms, { phone: member.phone, smsCode }))).toBe(
        'account_banned_fraud',
      );
    });

    it('lets the owner in past a lock, and clears the phone’s count from everywhere', async () => {
      await t.services.settings.set(t.services.db, 'login.max_failures_per_phone', 6);
      try {
        const member = await t.newMember();
        for (let i = 0; i < 6; i += 1) {
          const stranger = t.client({ ip: `10.3.1.${i}` });
          expect(await refusal(stranger.call(login, { phone: member.phone, password: 'bad-guess' }))).toBe(
            'wrong_password',
          );
        }
        const owner = t.client({ ip: '10.3.2.1' });
        expect(await refusal(owner.call(login, { phone: member.phone, password: member.password }))).toBe(
          'login_locked',
        );
        const smsCode = await sendLoginCode(member.phone, '10.3.2.1');
        await owner.call(loginSms, { phone: member.phone, smsCode });
        // The lock is gone: the password works again from anywhere.
        await t.client({ ip: '10.3.2.2' }).call(login, { phone: member.phone, password: member.password });
      } finally {
        await t.services.settings.set(t.services.db, 'login.max_failures_per_phone', 30);
      }
    });
  });

  describe('session calls', () => {
    it('sets the language, logs out and then answers 403', async () => {
      const member = await t.newMember();
      const client = t.client({ token: member.token });
      expect(await client.call(setLanguage, { language: 'zh' })).toEqual({ language: 'zh' });
      expect((await client.call(getUserInfo, {})).language).toBe('zh');
      expect(await refusal(client.call(setLanguage, { language: 'fr' as 'zh' }))).toBe('parameter_error');
      await client.call(logout, {});
      const error = await client.call(getUserInfo, {}).catch((e: unknown) => e);
      expect((error as ApiError).code).toBe(403);
    });

    it('expires a session after its time to live', async () => {
      const member = await t.newMember();
      t.clock.advance(25 * 3_600_000);
      const error = await t
        .client({ token: member.token })
        .call(getUserInfo, {})
        .catch((e: unknown) => e);
      expect((error as ApiError).code).toBe(403);
    });
  });

  describe('user/update/info', () => {
    /** The titles of the member's own notices (not broadcasts), newest first. */
    async function noticeTitles(token: string): Promise<string[]> {
      const page = await t.client({ token }).call(messages, { limit: 20 });
      return page.items.filter((message) => !message.broadcast).map((message) => message.title);
    }

    it('changes the nickname (the avatar: avatar.test.ts)', async () => {
      const member = await t.newMember();
      const client = t.client({ token: member.token });
      expect((await client.call(updateUserInfo, { kind: 'nickname', nickname: ' Rahim ' })).nickname).toBe(
        'Rahim',
      );
    });

    it('changes the login password with every rule, and ends every session', async () => {
      const member = await t.newMember();
      const client = t.client({ token: member.token });
      const change = passwordChange('password', member.password, 'newpass99');
      expect(await refusal(client.call(updateUserInfo, { ...change, oldPassword: 'nope-nope' }))).toBe(
        'old_password_wrong',
      );
      expect(
        await refusal(
          client.call(updateUserInfo, {
            ...change,
            newPassword: member.password,
            confirmPassword: member.password,
          }),
        ),
      ).toBe('password_same_as_old');
      expect(await refusal(client.call(updateUserInfo, { ...change, confirmPassword: 'different1' }))).toBe(
        'passwords_mismatch',
      );
      expect(await noticeTitles(member.token)).toEqual([]);
      await client.call(updateUserInfo, change);
      expect(((await client.call(getUserInfo, {}).catch((e: unknown) => e)) as ApiError).code).toBe(403);
      expect(await refusal(visitor.call(login, { phone: member.phone, password: member.password }))).toBe(
        'wrong_password',
      );
      const session = await visitor.call(login, { phone: member.phone, password: 'newpass99' });
      expect(await noticeTitles(session.token)).toEqual(['Login password changed']);
    });

    it('sets the first fund password with the login password, then changes it with the old one', async () => {
      const member = await t.newMember();
      const client = t.client({ token: member.token });
      const first = passwordChange('fundPassword', member.password, 'fund1234');
      expect(await refusal(client.call(updateUserInfo, { ...first, oldPassword: 'wrong-pass' }))).toBe(
        'old_password_wrong',
      );
      expect(await noticeTitles(member.token)).toEqual([]);
      expect((await client.call(updateUserInfo, first)).hasFundPassword).toBe(true);
      expect(await noticeTitles(member.token)).toEqual(['Fund password changed']);
      const again = passwordChange('fundPassword', 'fund1234', 'fund1234');
      expect(await refusal(client.call(updateUserInfo, again))).toBe('password_same_as_old');
      expect(
        await refusal(
          client.call(updateUserInfo, {
            ...again,
            oldPassword: member.password,
            newPassword: 'fund5678',
            confirmPassword: 'fund5678',
          }),
        ),
      ).toBe('old_password_wrong');
      await client.call(updateUserInfo, { ...again, newPassword: 'fund5678', confirmPassword: 'fund5678' });
      expect(await noticeTitles(member.token)).toEqual(['Fund password changed', 'Fund password changed']);
    });
  });
});
