import {
  ApiError,
  adminBargainEventsCreate,
  adminCouponsIssue,
  adminLotteryPrizeSave,
  adminRedpackCreate,
  bargainBuy,
  bargainCut,
  bargainMine,
  bargainStart,
  couponList,
  redpackOpen,
  checkinDo,
  conversionBalance,
  FUND_RECORD_TYPES,
  formatMinor,
  fundInvest,
  lotteryDraw,
  mallOrders,
  mallPurchase,
  mallSell,
  mallStart,
  maxWithdrawalMinor,
  paymentStart,
  pledge,
  scoreExchange,
  withdrawInfo,
  type ApiClient,
} from '@cloudmine/api';
import type { Settings } from '../app/settings-catalogue.js';
import { walletBalances } from '../ledger/index.js';
import { createFund, createMiningProduct, createPledgeProduct } from './earning.js';
import type { TestMember } from './factories.js';
import { newKey } from './refusal.js';
import type { TestApp } from './test-app.js';
import {
  applyWithdrawal,
  createBank,
  createChannel,
  loopbackTransport,
  withdrawingMember,
} from './wallet-fixtures.js';

/**
 * The world of the economic property test: one product of each kind, a sandbox channel, a prize
 * board, and members who act only through the API, as an attacker would.
 */
export interface EconomicWorld {
  t: TestApp;
  admin: ApiClient;
  productId: number;
  bargainEventId: number;
  redpackCode: string;
  pledgeProductId: number;
  fundId: number;
  channelId: number;
  bankId: number;
}

export async function createEconomicWorld(t: TestApp): Promise<EconomicWorld> {
  const operator = await t.newOperator('owner');
  const product = await createMiningProduct(t, operator.token, {
    price: '50',
    dailyIncome: '1',
    termDays: 30,
    stock: 1_000_000,
  });
  const pledgeProduct = await createPledgeProduct(t, operator.token, { maxPerMember: '100000' });
  const fund = await createFund(t, operator.token, {
    maxAmount: '100000',
    totalCap: '100000000',
    maxTimes: 1000,
  });
  const channelId = await createChannel(t.services, {
    kind: 'sandbox',
    minMinor: 1_00,
    maxMinor: 100_000_00,
  });
  const sandbox = t.services.sandbox;
  if (!sandbox) throw new Error('the sandbox gateway runs in tests');
  sandbox.useTransport(loopbackTransport(t));
  const admin = t.client({ token: operator.token });
  const prizes = [
    { kind: 'nothing', amount: '0', weight: 50, stock: null },
    { kind: 'points', amount: '50', weight: 30, stock: null },
    { kind: 'points', amount: '100', weight: 10, stock: null },
    { kind: 'balance', amount: '0.50', weight: 10, stock: null },
    // A limited prize is a promotion with a budget: it may be worth more than a draw costs.
    { kind: 'balance', amount: '10', weight: 5, stock: 3 },
  ] as const;
  for (const prize of prizes) {
    await admin.call(adminLotteryPrizeSave, {
      names: { en: prize.kind, zh: prize.kind, bd: prize.kind },
      ...prize,
      reason: 'economic property test',
    });
  }
  const open: Partial<{ [K in keyof Settings]: unknown }> = {
    'funds.open': true,
    'withdraw.daily_count': 1000,
    'withdraw.min_minor': 0,
    'withdraw.max_minor': 10_000_000_00,
    'conversion.minimum_minor': 1,
    'recharge.max_open_orders': 100,
  };
  for (const [key, value] of Object.entries(open)) {
    await t.services.settings.set(t.services.db, key as keyof Settings, value);
  }
  const bargainEvent = await admin.call(adminBargainEventsCreate, {
    productId: product.id,
    titles: { en: 'Bargain', zh: 'Bargain', bd: 'Bargain' },
    floorPrice: '20',
    cutsRequired: 2,
    reason: 'economic property test',
  });
  const redpack = await admin.call(adminRedpackCreate, {
    totalCount: 1_000_000,
    perClaimMin: '0.10',
    perClaimMax: '2',
    endsAt: new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString(),
    reason: 'economic property test',
  });
  return {
    t,
    admin,
    productId: product.id,
    bargainEventId: bargainEvent.id,
    redpackCode: redpack.code,
    pledgeProductId: pledgeProduct.id,
    fundId: fund.id,
    channelId,
    bankId: await createBank(t.services),
  };
}

