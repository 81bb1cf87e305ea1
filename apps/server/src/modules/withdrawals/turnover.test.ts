import {
  bankBind,
  fundInvest,
  mallPurchase,
  mallSell,
  pledge,
  withdrawApply,
  withdrawInfo,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import type { Settings } from '../../app/settings-catalogue.js';
import { reconcile } from '../../ledger/reconcile.js';
import { createFund, createMiningProduct, createPledgeProduct } from '../../test-support/earning.js';

import { newKey, refusal, refusalCounts } from '../../test-support/refusal.js';
import { rechargeInBulk } from '../../test-support/team-generator.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import {
  createBank,
  FUND_PASSWORD,
  newTrc20Address,
  withdrawingMember,
} from '../../test-support/wallet-fixtures.js';

describeOnEngines('the turnover rule of withdrawals', (t) => {
  let bankId: number;
  let productId: number;
  let pledgeProductId: number;
  let fundId: number;

  beforeAll(async () => {
    const operator = await t.newOperator('owner');
    bankId = await createBank(t.services);
    productId = (await createMiningProduct(t, operator.token, { price: '60', stock: 1000 })).id;
    pledgeProductId = (await createPledgeProduct(t, operator.token)).id;
    fundId = (await createFund(t, operator.token)).id;
    await set('funds.open', true);
    await set('withdraw.usdt_requires_usdt_recharge', false);
    await set('withdraw.min_minor', 0);
  });

  async function set(key: keyof Settings, value: unknown) {
    await t.services.settings.set(t.services.db, key, value);
  }

  /** A member who recharged $100 and was given $6 besides (an operator top-up), ready to withdraw. */
  async function recharged(): Promise<ApiClient> {
    const member = await withdrawingMember(t, { balanceMinor: 6_00 }, { bankId });
    await rechargeInBulk(t.services, [member.id], 100_00);
    return member.client;
  }

  const apply = (client: ApiClient, amount: string, method: 'bank' | 'usdt_trc20' = 'bank') =>
    client.call(withdrawApply, { method, amount, fundPassword: FUND_PASSWORD, idempotencyKey: newKey() });

  const position = async (client: ApiClient) => {
    const info = await client.call(withdrawInfo, {});
    return [info.balanceMinor, info.turnoverOutstandingMinor, info.withdrawableMinor];
  };

  it('holds a recharge back until it is invested, and lets everything else out', async () => {
    const client = await recharged();
    expect(await position(client)).toEqual([106_00, 100_00, 6_00]);
    expect(await refusal(apply(client, '50'))).toBe('withdraw_turnover_required');
    // Beyond the whole balance it is the ledger's plain refusal.
    expect(await refusal(apply(client, '200'))).toBe('insufficient_balance');
    // 5.00 + 0.10 fee fits in the 6.00 that is not a recharge.
    await apply(client, '5');
    expect(await position(client)).toEqual([100_90, 100_00, 90]);
    expect(await refusal(apply(client, '1'))).toBe('withdraw_turnover_required');
  });

  it('counts machines kept, pledges and funds as invested, and a sold-back machine as not', async () => {
    const client = await recharged();
    const { order } = await client.call(mallPurchase, { productId, idempotencyKey: newKey() });
    expect(await position(client)).toEqual([46_00, 40_00, 6_00]);
    await client.call(pledge, { productId: pledgeProductId, amount: '20', idempotencyKey: newKey() });
    await client.call(fundInvest, { fundId, amount: '20', idempotencyKey: newKey() });
    expect(await position(client)).toEqual([6_00, 0, 6_00]);
    // Selling back refunds 90% of $60: that money was never really invested.
    await client.call(mallSell, { orderId: order.id, idempotencyKey: newKey() });
    expect(await position(client)).toEqual([60_00, 54_00, 6_00]);
  });

  it('follows the operator’s share and lets a zero-bonus platform switch it off', async () => {
    const client = await recharged();
    await set('withdraw.turnover_bps', 5_000);
    expect(await position(client)).toEqual([106_00, 50_00, 56_00]);
    // Off only where no recharge bonus can be cashed in.
    await expect(set('withdraw.turnover_bps', 0)).rejects.toMatchObject({
      reason: 'setting_recharge_bonus_over_turnover',
    });
    await t.services.settings.setAll(t.services.db, {
      'recharge.bonus_points_per_usd': 0,
      'withdraw.turnover_bps': 0,
    });
    expect(await position(client)).toEqual([106_00, 0, 106_00]);
    await t.services.settings.setAll(t.services.db, {
      'recharge.bonus_points_per_usd': 10,
      'withdraw.turnover_bps': 10_000,
    });
  });

  it('lets parallel withdrawals to two accounts take no more than is withdrawable', async () => {
    await set('withdraw.fee_bps', 0);
    await set('withdraw.daily_count', 100);
    const client = await recharged();
    await client.call(bankBind, {
      method: 'usdt_trc20',
      address: newTrc20Address(),
      fundPassword: FUND_PASSWORD,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => apply(client, '1.50', i % 2 === 0 ? 'bank' : 'usdt_trc20')),
    );
    // $6.00 withdrawable: four of $1.50 fit, whichever account they go to.
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect(refusalCounts(results)).toEqual({ withdraw_turnover_required: 8 });
    expect(await position(client)).toEqual([100_00, 100_00, 0]);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
    await set('withdraw.fee_bps', 200);
    await set('withdraw.daily_count', 3);
  });
});
