import { fundsRecord, getUserInfo, paymentRecords, paymentStart, type ApiClient } from '@cloudmine/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { createSession } from '../accounts/index.js';

import { TEST_PAYMENT_SECRET, describeOnEngines } from '../../test-support/test-app.js';
import { createChannel, loopbackTransport } from '../../test-support/wallet-fixtures.js';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './payment-gateway.js';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs, type CallbackTransport } from './sandbox-gateway.js';
import { newKey } from '../../test-support/refusal.js';

describeOnEngines('payment gateway callbacks', (t) => {
  let sandboxId: number;
  let manualId: number;
  let loopback: CallbackTransport;

  beforeAll(async () => {
    sandboxId = await createChannel(t.services, { kind: 'sandbox', minMinor: 1_00 });
    manualId = await createChannel(t.services, { kind: 'bank_transfer' });
    loopback = loopbackTransport(t);
  });

  const sandbox = () => {
    if (!t.services.sandbox) throw new Error('the sandbox runs in tests');
    return t.services.sandbox;
  };

  async function member() {
    const m = await t.newMember();
    return { ...m, client: t.client({ token: m.token }) };
  }

  async function order(client: ApiClient, amount = '50', channelId = sandboxId) {
    return client.call(paymentStart, { channelId, amount, idempotencyKey: newKey() });
  }

  function callbackBody(
    fields: Partial<Record<'orderNo' | 'tradeNo' | 'status' | 'currency', string>> & { amountMinor?: number },
  ) {
    return JSON.stringify({
      tradeNo: 'T-1',
      status: 'paid',
      currency: 'USD',
      amountMinor: 5000,
      orderNo: 'none',
      ...fields,
    });
  }

  async function deliver(
    body: string,
    options: { timestamp?: number; secret?: string; signature?: string } = {},
  ) {
    const timestamp = options.timestamp ?? t.clock.now().getTime();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/sandbox',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]:
          options.signature ?? signCallback(options.secret ?? TEST_PAYMENT_SECRET, timestamp, body),
      },
      payload: body,
    });
    return {
      status: response.statusCode,
      body: response.json<{ ok: boolean; outcome?: string; error?: string }>(),
    };
  }

  async function stateOf(client: ApiClient, id: number) {
    return (await client.call(paymentRecords, {})).items.find((r) => r.id === id)?.state;
  }

  async function outcomes(orderNo: string) {
    const rows = await t.services.db
      .selectFrom('payment_callbacks')
      .select('outcome')
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.outcome);
  }

  it('pays through the sandbox pay page: the signed callback credits the member', async () => {
    const { client } = await member();
    const started = await order(client, '50');
    const page = await t.app.inject({ method: 'GET', url: started.payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay 50.00\u00a0USD');
    expect(page.body).toContain('value="paid"');

    const signature = new URL(started.payUrl ?? '', 'http://x').searchParams.get('sig') ?? '';
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${started.recharge.orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${signature}&outcome=paid`,
    });
    expect(pressed.statusCode).toBe(303);
    const after = await t.app.inject({ method: 'GET', url: pressed.headers.location as string });
    expect(after.body).toContain('Payment successful');
    expect(after.body).toContain('Cloudmine has confirmed your payment and credited your balance.');
    expect(after.body).toContain(`/#/pages/recharge/recharge?orderNo=${started.recharge.orderNo}`);

    expect(await stateOf(client, started.recharge.id)).toBe('successful');
    expect((await client.call(getUserInfo, {})).balanceMinor).toBe(5000 + 250); // with the 5% first bonus
    expect(await outcomes(started.recharge.orderNo)).toEqual(['credited']);
    // Pressing again changes nothing.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${started.recharge.orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${signature}&outcome=failed`,
    });
    expect(await stateOf(client, started.recharge.id)).toBe('successful');
  });

  describe.each([
    {
      language: 'en',
      lang: 'en-GB',
      pay: 'Pay 50.00\u00a0USD',
      cancel: 'Cancel payment',
      cancelled: 'Payment cancelled',
      next: 'No money was taken.',
      back: 'Back to Cloudmine',
    },
    {
      language: 'zh',
      lang: 'zh-CN',
      pay: '支付 50.00\u00a0USD',
      cancel: '取消支付',
      cancelled: '支付已取消',
      next: '未扣取任何款项。',
      back: '返回 Cloudmine',
    },
    {
      language: 'bd',
      lang: 'bn-BD',
      pay: '50.00\u00a0USD পরিশোধ করুন',
      cancel: 'পেমেন্ট বাতিল করুন',
      cancelled: 'পেমেন্ট বাতিল হয়েছে',
      next: 'কোনো টাকা কাটা হয়নি।',
      back: 'Cloudmine-এ ফিরে যান',
    },
  ] as const)('the pay page in $language', (expected) => {
    it('speaks the member’s language, without a script, and cancelling leads back to the app', async () => {
      const m = await t.newMember({ language: expected.language });
      const started = await order(t.client({ token: m.token }), '50');
      expect(started.payUrl).toContain(`lang=${expected.language}`);

      const page = await t.app.inject({ method: 'GET', url: started.payUrl ?? '' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${expected.lang}">`);
      expect(page.body).toContain(expected.pay);
      expect(page.body).toContain(expected.cancel);
      expect(page.body).toContain(started.recharge.orderNo);
      expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).not.toContain('script-src');

      const signature = new URL(started.payUrl ?? '', 'http://x').searchParams.get('sig') ?? '';
      const pressed = await t.app.inject({
        method: 'POST',
        url: `/sandbox-pay/${started.recharge.orderNo}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sig=${signature}&lang=${expected.language}&outcome=failed`,
      });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toContain(`lang=${expected.language}`);
      const result = await t.app.inject({ method: 'GET', url: pressed.headers.location as string });
      expect(result.body).toContain(expected.cancelled);
      expect(result.body).toContain(expected.next);
      expect(result.body).toContain(
        `<a class="button" href="/#/pages/recharge/recharge?orderNo=${started.recharge.orderNo}">${expected.back}</a>`,
      );
      expect(result.body).not.toContain(expected.cancel);
      expect(await stateOf(t.client({ token: m.token }), started.recharge.id)).toBe('failed');

      // A link that names no payment says so in the same language, with the way back.
      const unknown = await t.app.inject({
        method: 'GET',
        url: `/sandbox-pay/R-none?sig=${'0'.repeat(64)}&lang=${expected.language}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(`<html lang="${expected.lang}">`);
      expect(unknown.body).toContain(expected.back);
    });
  });

  it('refuses a pay page or a click without the right signature', async () => {
    const { client } = await member();
    const started = await order(client);
    const forged = `/sandbox-pay/${started.recharge.orderNo}?sig=${'0'.repeat(64)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const click = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${started.recharge.orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${'0'.repeat(64)}&outcome=paid`,
    });
    expect(click.statusCode).toBe(400);
    expect(await stateOf(client, started.recharge.id)).toBe('under_review');
  });

  it('marks the order failed when the payment fails', async () => {
    const { client } = await member();
    const started = await order(client);
    const outcome = await deliver(
      callbackBody({ orderNo: started.recharge.orderNo, status: 'failed', tradeNo: 'T-F' }),
    );
    expect(outcome).toEqual({ status: 200, body: { ok: true, outcome: 'failed' } });
    expect(await stateOf(client, started.recharge.id)).toBe('failed');
    expect((await client.call(getUserInfo, {})).balanceMinor).toBe(0);
  });

  it('changes nothing for a bad signature, a stale timestamp, a wrong amount, an unknown order or a repeat', async () => {
    const { client } = await member();
    const started = await order(client, '50');
    const orderNo = started.recharge.orderNo;
    const good = callbackBody({ orderNo, amountMinor: 5000 });

    expect(await deliver(good, { secret: 'somebody-else' })).toEqual({
      status: 401,
      body: { ok: false, error: 'bad_signature' },
    });
    expect((await deliver(good, { signature: 'zz' })).status).toBe(401);
    const tenMinutesAgo = t.clock.now().getTime() - 10 * 60_000;
    expect(await deliver(good, { timestamp: tenMinutesAgo })).toEqual({
      status: 401,
      body: { ok: false, error: 'stale' },
    });
    expect((await deliver('not json')).status).toBe(400);
    expect((await deliver(callbackBody({ orderNo, amountMinor: 4999 }))).body.outcome).toBe(
      'amount_mismatch',
    );
    expect((await deliver(callbackBody({ orderNo, currency: 'BDT' }))).body.outcome).toBe('amount_mismatch');
    expect((await deliver(callbackBody({ orderNo: 'R-nobody' }))).body.outcome).toBe('unknown_order');
    // A manual order is never settled by a gateway.
    const manual = await order(client, '50', manualId);
    expect((await deliver(callbackBody({ orderNo: manual.recharge.orderNo }))).body.outcome).toBe(
      'unknown_order',
    );
    const unknownGateway = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/paypal',
      headers: { 'content-type': 'application/json' },
      payload: good,
    });
    expect(unknownGateway.statusCode).toBe(404);

    expect(await stateOf(client, started.recharge.id)).toBe('under_review');
    expect((await client.call(getUserInfo, {})).balanceMinor).toBe(0);

    expect((await deliver(good)).body.outcome).toBe('credited');
    expect((await deliver(good)).body.outcome).toBe('duplicate');
    expect((await deliver(callbackBody({ orderNo, status: 'failed' }))).body.outcome).toBe('duplicate');
    expect(await stateOf(client, started.recharge.id)).toBe('successful');
    expect(await outcomes(orderNo)).toEqual([
      'amount_mismatch',
      'amount_mismatch',
      'credited',
      'duplicate',
      'duplicate',
    ]);
    const recharges = (await client.call(fundsRecord, { types: [1] })).items;
    expect(recharges.map((r) => r.amount)).toEqual([5000]);
  });

  it('credits once when the same callback arrives twenty times at once', async () => {
    const { client } = await member();
    const started = await order(client, '80');
    const body = callbackBody({ orderNo: started.recharge.orderNo, amountMinor: 8000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(body)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(19);
    const records = await client.call(fundsRecord, {});
    expect(records.items.map((r) => [r.type, r.amount])).toEqual([
      [20, 800],
      [10, 400],
      [1, 8000],
    ]);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('keeps the callback in its outbox and retries with backoff until it gets a 2xx', async () => {
    const { client } = await member();
    const started = await order(client, '20');
    const orderNo = started.recharge.orderNo;
    let refusalsLeft = 2;
    const statuses: number[] = [];
    sandbox().useTransport(async (request) => {
      if (refusalsLeft > 0) {
        refusalsLeft -= 1;
        statuses.push(503);
        return { status: 503 };
      }
      const answer = await loopback(request);
      statuses.push(answer.status);
      return answer;
    });
    try {
      const signature = sandbox().pageSignature(orderNo);
      await t.app.inject({
        method: 'POST',
        url: `/sandbox-pay/${orderNo}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sig=${signature}&outcome=paid`,
      });
      expect(statuses).toEqual([503]);
      expect(await stateOf(client, started.recharge.id)).toBe('under_review');
      // Not due yet: nothing is sent.
      expect(await sandbox().deliverDue()).toEqual({ delivered: 0, failed: 0 });
      t.clock.advance(retryDelayMs(1));
      expect(await sandbox().deliverDue()).toEqual({ delivered: 0, failed: 1 });
      t.clock.advance(retryDelayMs(2));
      expect(await sandbox().deliverDue()).toEqual({ delivered: 1, failed: 0 });
      expect(statuses).toEqual([503, 503, 200]);
      expect(await stateOf(client, started.recharge.id)).toBe('successful');
      const row = await sandbox().find(orderNo);
      expect(row).toMatchObject({ attempts: 3, last_status: 200, next_attempt_at: null });
      t.clock.advance(3_600_000);
      expect(await sandbox().deliverDue()).toEqual({ delivered: 0, failed: 0 });
    } finally {
      sandbox().useTransport(loopback);
    }
  });

  it('delivers a decided payment after a crash, from the outbox, through the scheduled job', async () => {
    const { client } = await member();
    const started = await order(client, '15');
    // The tester clicked and the node died before sending: only the outbox row exists.
    expect(await sandbox().decide(started.recharge.orderNo, 'paid')).toBe('decided');
    expect(await sandbox().decide(started.recharge.orderNo, 'failed')).toBe('already_decided');
    expect(await sandbox().decide('R-unknown', 'paid')).toBe('unknown');
    const job = t.services.jobs.find((j) => j.name === 'sandbox-callbacks');
    await job?.run();
    expect(await stateOf(client, started.recharge.id)).toBe('successful');
  });

  it('gives up after the last attempt and leaves the order to an operator', async () => {
    const { id, client } = await member();
    const started = await order(client, '12');
    sandbox().useTransport(() => Promise.resolve({ status: 500 }));
    try {
      await sandbox().decide(started.recharge.orderNo, 'paid');
      for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
        await sandbox().deliver(started.recharge.orderNo);
        t.clock.advance(retryDelayMs(attempt));
      }
      const row = await sandbox().find(started.recharge.orderNo);
      expect(row).toMatchObject({
        attempts: MAX_DELIVERY_ATTEMPTS,
        next_attempt_at: null,
        delivered_at: null,
      });
      expect(await sandbox().deliverDue()).toEqual({ delivered: 0, failed: 0 });
      // A day and a half later the factory session is gone: log in afresh to look.
      const session = await createSession(t.services.db, id, t.clock.now(), 24);
      expect(await stateOf(t.client({ token: session.token }), started.recharge.id)).toBe('under_review');
    } finally {
      sandbox().useTransport(loopback);
    }
  });
});
