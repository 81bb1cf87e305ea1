import {
  adminBargainEventsCreate,
  bargainStart,
  mallProducts,
  mallPurchase,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction.js';
import { raiseVipLevel } from '../accounts/index.js';
import { createMiningProduct } from '../../test-support/earning.js';
import { memberRow } from '../../test-support/factories.js';
import { newKey, refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

/**
 * The refusals of SPEC §8 that name a rule of who may buy (docs/decisions.md): `not_vip` for a
 * VIP product at level 0, `insufficient_team_members` for a product that needs an active team, and
 * `no_related_products` for a bargain started by a member who never bought a machine.
 */
describeOnEngines('purchase rules', (t) => {
  let operatorToken: string;
  let cheapId: number;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
    cheapId = (await createMiningProduct(t, operatorToken, { price: '1' })).id;
  });

  const buy = (client: ApiClient, productId: number) =>
    client.call(mallPurchase, { productId, idempotencyKey: newKey() });
  const setVip = (memberId: number, level: number) =>
    inTransaction(t.services.db, (trx) => raiseVipLevel(trx, memberId, level));

  it('answers not_vip at VIP 0 and insufficient_level below the product’s level', async () => {
    const product = await createMiningProduct(t, operatorToken, { price: '10', requiredVipLevel: 2 });
    const member = await t.newMember({ balanceMinor: 100_00 });
    expect(await refusal(buy(member.client, product.id))).toBe('not_vip');
    await setVip(member.id, 1);
    expect(await refusal(buy(member.client, product.id))).toBe('insufficient_level');
    await setVip(member.id, 2);
    expect((await buy(member.client, product.id)).order.productId).toBe(product.id);
  });

  it('answers insufficient_team_members until the team has enough activated members', async () => {
    const product = await createMiningProduct(t, operatorToken, { price: '10', minActiveTeam: 2 });
    expect(product.minActiveTeam).toBe(2);
    const leader = await t.newMember({ balanceMinor: 100_00 });
    const listed = await leader.client.call(mallProducts, { productId: product.id });
    expect(listed.items[0]?.minActiveTeam).toBe(2);

    // One invitee who bought a machine (activated), one who did not, one activated at level two.
    const leaderRow = await memberRow(t.services, leader.id);
    const active = await t.newMember({ inviter: leaderRow, balanceMinor: 10_00 });
    await buy(active.client, cheapId);
    await t.newMember({ inviter: leaderRow });
    expect(await refusal(buy(leader.client, product.id))).toBe('insufficient_team_members');
    const below = await t.newMember({
      inviter: await memberRow(t.services, active.id),
      balanceMinor: 10_00,
    });
    await buy(below.client, cheapId);
    expect((await buy(leader.client, product.id)).order.productId).toBe(product.id);

    // Off by default: a product without the requirement sells to a member without a team.
    const loner = await t.newMember({ balanceMinor: 10_00 });
    expect((await buy(loner.client, cheapId)).order.productId).toBe(cheapId);
  });

  it('answers no_related_products to a bargain of a member without a machine when the setting asks', async () => {
    const event = await t.client({ token: operatorToken }).call(adminBargainEventsCreate, {
      productId: cheapId,
      titles: { en: 'Cheap miner', zh: '便宜矿机', bd: 'সস্তা মাইনার' },
      originalPrice: '1',
      floorPrice: '0.5',
      cutsRequired: 2,
      reason: 'machine owners promotion',
    });
    const newcomer = await t.newMember({ balanceMinor: 10_00 });
    const owner = await t.newMember({ balanceMinor: 10_00 });
    await buy(owner.client, cheapId);
    await t.services.settings.set(t.services.db, 'bargain.requires_machine', true);
    try {
      expect(await refusal(newcomer.client.call(bargainStart, { eventId: event.id }))).toBe(
        'no_related_products',
      );
      expect((await owner.client.call(bargainStart, { eventId: event.id })).status).toBe('open');
    } finally {
      await t.services.settings.set(t.services.db, 'bargain.requires_machine', false);
    }
    // Off (the default), anyone may start one.
    expect((await newcomer.client.call(bargainStart, { eventId: event.id })).status).toBe('open');
  });
});
