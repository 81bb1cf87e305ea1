import {
  fundInvest,
  fundProducts,
  mallProducts,
  mallPurchase,
  pledge,
  pledgeProducts,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction.js';
import { raiseVipLevel } from '../accounts/index.js';
import { createFund, createMiningProduct, createPledgeProduct } from '../../test-support/earning.js';
import { memberRow } from '../../test-support/factories.js';
import { newKey, refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

/**
 * The product lists answer each product's `eligibility` for the calling member (issue 18): the
 * gate the app shows before any sheet opens. Each gate here is checked against the refusal the
 * purchase gives while it stands, and gone once the member meets the rule.
 */
describeOnEngines('eligibility in the product lists', (t) => {
  let operatorToken: string;
  let cheapId: number;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
    cheapId = (await createMiningProduct(t, operatorToken, { price: '1' })).id;
    await t.services.settings.set(t.services.db, 'funds.open', true);
  });

  const buy = (client: ApiClient, productId: number, quantity = 1) =>
    client.call(mallPurchase, { productId, quantity, idempotencyKey: newKey() });
  const machine = async (client: ApiClient, productId: number) => {
    const item = (await client.call(mallProducts, { productId })).items[0];
    if (!item) throw new Error(`product ${productId} listed`);
    return item.eligibility;
  };
  const setVip = (memberId: number, level: number) =>
    inTransaction(t.services.db, (trx) => raiseVipLevel(trx, memberId, level));

  it('shows a VIP gate with the investment that reaches the level, as the purchase refuses', async () => {
    // Default thresholds: VIP 1 at $100 invested, VIP 2 at $500.
    const product = await createMiningProduct(t, operatorToken, { price: '10', requiredVipLevel: 2 });
    const member = await t.newMember({ balanceMinor: 100_00 });
    await buy(member.client, cheapId);
    expect(await machine(member.client, product.id)).toEqual({
      eligible: false,
      vip: { requiredLevel: 2, currentLevel: 0, investMoreMinor: 499_00 },
      prerequisite: null,
      team: null,
      limitReached: false,
    });
    expect(await refusal(buy(member.client, product.id))).toBe('not_vip');
    await setVip(member.id, 2);
    expect(await machine(member.client, product.id)).toMatchObject({ eligible: true, vip: null });
    expect((await buy(member.client, product.id)).order.productId).toBe(product.id);
  });

  it('names the machine to buy first until it is bought', async () => {
    const first = await createMiningProduct(t, operatorToken, { price: '2' });
    const second = await createMiningProduct(t, operatorToken, {
      price: '2',
      prerequisiteProductId: first.id,
    });
    const member = await t.newMember({ balanceMinor: 10_00 });
    expect(await machine(member.client, second.id)).toMatchObject({
      eligible: false,
      prerequisite: { id: first.id, name: 'Antminer S19' },
    });
    expect(await refusal(buy(member.client, second.id))).toBe('associated_product_required');
    await buy(member.client, first.id);
    expect(await machine(member.client, second.id)).toMatchObject({ eligible: true, prerequisite: null });
  });

  it('counts the activated team against the product’s requirement', async () => {
    const product = await createMiningProduct(t, operatorToken, { price: '10', minActiveTeam: 1 });
    const leader = await t.newMember({ balanceMinor: 100_00 });
    expect(await machine(leader.client, product.id)).toMatchObject({
      eligible: false,
      team: { required: 1, current: 0 },
    });
    expect(await refusal(buy(leader.client, product.id))).toBe('insufficient_team_members');
    const invitee = await t.newMember({
      inviter: await memberRow(t.services, leader.id),
      balanceMinor: 10_00,
    });
    await buy(invitee.client, cheapId);
    expect(await machine(leader.client, product.id)).toMatchObject({ eligible: true, team: null });
  });

  it('marks a product whose per-member limit is used up', async () => {
    const product = await createMiningProduct(t, operatorToken, { price: '1', maxPerMember: 2 });
    const member = await t.newMember({ balanceMinor: 10_00 });
    await buy(member.client, product.id, 2);
    expect(await machine(member.client, product.id)).toMatchObject({ eligible: false, limitReached: true });
    expect(await refusal(buy(member.client, product.id))).toBe('purchase_quantity_exceeded');
  });

  it('gates pledges by VIP level and a limit too full for the minimum', async () => {
    const product = await createPledgeProduct(t, operatorToken, {
      requiredVipLevel: 1,
      minAmount: '10',
      maxPerMember: '15',
    });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const listed = async () =>
      (await member.client.call(pledgeProducts, { limit: 50 })).items.find((p) => p.id === product.id)
        ?.eligibility;
    expect(await listed()).toMatchObject({
      eligible: false,
      vip: { requiredLevel: 1, currentLevel: 0, investMoreMinor: 100_00 },
    });
    const put = () =>
      member.client.call(pledge, { productId: product.id, amount: '10', idempotencyKey: newKey() });
    expect(await refusal(put())).toBe('insufficient_level');
    await setVip(member.id, 1);
    expect(await listed()).toMatchObject({ eligible: true });
    await put();
    // $5 of room is left, under the $10 minimum: nothing more fits.
    expect(await listed()).toMatchObject({ eligible: false, vip: null, limitReached: true });
  });

  it('gates funds by VIP level and times used up', async () => {
    const fund = await createFund(t, operatorToken, { requiredVipLevel: 1, maxTimes: 1 });
    const member = await t.newMember({ balanceMinor: 100_00 });
    const listed = async () =>
      (await member.client.call(fundProducts, { limit: 50 })).items.find((f) => f.id === fund.id)
        ?.eligibility;
    const put = () =>
      member.client.call(fundInvest, { fundId: fund.id, amount: '10', idempotencyKey: newKey() });
    expect(await listed()).toMatchObject({ eligible: false, vip: { requiredLevel: 1, currentLevel: 0 } });
    expect(await refusal(put())).toBe('fund_vip_too_low');
    await setVip(member.id, 1);
    expect(await listed()).toMatchObject({ eligible: true });
    await put();
    expect(await listed()).toMatchObject({ eligible: false, limitReached: true });
    expect(await refusal(put())).toBe('fund_max_times');
  });
});
