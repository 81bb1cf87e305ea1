import {
  adminAuditList,
  adminPaymentChannelSave,
  adminPaymentChannelsList,
  adminRechargeConfirm,
  adminRechargeFail,
  adminRechargesList,
  adminMemberFlags,
  fundsRecord,
  getUserInfo,
  messages,
  paymentChannels,
  setLanguage,
  paymentRate,
  paymentRecords,
  paymentStart,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import type { DomainEvents } from '../../platform/domain-events.js';
import { createMember } from '../../test-support/factories.js';
import { createTestApp, describeOnEngines } from '../../test-support/test-app.js';
import { createChannel, nagadChannelInput, newTrc20Address } from '../../test-support/wallet-fixtures.js';
import type { PaymentGateway } from './payment-gateway.js';
import { newKey, refusal } from '../../test-support/refusal.js';

/** A real gateway that is down: it refuses to open any payment. */
const downGateway: PaymentGateway = {
  kind: 'sandbox',
  createPayment: () => Promise.reject(new Error('gateway unavailable')),
  verifyCallback: () => ({ ok: false, reason: 'bad_signature' }),
};

describeOnEngines('recharge', (t, engine) => {
  let admin: ApiClient;
  let support: ApiClient;
  let sandboxId: number;
  let bankId: number;
  let usdtId: number;
  const credited: Array<DomainEvents['recharge.credited']> = [];

  beforeAll(async () => {
    admin = (await t.newOperator('finance')).client;
    support = (await t.newOperator('support')).client;
    t.services.events.on('recharge.credited', (_trx, payload) => {
      credited.push(payload);
      return Promise.resolve();
    });
    sandboxId = await createChannel(t.services, { name: 'Sandbox', kind: 'sandbox' });
    // 0.00833333 USD per taka: 1000.00 BDT = 8.33 USD.
    bankId = await createChannel(t.services, {
      name: 'Bank transfer',
      kind: 'bank_transfer',
      currency: 'BDT',
      rate: 833_333,
      minMinor: 500_00,
      maxMinor: 100_000_00,
    });
    usdtId = await createChannel(t.services, {
      name: 'USDT',
      kind: 'usdt_trc20',
      currency: 'USDT',
      payee: newTrc20Address(),
    });
  });

  async function member(balanceMinor = 0) {
    const m = await t.newMember({ balanceMinor });
    return { ...m, client: t.client({ token: m.token }) };
  }

  const start = (client: ApiClient, channelId: number, amount: string, key = newKey()) =>
    client.call(paymentStart, { channelId, amount, idempotencyKey: key });

  it('lists open channels with their limits and rates', async () => {
    const hidden = await createChannel(t.services, { name: 'Closed', enabled: false });
    const { client } = await member();
    const channels = await client.call(paymentChannels, {});
    expect(channels.depositProhibited).toBe(false);
    expect(channels.items.map((c) => c.id)).toEqual(expect.arrayContaining([sandboxId, bankId, usdtId]));
    expect(channels.items.map((c) => c.id)).not.toContain(hidden);
    expect(channels.items.find((c) => c.id === bankId)).toMatchObject({
      kind: 'bank_transfer',
      currency: 'BDT',
      rate: 833_333,
      minMinor: 500_00,
      maxMinor: 100_000_00,
      payee: 'Cloudmine Ltd, account 0001',
    });
    expect(channels.items.find((c) => c.id === sandboxId)?.payee).toBeNull();
    const rates = await client.call(paymentRate, {});
    expect(rates.base).toBe('USD');
    expect(rates.items).toContainEqual({
      currency: 'BDT',
      rate: 833_333,
      usdPerUnit: '0.00833333',
      unitsPerUsd: '120.00',
    });
    expect(rates.items).toContainEqual({
      currency: 'USD',
      rate: 100_000_000,
      usdPerUnit: '1',
      unitsPerUsd: '1.00',
    });
  });

  it('opens a gateway order with a pay URL and a manual order with the payee, converting to cents', async () => {
    const { client } = await member();
    const online = await start(client, sandboxId, '25.50');
    expect(online.recharge).toMatchObject({
      kind: 'sandbox',
      currency: 'USD',
      amountMinor: 2550,
      creditMinor: 2550,
      state: 'under_review',
    });
    // Signed for this order, in the member's language.
    expect(online.payUrl).toMatch(
      new RegExp(`^/sandbox-pay/${online.recharge.orderNo}\\?sig=[0-9a-f]{64}&lang=en$`),
    );
    expect(online.payee).toBeNull();

    const manual = await client.call(paymentStart, {
      channelId: bankId,
      amount: '1000',
      payerReference: 'TRX-998877',
      idempotencyKey: newKey(),
    });
    expect(manual.recharge).toMatchObject({
      kind: 'bank_transfer',
      currency: 'BDT',
      amountMinor: 100_000,
      rate: 833_333,
      creditMinor: 833,
      payerReference: 'TRX-998877',
      state: 'under_review',
    });
    expect(manual.payUrl).toBeNull();
    expect(manual.payee).toBe('Cloudmine Ltd, account 0001');

    const records = await client.call(paymentRecords, {});
    expect(records.items.map((r) => r.id)).toEqual([manual.recharge.id, online.recharge.id]);
    expect((await client.call(paymentRecords, { state: 'successful' })).items).toEqual([]);
    const paged = await client.call(paymentRecords, { limit: 1 });
    expect(paged.nextCursor).not.toBeNull();
    expect(
      (await client.call(paymentRecords, { limit: 1, cursor: paged.nextCursor ?? '' })).items.map(
        (r) => r.id,
      ),
    ).toEqual([online.recharge.id]);
  });

  it('answers the first order again for a repeated idempotency key, even twenty at once', async () => {
    const { id, client } = await member();
    const key = newKey();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => start(client, sandboxId, '30', key)),
    );
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value.recharge.id : null));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBeNull();
    const rows = await t.services.db
      .selectFrom('recharges')
      .select('id')
      .where('member_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await refusal(start(client, sandboxId, '31', key))).toBe('idempotency_conflict');
  });

  it('refuses every case of SPEC §8 before opening anything', async () => {
    const { id, client } = await member();
    expect(await refusal(start(client, sandboxId, '9.99'))).toBe('amount_below_minimum');
    expect(await refusal(start(client, sandboxId, '10000.01'))).toBe('amount_above_maximum');
    expect(await refusal(start(client, bankId, '499.99'))).toBe('amount_below_minimum');
    expect(await refusal(start(client, 999_999, '50'))).toBe('payment_channel_missing');
    const closed = await createChannel(t.services, { enabled: false });
    expect(await refusal(start(client, closed, '50'))).toBe('payment_channel_missing');
    const prohibited = await createChannel(t.services, { kind: 'bank_transfer', collectionProhibited: true });
    expect(await refusal(start(client, prohibited, '50'))).toBe('bank_collection_prohibited');
    // A rate so small that the amount is worth less than a cent.
    const tiny = await createChannel(t.services, { rate: 1, minMinor: 1 });
    expect(await refusal(start(client, tiny, '1'))).toBe('amount_below_minimum');
    expect(await refusal(start(client, sandboxId, '1,5'))).toBe('parameter_error');

    await support.call(adminMemberFlags, { memberId: id, depositProhibited: true, reason: 'chargebacks' });
    expect((await client.call(paymentChannels, {})).depositProhibited).toBe(true);
    expect(await refusal(start(client, sandboxId, '50'))).toBe('deposit_prohibited');
    await support.call(adminMemberFlags, { memberId: id, depositProhibited: false, reason: 'cleared' });

    await t.services.settings.set(t.services.db, 'recharge.max_open_orders', 2);
    await start(client, sandboxId, '50');
    await start(client, sandboxId, '50');
    expect(await refusal(start(client, sandboxId, '50'))).toBe('request_too_frequent');
    await t.services.settings.set(t.services.db, 'recharge.max_open_orders', 5);

    const opened = await t.services.db
      .selectFrom('recharges')
      .select('id')
      .where('member_id', '=', id)
      .execute();
    expect(opened).toHaveLength(2);
  });

  it('fails the order and says order_creation_failed when the gateway cannot open it', async () => {
    const down = await createTestApp(engine, { paymentGateways: [downGateway] });
    try {
      const channelId = await createChannel(down.services, { kind: 'sandbox' });
      const m = await createMember(down.services);
      const client = down.client({ token: m.token });
      expect(await refusal(start(client, channelId, '50'))).toBe('order_creation_failed');
      const [order] = (await client.call(paymentRecords, {})).items;
      expect(order?.state).toBe('failed');
    } finally {
      await down.close();
    }
  });

  it('credits a confirmed manual recharge once, with the first-recharge bonus and points', async () => {
    const { id, client } = await member();
    const order = (await start(client, bankId, '12000')).recharge; // 100.00 USD at 0.00833333 = 99.99
    expect(order.creditMinor).toBe(9999);
    const confirmed = await admin.call(adminRechargeConfirm, {
      rechargeId: order.id,
      reason: 'seen on statement',
    });
    expect(confirmed).toMatchObject({ state: 'successful', memberId: id });
    expect(confirmed.resolvedBy).toMatch(/^operator:/);
    // 5% first bonus of 99.99 = 4.99; 10 points per dollar of 99.99 = 999 points.
    const records = await client.call(fundsRecord, {});
    expect(records.items.map((r) => [r.type, r.wallet, r.amount])).toEqual([
      [20, 'points', 999],
      [10, 'balance', 499],
      [1, 'balance', 9999],
    ]);
    expect(credited).toContainEqual({ memberId: id, rechargeId: order.id, amountMinor: 9999, first: true });
    // The member is told in an in-app message (templates.message.recharge_credited), in the same transaction.
    const inbox = await client.call(messages, {});
    expect(inbox.items.filter((message) => message.title === 'Recharge credited')).toEqual([
      expect.objectContaining({ content: 'Your recharge of 99.99 USD is in your balance.' }),
    ]);
    expect(await refusal(admin.call(adminRechargeConfirm, { rechargeId: order.id, reason: 'again' }))).toBe(
      'already_resolved',
    );
    expect(await refusal(admin.call(adminRechargeFail, { rechargeId: order.id, reason: 'too late' }))).toBe(
      'already_resolved',
    );

    // The second one: no first bonus; the operator credits what actually arrived.
    const second = (await start(client, usdtId, '40')).recharge;
    const confirmedSecond = await admin.call(adminRechargeConfirm, {
      rechargeId: second.id,
      receivedAmount: '35.5',
      reason: 'partial transfer on chain',
    });
    expect(confirmedSecond).toMatchObject({ amountMinor: 3550, creditMinor: 3550 });
    expect(credited).toContainEqual({ memberId: id, rechargeId: second.id, amountMinor: 3550, first: false });
    const user = await client.call(getUserInfo, {});
    expect(user.balanceMinor).toBe(9999 + 499 + 3550);
    expect(user.points).toBe(999 + 355);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('fails a manual recharge without touching money, and lists and audits operator work', async () => {
    const { id, client } = await member();
    const order = (await start(client, bankId, '1000')).recharge;
    const failed = await admin.call(adminRechargeFail, { rechargeId: order.id, reason: 'nothing arrived' });
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'nothing arrived' });
    expect((await client.call(getUserInfo, {})).balanceMinor).toBe(0);
    expect(await refusal(admin.call(adminRechargeConfirm, { rechargeId: order.id, reason: 'oops' }))).toBe(
      'already_resolved',
    );
    expect(await refusal(admin.call(adminRechargeFail, { rechargeId: 999_999, reason: 'none' }))).toBe(
      'not_found',
    );

    await start(client, bankId, '1000');
    const listed = await admin.call(adminRechargesList, { memberId: id });
    expect(listed.total).toBe(2);
    expect(listed.totalCreditMinor).toBe(833 * 2);
    expect(listed.items.map((r) => r.state)).toEqual(['under_review', 'failed']);
    expect(
      (await admin.call(adminRechargesList, { memberId: id, state: 'failed' })).items[0]?.phone,
    ).toBeTruthy();
    const byOrderNo = await admin.call(adminRechargesList, { orderNo: order.orderNo });
    expect(byOrderNo.items.map((r) => r.id)).toEqual([order.id]);

    const owner = (await t.newOperator('owner')).client;
    const audit = await owner.call(adminAuditList, { targetKind: 'recharge', targetId: String(order.id) });
    expect(audit.items.map((e) => [e.action, e.reason])).toEqual([['recharge.fail', 'nothing arrived']]);
    const support = (await t.newOperator('support')).client;
    expect(
      await refusal(support.call(adminRechargeConfirm, { rechargeId: order.id, reason: 'not mine' })),
    ).toBe('permission_denied');
  });

  it('names a channel in the member’s language where the operator gave one, else by its name', async () => {
    const saved = await admin.call(adminPaymentChannelSave, {
      name: 'bKash',
      names: { zh: 'bKash 钱包', en: '', bd: 'বিকাশ' },
      kind: 'bank_transfer',
      currency: 'BDT',
      usdPerUnit: '0.0082',
      min: '200',
      max: '50000',
      payee: 'bKash merchant 01700000001',
      reason: 'named per language',
    });
    expect(saved).toMatchObject({ name: 'bKash', names: { zh: 'bKash 钱包', en: '', bd: 'বিকাশ' } });
    const { client } = await member();
    const nameIn = async (language: 'zh' | 'en' | 'bd') => {
      await client.call(setLanguage, { language });
      const { items } = await client.call(paymentChannels, {});
      return items.find((channel) => channel.id === saved.id)?.name;
    };
    expect(await nameIn('bd')).toBe('বিকাশ');
    expect(await nameIn('zh')).toBe('bKash 钱包');
    expect(await nameIn('en')).toBe('bKash');
  });

  it('lets operators create and change channels, with validated rates and limits', async () => {
    const created = await admin.call(adminPaymentChannelSave, nagadChannelInput('Nagad'));
    expect(created).toMatchObject({ rate: 820_000, usdPerUnit: '0.0082', minMinor: 200_00, enabled: true });
    const changed = await admin.call(adminPaymentChannelSave, {
      id: created.id,
      name: 'Nagad',
      kind: 'bank_transfer',
      currency: 'BDT',
      usdPerUnit: '0.00845',
      min: '200',
      max: '50000',
      payee: 'Nagad merchant 01700000000',
      collectionProhibited: true,
      reason: 'bank paused collection',
    });
    expect(changed).toMatchObject({ rate: 845_000, collectionProhibited: true });
    const base = {
      name: 'Bad',
      kind: 'bank_transfer' as const,
      currency: 'BDT',
      usdPerUnit: '0.01',
      min: '10',
      max: '100',
      payee: 'somewhere',
      reason: 'testing refusals',
    };
    expect(await refusal(admin.call(adminPaymentChannelSave, { ...base, usdPerUnit: '0' }))).toBe(
      'parameter_error',
    );
    expect(await refusal(admin.call(adminPaymentChannelSave, { ...base, usdPerUnit: '1e-3' }))).toBe(
      'parameter_error',
    );
    expect(await refusal(admin.call(adminPaymentChannelSave, { ...base, min: '100', max: '10' }))).toBe(
      'parameter_error',
    );
    expect(await refusal(admin.call(adminPaymentChannelSave, { ...base, payee: null }))).toBe(
      'missing_parameters',
    );
    expect(
      await refusal(
        admin.call(adminPaymentChannelSave, { ...base, kind: 'usdt_trc20', payee: 'Tnotanaddress' }),
      ),
    ).toBe('parameter_error');
    expect(await refusal(admin.call(adminPaymentChannelSave, { ...base, currency: 'taka' }))).toBe(
      'parameter_error',
    );
    expect(await refusal(admin.call(adminPaymentChannelSave, { ...base, id: 999_999 }))).toBe('not_found');
    const all = await admin.call(adminPaymentChannelsList, {});
    expect(all.items.find((c) => c.id === created.id)?.payee).toBe('Nagad merchant 01700000000');
  });
});
