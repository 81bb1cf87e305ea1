import {
  bankBind,
  bankDelete,
  bankList,
  login,
  loginSms,
  smsSend,
  messages,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  twoFactorStatus,
  withdrawApply,
  type ApiClient,
} from '@cloudmine/api';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { newKey, refusal } from '../../test-support/refusal.js';
import { createMember, FACTORY_PASSWORD, type TestMember } from '../../test-support/factories.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import {
  bankCardInput,
  createBank,
  FUND_PASSWORD,
  newTrc20Address,
  readyToWithdraw,
} from '../../test-support/wallet-fixtures.js';

describeOnEngines('two-step verification', (t) => {
  let bankId: number;

  beforeAll(async () => {
    bankId = await createBank(t.services);
  });

  /** The authenticator's code now; each test step moves the clock on so a code is never reused. */
  function codeNow(secret: string): Promise<string> {
    t.clock.advance(30_000);
    return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  }

  async function withTwoFactor(member: TestMember) {
    const client = t.client({ token: member.token });
    const setup = await client.call(twoFactorSetup, {});
    const { recoveryCodes } = await client.call(twoFactorEnable, { code: await codeNow(setup.secret) });
    return { client, secret: setup.secret, recoveryCodes };
  }

  it('turns on with a QR and a confirming code, and shows the recovery codes once', async () => {
    const member = await createMember(t.services);
    const client = t.client({ token: member.token });
    expect(await client.call(twoFactorStatus, {})).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await client.call(twoFactorSetup, {});
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await refusal(client.call(twoFactorEnable, { code: '000000' }))).toBe('two_factor_wrong');
    const { recoveryCodes } = await client.call(twoFactorEnable, { code: await codeNow(setup.secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await client.call(twoFactorStatus, {})).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the table.
    const stored = await t.services.db.selectFrom('member_recovery_codes').select('code_hash').execute();
    expect(stored.some((row) => recoveryCodes.includes(row.code_hash))).toBe(false);
    expect(await refusal(client.call(twoFactorSetup, {}))).toBe('two_factor_already_enabled');
    expect(await refusal(client.call(twoFactorEnable, { code: await codeNow(setup.secret) }))).toBe(
      'two_factor_already_enabled',
    );
  });

  it('asks the code at login on a new device, then trusts that device', async () => {
    const member = await createMember(t.services);
    const { secret } = await withTwoFactor(member);
    const visitor = t.client({ ip: '10.7.0.1' });
    const credentials = { phone: member.phone, password: FACTORY_PASSWORD };
    expect(await refusal(visitor.call(login, credentials))).toBe('two_factor_required');
    expect(await refusal(visitor.call(login, { ...credentials, totpCode: '123456' }))).toBe(
      'two_factor_wrong',
    );
    const session = await visitor.call(login, { ...credentials, totpCode: await codeNow(secret) });
    expect(session.deviceToken).toEqual(expect.any(String));
    // The same device is not asked again; another is.
    const again = await visitor.call(login, { ...credentials, deviceToken: session.deviceToken });
    expect(again.deviceToken).toBeUndefined();
    expect(await refusal(visitor.call(login, { ...credentials, deviceToken: 'x'.repeat(43) }))).toBe(
      'two_factor_required',
    );
    // A device token of another member does not help.
    const other = await createMember(t.services);
    await withTwoFactor(other);
    expect(
      await refusal(
        visitor.call(login, {
          phone: other.phone,
          password: FACTORY_PASSWORD,
          deviceToken: session.deviceToken,
        }),
      ),
    ).toBe('two_factor_required');
  });

  it('asks it at an SMS-code login too, and takes a recovery code once', async () => {
    const member = await createMember(t.services);
    const { recoveryCodes } = await withTwoFactor(member);
    const visitor = t.client({ ip: '10.7.0.2' });
    await visitor.call(smsSend, { phone: member.phone, purpose: 'login' });
    const smsCode = t.outbox.lastCode(member.phone) ?? '';
    expect(await refusal(visitor.call(loginSms, { phone: member.phone, smsCode }))).toBe(
      'two_factor_required',
    );
    const recovery = recoveryCodes[0] ?? '';
    const session = await visitor.call(loginSms, { phone: member.phone, smsCode, totpCode: recovery });
    expect(session.user.id).toBe(member.id);
    const credentials = { phone: member.phone, password: FACTORY_PASSWORD };
    expect(await refusal(visitor.call(login, { ...credentials, totpCode: recovery }))).toBe(
      'two_factor_wrong',
    );
    expect((await t.client({ token: session.token }).call(twoFactorStatus, {})).recoveryCodesLeft).toBe(9);
  });

  it('locks the second factor after two_factor.max_failures wrong codes', async () => {
    const member = await createMember(t.services);
    const { secret } = await withTwoFactor(member);
    const visitor = t.client({ ip: '10.7.0.3' });
    const credentials = { phone: member.phone, password: FACTORY_PASSWORD };
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      results.push(await refusal(visitor.call(login, { ...credentials, totpCode: '000000' })));
    }
    expect(results.slice(0, 4)).toEqual(Array(4).fill('two_factor_wrong'));
    expect(results[5]).toBe('request_too_frequent');
    expect(await refusal(visitor.call(login, { ...credentials, totpCode: await codeNow(secret) }))).toBe(
      'request_too_frequent',
    );
  });

  it('asks the code at every withdrawal and payout-account change', async () => {
    const member = await createMember(t.services, { balanceMinor: 1_000_00 });
    await readyToWithdraw(t.services, member.id);
    const { client, secret } = await withTwoFactor(member);
    const card = bankCardInput(bankId);
    expect(await refusal(client.call(bankBind, card))).toBe('two_factor_required');
    expect(await refusal(client.call(bankBind, { ...card, totpCode: '000000' }))).toBe('two_factor_wrong');
    await client.call(bankBind, { ...card, totpCode: await codeNow(secret) });
    const apply = { method: 'bank' as const, amount: '20', fundPassword: FUND_PASSWORD };
    expect(await refusal(client.call(withdrawApply, { ...apply, idempotencyKey: newKey() }))).toBe(
      'two_factor_required',
    );
    const withdrawal = await client.call(withdrawApply, {
      ...apply,
      totpCode: await codeNow(secret),
      idempotencyKey: newKey(),
    });
    expect(withdrawal.amountMinor).toBe(20_00);
    // A second account, with no withdrawal under review, to delete.
    await client.call(bankBind, {
      method: 'usdt_trc20',
      address: newTrc20Address(),
      fundPassword: FUND_PASSWORD,
      totpCode: await codeNow(secret),
    });
    const usdt = (await client.call(bankList, {})).items.find((c) => c.method === 'usdt_trc20');
    const remove = { cardId: usdt?.id ?? 0, fundPassword: FUND_PASSWORD };
    expect(await refusal(client.call(bankDelete, remove))).toBe('two_factor_required');
    expect(await refusal(client.call(bankDelete, { ...remove, totpCode: '000000' }))).toBe(
      'two_factor_wrong',
    );
    await client.call(bankDelete, { ...remove, totpCode: await codeNow(secret) });
    expect((await client.call(bankList, {})).items.map((c) => c.method)).toEqual(['bank']);
  });

  it('passes withdrawals and payout changes without a code while off', async () => {
    const member = await createMember(t.services, { balanceMinor: 1_000_00 });
    await readyToWithdraw(t.services, member.id);
    const client: ApiClient = t.client({ token: member.token });
    await client.call(bankBind, bankCardInput(bankId));
    await client.call(withdrawApply, {
      method: 'bank',
      amount: '20',
      fundPassword: FUND_PASSWORD,
      idempotencyKey: newKey(),
    });
  });

  it('turns off with a code, and logins stop asking', async () => {
    const member = await createMember(t.services);
    const { client, secret } = await withTwoFactor(member);
    expect(await refusal(client.call(twoFactorDisable, { code: '000000' }))).toBe('two_factor_wrong');
    await client.call(twoFactorDisable, { code: await codeNow(secret) });
    expect(await client.call(twoFactorStatus, {})).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Both changes are told to the member (newest first), the refused one not.
    const inbox = await client.call(messages, {});
    expect(inbox.items.map((message) => message.title)).toEqual([
      'Authenticator turned off',
      'Authenticator turned on',
    ]);
    expect(await refusal(client.call(twoFactorDisable, { code: await codeNow(secret) }))).toBe(
      'two_factor_not_enabled',
    );
    const session = await t.client().call(login, { phone: member.phone, password: FACTORY_PASSWORD });
    expect(session.user.id).toBe(member.id);
  });
});
