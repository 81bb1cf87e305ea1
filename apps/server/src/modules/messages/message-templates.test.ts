import {
  adminSettingsUpdate,
  adminWithdrawalReject,
  bankBind,
  messages,
  smsSend,
  withdrawApply,
} from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test-support/engines.js';
import { createMember, createOperator } from '../../test-support/factories.js';
import { newKey } from '../../test-support/refusal.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  createBank,
  FUND_PASSWORD,
  newAccountNumber,
  readyToWithdraw,
} from '../../test-support/wallet-fixtures.js';
import { renderTemplate, unknownVariables } from './message-templates.js';

describe('message templates', () => {
  it('fill in their variables and name the ones not on the list', () => {
    expect(renderTemplate('Code {code}, {minutes} min', { code: '123456', minutes: '5' })).toBe(
      'Code 123456, 5 min',
    );
    expect(unknownVariables('Code {code} {amout} {}', ['code'])).toEqual(['amout', '']);
  });
});

describe.each(ENGINES)('operator-edited templates on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('refuses a variable not on the list, and sends the code text in the member’s language', async () => {
    const owner = t.client({ token: (await createOperator(t.services, 'owner')).token });
    const texts = {
      en: 'Code {code} ({minutes} min)',
      zh: '验证码 {code}（{minutes} 分钟）',
      bd: 'কোড {code} ({minutes} মিনিট)',
    };
    const typo = await owner.raw(adminSettingsUpdate, {
      key: 'templates.sms.code',
      value: { ...texts, en: 'Code {cod}' },
      reason: 'shorter texts',
    });
    expect(typo.body).toMatchObject({ code: 400 });
    await owner.call(adminSettingsUpdate, {
      key: 'templates.sms.code',
      value: texts,
      reason: 'shorter texts',
    });

    const member = await createMember(t.services, { language: 'bd' });
    await t.client().call(smsSend, { phone: member.phone, purpose: 'login' });
    const sent = t.outbox.sent.findLast((message) => message.phone === member.phone);
    expect(sent?.text).toMatch(new RegExp(`^কোড ${sent?.code ?? 'none'} \\(\\d+ মিনিট\\)$`));
  });

  it('tells the member in an in-app message that a withdrawal was rejected, with amount and reason', async () => {
    const member = await createMember(t.services, { balanceMinor: 200_00, language: 'en' });
    await readyToWithdraw(t.services, member.id);
    const client = t.client({ token: member.token });
    await client.call(bankBind, {
      method: 'bank',
      holderName: 'Rahim Uddin',
      phone: '01712340000',
      bankId: await createBank(t.services),
      account: newAccountNumber(),
      fundPassword: FUND_PASSWORD,
    });
    const applied = await client.call(withdrawApply, {
      method: 'bank',
      amount: '50',
      fundPassword: FUND_PASSWORD,
      idempotencyKey: newKey(),
    });
    const finance = t.client({ token: (await createOperator(t.services, 'finance')).token });
    await finance.call(adminWithdrawalReject, { withdrawalId: applied.id, reason: 'name does not match' });
    const inbox = await client.call(messages, {});
    expect(inbox.items[0]).toMatchObject({
      title: 'Withdrawal rejected',
      content: expect.stringContaining('50.00 USD') as unknown,
    });
    expect(inbox.items[0]?.content).toContain('Reason: name does not match');
  });
});
