import {
  adminAuditList,
  adminRechargeConfirm,
  adminWithdrawalApprove,
  adminWithdrawalReject,
  adminWithdrawalsList,
  bankBind,
  bankDelete,
  fundsRecord,
  getUserInfo,
  paymentStart,
  withdrawApply,
  withdrawHint,
  withdrawInfo,
  withdrawRecords,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../../app/settings-catalogue.js';
import { reconcile } from '../../ledger/reconcile.js';
import { minuteOfDay } from '../../platform/business-time.js';
import { inTransaction } from '../../platform/db/transaction.js';

import { describeOnEngines } from '../../test-support/test-app.js';
import {
  bindBankCard,
  createBank,
  createChannel,
  FUND_PASSWORD,
  newAccountNumber,
  newTrc20Address,
  readyToWithdraw,
} from '../../test-support/wallet-fixtures.js';
import { newKey, refusal } from '../../test-support/refusal.js';

describeOnEngines('withdrawals', (t) => {
  let finance: ApiClient;
  let bankId: number;

  beforeAll(async () => {
    finance = (await t.newOperator('finance')).client;
    bankId = await createBank(t.services, 'Dutch-Bangla Bank');
  });

  async function set(key: keyof Settings, value: unknown) {
    await t.services.settings.set(t.services.db, key, value);
  }

  /** A member with money, identity verified, a fund password and, unless told otherwise, a bank card. */
  async function ready(
    balanceMinor: number,
    options: { card?: boolean; language?: 'en' | 'zh' | 'bd' } = {},
  ) {
    const m = await t.newMember({
      balanceMinor,
      ...(options.language ? { language: options.language } : {}),
    });
    await readyToWithdraw(t.services, m.id);
    if (options.card !== false) await bindBankCard(t, m.client, { bankId });
    return m;
  }

  const apply = (
    client: ApiClient,
    amount: string,
    overrides: Partial<{ method: 'bank' | 'usdt_trc20'; fundPassword: string; idempotencyKey: string }> = {},
  ) =>
    client.call(withdrawApply, {
      method: 'bank',
      amount,
      fundPassword: FUND_PASSWORD,
      idempotencyKey: newKey(),
      ...overrides,
    });

  const balanceOf = async (client: ApiClient) => (await client.call(getUserInfo, {})).balanceMinor;

  it('shows the rules in the member’s language and what they can withdraw now', async () => {
    const { client } = await ready(150_00, { language: 'zh' });
    const hint = await client.call(withdrawHint, {});
    expect(hint.notice).toContain('24小时');
    expect(hint.rules).toMatchObject({
      enabled: true,
      minMinor: 10_00,
      maxMinor: 5_000_00,
      dailyCount: 3,
      windowStart: '00:00',
      windowEnd: '24:00',
      timeZone: 'Asia/Dhaka',
      feeBps: 200,
      feeFixedMinor: 0,
    });
    const info = await client.call(withdrawInfo, {});
    expect(info).toMatchObject({
      balanceMinor: 150_00,
      identityVerified: true,
      hasFundPassword: true,
      usedToday: 0,
      remainingToday: 3,
      windowOpen: true,
      usdtAddress: null,
    });
    expect(info.bankCard?.account).toMatch(/^\*\*\*\* \d{4}$/);
  });

  it('reserves amount plus fee in one posting and lists the withdrawal under review', async () => {
    const { client } = await ready(150_00);
    const withdrawal = await apply(client, '100');
    expect(withdrawal).toMatchObject({
      method: 'bank',
      amountMinor: 100_00,
      feeMinor: 2_00,
      totalMinor: 102_00,
      state: 'under_review',
      bankName: 'Dutch-Bangla Bank',
      origin: 'member',
      reason: null,
    });
    expect(await balanceOf(client)).toBe(48_00);
    const [posting] = (await client.call(fundsRecord, { types: [2] })).items;
    expect(posting).toMatchObject({
      type: 2,
      amount: -102_00,
      balanceAfter: 48_00,
      referenceKind: 'withdrawal',
    });
    expect((await client.call(withdrawRecords, {})).items).toEqual([withdrawal]);
    expect((await client.call(withdrawInfo, {})).usedToday).toBe(1);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('refuses each case of SPEC §8 with its key and moves no money', async () => {
    const { id, client } = await ready(100_00);
    expect(await refusal(apply(client, '9.99'))).toBe('withdraw_amount_too_low');
    expect(await refusal(apply(client, '5000.01'))).toBe('withdraw_amount_too_high');
    expect(await refusal(apply(client, '20', { fundPassword: 'wrong-one' }))).toBe('fund_password_wrong');
    expect(await refusal(apply(client, '20', { method: 'usdt_trc20' }))).toBe('usdt_address_unbound');
    expect(await refusal(apply(client, '98.05'))).toBe('insufficient_balance'); // 98.05 + 1.96 > 100

    const minute = minuteOfDay(t.clock.now(), 'Asia/Dhaka');
    const hhmm = (m: number) =>
      `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    await set('withdraw.window_start', hhmm(minute + 60));
    await set('withdraw.window_end', hhmm(minute + 120));
    expect(await refusal(apply(client, '20'))).toBe('withdraw_time_wrong');
    expect((await client.call(withdrawInfo, {})).windowOpen).toBe(false);
    await set('withdraw.window_start', '00:00');
    await set('withdraw.window_end', '24:00');

    await set('withdraw.enabled', false);
    expect(await refusal(apply(client, '20'))).toBe('withdraw_unable');
    await set('withdraw.enabled', true);

    await t.services.db.updateTable('members').set({ identity_verified: 0 }).where('id', '=', id).execute();
    expect(await refusal(apply(client, '20'))).toBe('identity_unverified');
    await t.services.db.updateTable('members').set({ identity_verified: 1 }).where('id', '=', id).execute();

    const noCard = await ready(100_00, { card: false });
    expect(await refusal(apply(noCard.client, '20'))).toBe('bank_card_unbound');
    const noFundPassword = await ready(100_00);
    await t.services.db
      .updateTable('members')
      .set({ fund_password_hash: null })
      .where('id', '=', noFundPassword.id)
      .execute();
    expect(await refusal(apply(noFundPassword.client, '20'))).toBe('fund_password_wrong');

    expect(await balanceOf(client)).toBe(100_00);
    expect((await client.call(withdrawRecords, {})).items).toEqual([]);
    expect((await client.call(withdrawInfo, {})).usedToday).toBe(0);
  });

  it('counts applications per business day', async () => {
    const { client } = await ready(500_00);
    await set('withdraw.daily_count', 2);
    try {
      await apply(client, '10');
      await apply(client, '10');
      expect(await refusal(apply(client, '10'))).toBe('withdraw_daily_count_exceeded');
      expect((await client.call(withdrawInfo, {})).remainingToday).toBe(0);
    } finally {
      await set('withdraw.daily_count', 3);
    }
  });

  it('pays to a USDT address only after a USDT recharge (while the setting asks for one)', async () => {
    const { client } = await ready(100_00, { card: false });
    await client.call(bankBind, {
      method: 'usdt_trc20',
      address: newTrc20Address(),
      fundPassword: FUND_PASSWORD,
    });
    expect(await refusal(apply(client, '20', { method: 'usdt_trc20' }))).toBe('no_usdt_recharge');
    const usdt = await createChannel(t.services, {
      kind: 'usdt_trc20',
      currency: 'USDT',
      payee: newTrc20Address(),
    });
    const order = await client.call(paymentStart, {
      channelId: usdt,
      amount: '30',
      idempotencyKey: newKey(),
    });
    await finance.call(adminRechargeConfirm, { rechargeId: order.recharge.id, reason: 'seen on chain' });
    const withdrawal = await apply(client, '20', { method: 'usdt_trc20' });
    expect(withdrawal).toMatchObject({ method: 'usdt_trc20', bankName: null, state: 'under_review' });
    await set('withdraw.usdt_requires_usdt_recharge', false);
    const other = await ready(100_00, { card: false });
    await other.client.call(bankBind, {
      method: 'usdt_trc20',
      address: newTrc20Address(),
      fundPassword: FUND_PASSWORD,
    });
    expect((await apply(other.client, '20', { method: 'usdt_trc20' })).state).toBe('under_review');
    await set('withdraw.usdt_requires_usdt_recharge', true);
  });

  it('approves or rejects once; a rejection refunds amount and fee by a new posting', async () => {
    const { id, client } = await ready(300_00);
    const paid = await apply(client, '100');
    const rejected = await apply(client, '50');
    expect(await balanceOf(client)).toBe(300_00 - 102_00 - 51_00);

    const approved = await finance.call(adminWithdrawalApprove, { withdrawalId: paid.id });
    expect(approved).toMatchObject({ state: 'successful', memberId: id, holderName: 'Rahim Uddin' });
    expect(approved.account).toMatch(/^\d+$/);
    expect(await balanceOf(client)).toBe(147_00);

    const refused = await finance.call(adminWithdrawalReject, {
      withdrawalId: rejected.id,
      reason: 'account name does not match',
    });
    expect(refused).toMatchObject({ state: 'failed', reason: 'account name does not match' });
    expect(refused.history.map((h) => [h.fromState, h.toState, h.reason])).toEqual([
      [null, 'under_review', null],
      ['under_review', 'failed', 'account name does not match'],
    ]);
    expect(await balanceOf(client)).toBe(198_00);
    const [refund] = (await client.call(fundsRecord, { types: [24] })).items;
    expect(refund).toMatchObject({
      type: 24,
      amount: 51_00,
      referenceKind: 'withdrawal',
      referenceId: String(rejected.id),
    });

    for (const withdrawalId of [paid.id, rejected.id]) {
      expect(await refusal(finance.call(adminWithdrawalApprove, { withdrawalId }))).toBe('already_resolved');
      expect(
        await refusal(finance.call(adminWithdrawalReject, { withdrawalId, reason: 'second time' })),
      ).toBe('already_resolved');
    }
    expect(await refusal(finance.call(adminWithdrawalApprove, { withdrawalId: 999_999 }))).toBe('not_found');

    const states = (await client.call(withdrawRecords, {})).items.map((w) => [w.id, w.state, w.reason]);
    expect(states).toEqual([
      [rejected.id, 'failed', 'account name does not match'],
      [paid.id, 'successful', null],
    ]);
    expect((await client.call(withdrawRecords, { state: 'failed' })).items.map((w) => w.id)).toEqual([
      rejected.id,
    ]);
    const listed = await finance.call(adminWithdrawalsList, { memberId: id, order: 'newest' });
    expect(listed).toMatchObject({ total: 2, totalAmountMinor: 150_00 });
    const owner = (await t.newOperator('owner')).client;
    const audit = await owner.call(adminAuditList, {
      targetKind: 'withdrawal',
      targetId: String(rejected.id),
    });
    expect(audit.items.map((e) => [e.action, e.reason])).toEqual([
      ['withdrawal.reject', 'account name does not match'],
    ]);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('resolves a withdrawal once when two operators act on it at the same moment', async () => {
    const { client } = await ready(100_00);
    const withdrawal = await apply(client, '50');
    const results = await Promise.allSettled([
      finance.call(adminWithdrawalReject, { withdrawalId: withdrawal.id, reason: 'racing reject' }),
      finance.call(adminWithdrawalReject, { withdrawalId: withdrawal.id, reason: 'racing reject' }),
      finance.call(adminWithdrawalApprove, { withdrawalId: withdrawal.id }),
      finance.call(adminWithdrawalApprove, { withdrawalId: withdrawal.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refunds = (await client.call(fundsRecord, { types: [24] })).items;
    expect(refunds.length).toBeLessThanOrEqual(1);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('keeps the card while a withdrawal to it is under review', async () => {
    const { client } = await ready(100_00);
    const withdrawal = await apply(client, '20');
    const info = await client.call(withdrawInfo, {});
    expect(
      await refusal(client.call(bankDelete, { cardId: info.bankCard?.id ?? 0, fundPassword: FUND_PASSWORD })),
    ).toBe('bank_card_change_forbidden');
    const change = {
      method: 'bank' as const,
      holderName: 'Someone Else',
      phone: '01712340000',
      bankId,
      account: newAccountNumber(),
      fundPassword: FUND_PASSWORD,
    };
    expect(await refusal(client.call(bankBind, change))).toBe('bank_card_change_forbidden');
    await finance.call(adminWithdrawalApprove, { withdrawalId: withdrawal.id });
    expect((await client.call(bankBind, change)).holderName).toBe('Someone Else');
  });

  it('reserves exactly ten of fifty parallel withdrawals on a wallet that affords ten', async () => {
    await set('withdraw.daily_count', 100);
    try {
      const { client } = await ready(10 * 20_40); // 20.00 + 0.40 fee, ten times
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => apply(client, '20')));
      const fulfilled = results.filter((r) => r.status === 'fulfilled');
      expect(fulfilled).toHaveLength(10);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as { key: string }).key).toBe('insufficient_balance');
      }
      expect(await balanceOf(client)).toBe(0);
      const reserved = (await client.call(withdrawRecords, { limit: 50 })).items;
      expect(reserved).toHaveLength(10);
      expect(reserved.every((w) => w.state === 'under_review' && w.totalMinor === 20_40)).toBe(true);
      expect((await client.call(withdrawInfo, {})).usedToday).toBe(10);
      expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
    } finally {
      await set('withdraw.daily_count', 3);
    }
  });

  it('applies the same idempotency key once, even sent twenty times at once', async () => {
    const { client } = await ready(100_00);
    const key = newKey();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => apply(client, '30', { idempotencyKey: key })),
    );
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(answers.every((a) => a !== null && a.id === answers[0]?.id)).toBe(true);
    expect((await client.call(withdrawRecords, {})).items).toHaveLength(1);
    expect(await balanceOf(client)).toBe(100_00 - 30_60);
    // A retry answers the first answer even after the rules changed meanwhile.
    await set('withdraw.enabled', false);
    expect((await apply(client, '30', { idempotencyKey: key })).id).toBe(answers[0]?.id);
    await set('withdraw.enabled', true);
    expect(await refusal(apply(client, '31', { idempotencyKey: key }))).toBe('idempotency_conflict');
    expect((await client.call(withdrawInfo, {})).usedToday).toBe(1);
  });

  describe('principal return of members banned by the bank', () => {
    const DAY = 86_400_000;

    async function ban(memberId: number) {
      await inTransaction(t.services.db, (trx) =>
        t.services.accounts.ban(trx, memberId, 'bank', 'bank freeze'),
      );
    }

    it('creates one withdrawal of the balance to the bound account after 60 days, once', async () => {
      const job = { run: () => t.services.withdrawals.returnBannedPrincipal() };
      const withCard = await ready(75_55);
      const withUsdtOnly = await ready(10_00, { card: false });
      await withUsdtOnly.client.call(bankBind, {
        method: 'usdt_trc20',
        address: newTrc20Address(),
        fundPassword: FUND_PASSWORD,
      });
      const noAccount = await ready(20_00, { card: false });
      const empty = await ready(0);
      for (const m of [withCard, withUsdtOnly, noAccount, empty]) await ban(m.id);

      t.clock.advance(59 * DAY);
      expect(await job.run()).toEqual({
        created: 0,
        emptyBalance: 0,
        noAccount: 0,
        itemsPaid: 0,
        failed: [],
      });
      t.clock.advance(DAY + 1000);
      const [first, second] = await Promise.all([job.run(), job.run()]);
      const totals = [first, second];
      expect(totals.reduce((sum, r) => sum + r.created, 0)).toBe(2);
      expect(await job.run()).toEqual({
        created: 0,
        emptyBalance: 1,
        noAccount: 1,
        itemsPaid: 0,
        // The run record shows who has no account to return the principal to.
        failed: [{ item: `member:${noAccount.id}`, reason: 'no withdrawal account bound' }],
      });

      const rows = await t.services.db
        .selectFrom('withdrawals')
        .selectAll()
        .where('origin', '=', 'banned_principal')
        .where('member_id', 'in', [withCard.id, withUsdtOnly.id, noAccount.id, empty.id])
        .orderBy('member_id')
        .execute();
      expect(rows.map((r) => [r.member_id, r.method, r.amount_minor, r.fee_minor, r.state])).toEqual([
        [withCard.id, 'bank', 75_55, 0, 'under_review'],
        [withUsdtOnly.id, 'usdt_trc20', 10_00, 0, 'under_review'],
      ]);
      const wallet = await t.services.db
        .selectFrom('wallets')
        .select('balance_minor')
        .where('member_id', '=', withCard.id)
        .where('kind', '=', 'balance')
        .executeTakeFirstOrThrow();
      expect(wallet.balance_minor).toBe(0);

      // An operator pays it like any other (a fresh session: sixty days have passed).
      const operator = (await t.newOperator('finance')).client;
      const approved = await operator.call(adminWithdrawalApprove, { withdrawalId: rows[0]?.id ?? 0 });
      expect(approved).toMatchObject({ origin: 'banned_principal', state: 'successful' });
      expect(approved.history[0]?.actor).toBe('system:banned-principal-return');
      expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
    });

    it('catches a member up on a later run once they bind an account', async () => {
      const job = { run: () => t.services.withdrawals.returnBannedPrincipal() };
      const late = await ready(30_00, { card: false });
      await ban(late.id);
      t.clock.advance(61 * DAY);
      expect((await job.run()).noAccount).toBeGreaterThanOrEqual(1);
      await t.services.db
        .insertInto('bank_cards')
        .values({
          member_id: late.id,
          method: 'bank',
          holder_name: 'Late Binder',
          phone: '01712340000',
          bank_id: bankId,
          bank_name: 'Dutch-Bangla Bank',
          account: newAccountNumber(),
          created_at: t.clock.now().toISOString(),
          updated_at: t.clock.now().toISOString(),
        })
        .execute();
      expect((await job.run()).created).toBe(1);
      expect((await job.run()).created).toBe(0);
    });
  });
});