export interface GroupMember extends TestMember {
  client: ApiClient;
}

/** A chain of `size` members, each invited by the one before: a ring acting together. */
export async function createGroup(world: EconomicWorld, size: number): Promise<GroupMember[]> {
  const { t } = world;
  const group: GroupMember[] = [];
  let inviter: { id: number; inviter_id: number | null; upline2_id: number | null } | null = null;
  for (let i = 0; i < size; i += 1) {
    const member = await withdrawingMember(
      t,
      { inviter },
      { bankId: world.bankId, holderName: 'Ring Member' },
    );
    const { client } = member;
    // A $5 coupon each: a discount is a promotion too.
    await world.admin.call(adminCouponsIssue, {
      phones: [member.phone],
      title: { en: 'Five off', zh: '', bd: '' },
      value: '5',
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      reason: 'economic property test',
    });
    group.push({ ...member, client });
    inviter = await t.services.db
      .selectFrom('members')
      .select(['id', 'inviter_id', 'upline2_id'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
  }
  return group;
}

export type MemberAction =
  | { kind: 'recharge'; who: number; usd: number }
  | { kind: 'toPoints' | 'toBalance'; who: number; usd: number }
  | { kind: 'convert'; who: number; minor: number }
  | { kind: 'buy'; who: number; quantity: number; coupon: boolean }
  | { kind: 'bargainCut'; who: number; initiator: number }
  | { kind: 'redpack' | 'bargainStart' | 'bargainBuy'; who: number }
  | { kind: 'start' | 'sell' | 'draw' | 'checkin'; who: number }
  | { kind: 'pledge' | 'fund'; who: number; usd: number }
  | { kind: 'withdraw'; who: number; minor: number };

/** Business refusals are part of the game; anything else fails the test. */
async function attempt(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return;
    throw error;
  }
}

async function recharge(world: EconomicWorld, client: ApiClient, usd: number): Promise<void> {
  const sandbox = world.t.services.sandbox;
  if (!sandbox) throw new Error('the sandbox gateway runs in tests');
  const started = await client.call(paymentStart, {
    channelId: world.channelId,
    amount: String(usd),
    idempotencyKey: newKey(),
  });
  await sandbox.decide(started.recharge.orderNo, 'paid');
  await sandbox.deliver(started.recharge.orderNo);
}

async function orderIds(client: ApiClient, status: 'incomplete' | 'running'): Promise<number[]> {
  const page = await client.call(mallOrders, { status, limit: 50 });
  return page.items.map((order) => order.id);
}

export async function act(world: EconomicWorld, group: GroupMember[], action: MemberAction): Promise<void> {
  const member = group[action.who % group.length];
  if (!member) throw new Error('empty group');
  const { client } = member;
  const key = newKey();
  switch (action.kind) {
    case 'recharge':
      return attempt(() => recharge(world, client, action.usd));
    case 'toPoints':
    case 'toBalance':
      return attempt(() =>
        client.call(scoreExchange, {
          direction: action.kind === 'toPoints' ? 'balance_to_points' : 'points_to_balance',
          amount: String(action.usd),
          idempotencyKey: key,
        }),
      );
    case 'convert':
      return attempt(() =>
        client.call(conversionBalance, { amount: String(action.minor), idempotencyKey: key }),
      );
    case 'buy': {
      const [coupon] = action.coupon ? (await client.call(couponList, { status: 'unused' })).items : [];
      return attempt(() =>
        client.call(mallPurchase, {
          productId: world.productId,
          quantity: action.quantity,
          ...(coupon ? { couponId: coupon.id } : {}),
          idempotencyKey: key,
        }),
      );
    }
    case 'redpack':
      return attempt(() => client.call(redpackOpen, { code: world.redpackCode, idempotencyKey: key }));
    case 'bargainStart':
      return attempt(() => client.call(bargainStart, { eventId: world.bargainEventId }));
    case 'bargainCut': {
      const initiator = group[action.initiator % group.length];
      if (!initiator) return;
      const [bargain] = (await initiator.client.call(bargainMine, {})).items;
      if (bargain) await attempt(() => client.call(bargainCut, { bargainId: bargain.id }));
      return;
    }
    case 'bargainBuy': {
      const [bargain] = (await client.call(bargainMine, {})).items;
      if (bargain)
        await attempt(() => client.call(bargainBuy, { bargainId: bargain.id, idempotencyKey: key }));
      return;
    }
    case 'start': {
      const [orderId] = await orderIds(client, 'incomplete');
      if (orderId !== undefined) await attempt(() => client.call(mallStart, { orderId }));
      return;
    }
    case 'sell': {
      const [orderId] = [...(await orderIds(client, 'running')), ...(await orderIds(client, 'incomplete'))];
      if (orderId !== undefined) await attempt(() => client.call(mallSell, { orderId, idempotencyKey: key }));
      return;
    }
    case 'pledge':
      return attempt(() =>
        client.call(pledge, {
          productId: world.pledgeProductId,
          amount: String(action.usd),
          idempotencyKey: key,
        }),
      );
    case 'fund':
      return attempt(() =>
        client.call(fundInvest, { fundId: world.fundId, amount: String(action.usd), idempotencyKey: key }),
      );
    case 'draw':
      return attempt(() => client.call(lotteryDraw, { idempotencyKey: key }));
    case 'checkin':
      return attempt(() => client.call(checkinDo, { idempotencyKey: key }));
    case 'withdraw':
      return attempt(() => withdraw(client, action.minor));
  }
}

function withdraw(client: ApiClient, minor: number) {
  return applyWithdrawal(client, formatMinor(minor));
}

/**
 * Takes out everything a member can without waiting: sells every machine back, converts team
 * balance and points, then withdraws the most the rules allow.
 */
export async function liquidate(world: EconomicWorld, member: GroupMember): Promise<void> {
  const { client } = member;
  const { settings } = world.t.services;
  for (const orderId of [...(await orderIds(client, 'running')), ...(await orderIds(client, 'incomplete'))]) {
    await attempt(() => client.call(mallSell, { orderId, idempotencyKey: newKey() }));
  }
  const wallets = await walletBalances(world.t.services.db, member.id);
  if (wallets.team_balance > 0) {
    await attempt(() =>
      client.call(conversionBalance, { amount: String(wallets.team_balance), idempotencyKey: newKey() }),
    );
  }
  const pointsPerUsd = await settings.get('exchange.points_to_balance_per_usd');
  const usd = Math.floor(wallets.points / pointsPerUsd);
  if (usd > 0) {
    await attempt(() =>
      client.call(scoreExchange, {
        direction: 'points_to_balance',
        amount: String(usd),
        idempotencyKey: newKey(),
      }),
    );
  }
  const rules = {
    feeBps: await settings.get('withdraw.fee_bps'),
    feeFixedMinor: await settings.get('withdraw.fee_fixed_minor'),
  };
  const info = await client.call(withdrawInfo, {});
  const most = maxWithdrawalMinor(info.withdrawableMinor, rules);
  if (most > 0) await attempt(() => withdraw(client, most));
}

/** What the group put in, was given on purpose, and got out, in cents (points at their cash-in rate). */
export async function groupFlows(world: EconomicWorld, group: GroupMember[]) {
  const { db, settings } = world.t.services;
  const ids = group.map((member) => member.id);
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['type', 'wallet_kind'])
    .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
    .where('member_id', 'in', ids)
    .groupBy(['type', 'wallet_kind'])
    .execute();
  const sum = (wallet: 'balance' | 'points', types: number[]) =>
    sums
      .filter((row) => row.wallet_kind === wallet && types.includes(row.type))
      .reduce((total, row) => total + Number(row.total), 0);
  const discounts = await db
    .selectFrom('mining_orders')
    .select((eb) => eb.fn.sum<number>('discount_minor').as('total'))
    .where('member_id', 'in', ids)
    .executeTakeFirstOrThrow();
  const T = FUND_RECORD_TYPES;
  const paidInMinor = sum('balance', [T.recharge]);
  // Coupon and bargain discounts are promotions paid by a lower price rather than a posting.
  const promoBalanceMinor =
    Number(discounts.total ?? 0) +
    sum('balance', [
      T.first_recharge_bonus,
      T.red_packet,
      T.balance_won_lottery,
      T.welcome_bonus,
      T.trial_funds,
    ]);
  const promoPoints = sum('points', [T.points_won_lottery, T.checkin_points, T.invite_bonus_points]);
  const withdrawn = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
    .where('member_id', 'in', ids)
    .where('state', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return {
    paidInMinor,
    promoBalanceMinor,
    promoPoints,
    pointsPerUsd: await settings.get('exchange.points_to_balance_per_usd'),
    withdrawnMinor: Number(withdrawn.total ?? 0),
  };
}
