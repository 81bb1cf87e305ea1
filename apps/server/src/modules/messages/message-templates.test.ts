import {
  adminSettingsUpdate,
  adminWithdrawalApprove,
  adminWithdrawalReject,
  bankDelete,
  messages,
  renderTemplate,
  unknownVariables,
  smsSend,
  updateUserInfo,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { createMember, createOperator, passwordChange } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import {
  applyWithdrawal,
  bindBankCard,
  FUND_PASSWORD,
  readyToWithdraw,
  withdrawingMember,
} from '../../test-support/wallet-fixtures.js';

describe('message templates', () => {
  it('fill in their variables and name the ones not on the list', () => {
    expect(renderTemplate('Code {code}, {minutes} min', { code: '123456', minutes: '5' })).toBe(
      'Code 123456, 5 min',
    );
    expect(unknownVariables('Code {code} {amout} {}', ['code'])).toEqual(['amout', '']);
  });
});

describeOnEngines('operator-edited templates', (t) => {
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
    const { member, withdrawalId } = await withdrawalUnderReview('en');
    const finance = t.client({ token: (await createOperator(t.services, 'finance')).token });
    await finance.call(adminWithdrawalReject, { withdrawalId, reason: 'name does not match' });
    const inbox = await member.client.call(messages, {});
    expect(inbox.items[0]).toMatchObject({
      title: 'Withdrawal rejected',
      content: expect.stringContaining('50.00 USD') as unknown,
    });
    expect(inbox.items[0]?.content).toContain('Reason: name does not match');
  });

  /** A member ready to withdraw with a bank card bound, and a withdrawal of 50 USD under review. */
  async function withdrawalUnderReview(language: 'zh' | 'en' | 'bd') {
    const member = await withdrawingMember(t, { balanceMinor: 200_00, language });
    const applied = await applyWithdrawal(member.client, '50');
    return { member, withdrawalId: applied.id };
  }

  const smsTo = (phone: string) => t.outbox.sent.filter((message) => message.phone === phone);

  it('sends an SMS in the member’s language when a withdrawal is paid or rejected', async () => {
    const finance = t.client({ token: (await createOperator(t.services, 'finance')).token });
    const paid = await withdrawalUnderReview('zh');
    await finance.call(adminWithdrawalApprove, { withdrawalId: paid.withdrawalId });
    expect(smsTo(paid.member.phone).map((message) => message.text)).toEqual(['您的提现 50.00 USD 已到账。']);

    const rejected = await withdrawalUnderReview('bd');
    await finance.call(adminWithdrawalReject, {
      withdrawalId: rejected.withdrawalId,
      reason: 'নাম মেলেনি',
    });
    const notices = smsTo(rejected.member.phone);
    expect(notices.map((message) => message.text)).toEqual([
      'আপনার 50.00 USD উত্তোলন প্রত্যাখ্যাত হয়েছে এবং ব্যালেন্সে ফেরত এসেছে। কারণ: নাম মেলেনি',
    ]);
    expect(notices[0]?.code).toBeUndefined(); // a notice, not a code
  });

  it('sends the operator’s password-changed SMS once the change has committed, and none when refused', async () => {
    const owner = t.client({ token: (await createOperator(t.services, 'owner')).token });
    await owner.call(adminSettingsUpdate, {
      key: 'templates.sms.password_changed',
      value: { en: 'Password changed.', zh: '密码已修改。', bd: 'পাসওয়ার্ড পরিবর্তন হয়েছে।' },
      reason: 'shorter',
    });
    const member = await createMember(t.services, { language: 'en' });
    const client = t.client({ token: member.token });
    const change = passwordChange('password', member.password, 'brand-new-9');
    const wrong = await client.raw(updateUserInfo, { ...change, oldPassword: 'not-it-1' });
    expect(wrong.body).toMatchObject({ message: 'old_password_wrong' });
    expect(smsTo(member.phone)).toEqual([]);
    await client.call(updateUserInfo, change);
    expect(smsTo(member.phone).map((message) => message.text)).toEqual(['Password changed.']);
  });

  it('sends an account-security notice as the operator wrote it, in the member’s language, and refuses an unknown variable', async () => {
    const owner = t.client({ token: (await createOperator(t.services, 'owner')).token });
    const edited = {
      en: { title: 'Payout account removed', content: 'A payout account was removed.' },
      zh: { title: '提现账户已删除', content: '有一个提现账户被删除。若非本人，请联系客服。' },
      bd: { title: 'পেআউট অ্যাকাউন্ট মুছে গেছে', content: 'একটি পেআউট অ্যাকাউন্ট মুছে ফেলা হয়েছে।' },
    };
    // These notices take no variables: `{amount}` is on another template's list, not this one's.
    const typo = await owner.raw(adminSettingsUpdate, {
      key: 'templates.message.payout_account_deleted',
      value: { ...edited, zh: { ...edited.zh, content: '{amount} 已删除' } },
      reason: 'clearer',
    });
    expect(typo.body).toMatchObject({ code: 400 });
    await owner.call(adminSettingsUpdate, {
      key: 'templates.message.payout_account_deleted',
      value: edited,
      reason: 'clearer',
    });

    const { id, client } = await t.newMember({ language: 'zh' });
    await readyToWithdraw(t.services, id);
    const card = await bindBankCard(t, client);
    await client.call(bankDelete, { cardId: card.id, fundPassword: FUND_PASSWORD });
    const inbox = await client.call(messages, {});
    expect(inbox.items.map(({ title, content }) => ({ title, content }))).toEqual([
      edited.zh,
      // Not edited: today's text, in the member's language.
      { title: '已添加提现账户', content: expect.stringContaining('银行卡或USDT地址') as unknown },
    ]);
  });

  it('counts SMS notices in the daily budget but never refuses one (docs/decisions.md)', async () => {
    // A fresh business day, so the budget starts unspent.
    t.clock.advance(48 * 3_600_000);
    await t.services.settings.set(t.services.db, 'sms.max_per_day', 1);
    try {
      const finance = t.client({ token: (await createOperator(t.services, 'finance')).token });
      const first = await withdrawalUnderReview('en');
      await finance.call(adminWithdrawalApprove, { withdrawalId: first.withdrawalId });
      expect(smsTo(first.member.phone)).toHaveLength(1);
      // The notice spent the day's one SMS: a code is refused now ...
      const someone = await createMember(t.services);
      expect(await refusal(t.client().call(smsSend, { phone: someone.phone, purpose: 'login' }))).toBe(
        'sms_send_failed',
      );
      expect(smsTo(someone.phone)).toEqual([]);
      // ... yet a notice beyond the budget still goes.
      const second = await withdrawalUnderReview('en');
      await finance.call(adminWithdrawalApprove, { withdrawalId: second.withdrawalId });
      expect(smsTo(second.member.phone).map((message) => message.text)).toEqual([
        'Your withdrawal of 50.00 USD has been paid.',
      ]);
    } finally {
      await t.services.settings.set(t.services.db, 'sms.max_per_day', 5000);
    }
  });
});
