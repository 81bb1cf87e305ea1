import {
  ApiError,
  fundPasswordCode,
  fundPasswordReset,
  getUserInfo,
  login,
  loginSms,
  messages,
  passwordReset,
  smsSend,
  updateUserInfo,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, FACTORY_PASSWORD, nextPhone } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('password recovery', (t) => {
  let visitor: ApiClient;

  beforeAll(() => {
    visitor = t.client();
  });

  async function codeFor(phone: string, purpose: 'login' | 'reset_password'): Promise<string> {
    await visitor.call(smsSend, { phone, purpose });
    const code = t.outbox.lastCode(phone);
    if (!code) throw new Error('no code in the outbox');
    t.clock.advance(61_000);
    return code;
  }

  async function status(client: ApiClient): Promise<number> {
    const error = await client.call(getUserInfo, {}).then(
      () => null,
      (e: unknown) => e,
    );
    return error instanceof ApiError ? error.code : 200;
  }

  describe('login password', () => {
    it('sets a new password with a reset code and ends every session of the member', async () => {
      const member = await createMember(t.services);
      const other = await visitor.call(login, { phone: member.phone, password: FACTORY_PASSWORD });
      const smsCode = await codeFor(member.phone, 'reset_password');
      await visitor.call(passwordReset, {
        phone: member.phone,
        smsCode,
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      });
      expect(await status(t.client({ token: member.token }))).toBe(403);
      expect(await status(t.client({ token: other.token }))).toBe(403);
      expect(await refusal(visitor.call(login, { phone: member.phone, password: FACTORY_PASSWORD }))).toBe(
        'wrong_password',
      );
      const session = await visitor.call(login, { phone: member.phone, password: 'brandnew1' });
      expect(session.user.id).toBe(member.id);
      // The member is told, so a reset they did not ask for is noticed.
      const inbox = await t.client({ token: session.token }).call(messages, { limit: 5 });
      expect(inbox.items.map((m) => m.title)).toEqual(['Login password changed']);
      // The code worked once.
      expect(
        await refusal(
          visitor.call(passwordReset, {
            phone: member.phone,
            smsCode,
            newPassword: 'again1234',
            confirmPassword: 'again1234',
          }),
        ),
      ).toBe('sms_code_wrong');
    });

    it('takes a code for its purpose only: a login code does not reset, a reset code does not log in', async () => {
      const member = await createMember(t.services);
      const loginCode = await codeFor(member.phone, 'login');
      const reset = { phone: member.phone, newPassword: 'brandnew1', confirmPassword: 'brandnew1' };
      expect(await refusal(visitor.call(passwordReset, { ...reset, smsCode: loginCode }))).toBe(
        'sms_code_wrong',
      );
      const resetCode = await codeFor(member.phone, 'reset_password');
      expect(await refusal(visitor.call(loginSms, { phone: member.phone, smsCode: resetCode }))).toBe(
        'sms_code_wrong',
      );
      // Both codes are still good for what they were sent for.
      await visitor.call(loginSms, { phone: member.phone, smsCode: loginCode });
      await visitor.call(passwordReset, { ...reset, smsCode: resetCode });
    });

    it('locks the code after sms.max_attempts wrong guesses, the right one included after', async () => {
      const member = await createMember(t.services);
      const smsCode = await codeFor(member.phone, 'reset_password');
      const wrong = smsCode === '000000' ? '111111' : '000000';
      const reset = { phone: member.phone, newPassword: 'brandnew1', confirmPassword: 'brandnew1' };
      for (let i = 0; i < 5; i += 1) {
        expect(await refusal(visitor.call(passwordReset, { ...reset, smsCode: wrong }))).toBe(
          'sms_code_wrong',
        );
      }
      expect(await refusal(visitor.call(passwordReset, { ...reset, smsCode }))).toBe('sms_code_wrong');
      expect((await visitor.call(login, { phone: member.phone, password: FACTORY_PASSWORD })).user.id).toBe(
        member.id,
      );
    });

    it('answers phone_not_exist for a phone that is no member, and checks the two passwords match', async () => {
      const phone = nextPhone();
      expect(await refusal(visitor.call(smsSend, { phone, purpose: 'reset_password' }))).toBe(
        'phone_not_exist',
      );
      expect(
        await refusal(
          visitor.call(passwordReset, {
            phone,
            smsCode: '123456',
            newPassword: 'abcdef1',
            confirmPassword: 'abcdef1',
          }),
        ),
      ).toBe('phone_not_exist');
      const member = await createMember(t.services);
      const smsCode = await codeFor(member.phone, 'reset_password');
      expect(
        await refusal(
          visitor.call(passwordReset, {
            phone: member.phone,
            smsCode,
            newPassword: 'abcdef1',
            confirmPassword: 'abcdef2',
          }),
        ),
      ).toBe('passwords_mismatch');
    });

    it('lets the owner past a login lock a stranger set', async () => {
      const member = await createMember(t.services);
      const stranger = t.client({ ip: '10.66.0.1' });
      for (let i = 0; i < 5; i += 1) {
        await refusal(stranger.call(login, { phone: member.phone, password: 'guess-000' }));
      }
      expect(await refusal(stranger.call(login, { phone: member.phone, password: 'guess-001' }))).toBe(
        'login_locked',
      );
      await visitor.call(passwordReset, {
        phone: member.phone,
        smsCode: await codeFor(member.phone, 'reset_password'),
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      });
      expect((await visitor.call(login, { phone: member.phone, password: 'brandnew1' })).user.id).toBe(
        member.id,
      );
    });
  });

  describe('fund password', () => {
    it('sends a code to the member’s own phone and sets a new fund password with it', async () => {
      const member = await createMember(t.services);
      const client = t.client({ token: member.token });
      await client.call(updateUserInfo, {
        kind: 'fundPassword',
        oldPassword: FACTORY_PASSWORD,
        newPassword: 'fund-old1',
        confirmPassword: 'fund-old1',
      });
      await client.call(fundPasswordCode, {});
      const smsCode = t.outbox.lastCode(member.phone);
      if (!smsCode) throw new Error('no code');
      await client.call(fundPasswordReset, {
        smsCode,
        newPassword: 'fund-new1',
        confirmPassword: 'fund-new1',
      });
      // The session stays; the new fund password is the one that is checked now.
      expect(await status(client)).toBe(200);
      const inbox = await client.call(messages, { limit: 5 });
      expect(inbox.items.map((m) => m.title)).toEqual(['Fund password changed', 'Fund password changed']);
      expect(
        await refusal(
          client.call(updateUserInfo, {
            kind: 'fundPassword',
            oldPassword: 'fund-old1',
            newPassword: 'fund-x123',
            confirmPassword: 'fund-x123',
          }),
        ),
      ).toBe('old_password_wrong');
      await client.call(updateUserInfo, {
        kind: 'fundPassword',
        oldPassword: 'fund-new1',
        newPassword: 'fund-x123',
        confirmPassword: 'fund-x123',
      });
    });

    it('refuses a login-password reset code, and locks after wrong guesses', async () => {
      const member = await createMember(t.services);
      const client = t.client({ token: member.token });
      const resetCode = await codeFor(member.phone, 'reset_password');
      const input = { newPassword: 'fund-new1', confirmPassword: 'fund-new1' };
      expect(await refusal(client.call(fundPasswordReset, { ...input, smsCode: resetCode }))).toBe(
        'sms_code_wrong',
      );
      await client.call(fundPasswordCode, {});
      const smsCode = t.outbox.lastCode(member.phone) ?? '';
      const wrong = smsCode === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect(await refusal(client.call(fundPasswordReset, { ...input, smsCode: wrong }))).toBe(
          'sms_code_wrong',
        );
      }
      expect(await refusal(client.call(fundPasswordReset, { ...input, smsCode }))).toBe('sms_code_wrong');
    });

    it('needs a session', async () => {
      const error = await visitor.call(fundPasswordCode, {}).catch((e: unknown) => e);
      expect((error as ApiError).code).toBe(403);
    });
  });
});
