import { FUND_RECORD_TYPES, toMinor, type Language, memoText } from '@cloudmine/api';
import pino from 'pino';
import type { Services } from '../app/services.js';
import { createLedger } from '../ledger/ledger.js';
import { createTestClock } from '../platform/clock.js';
import { inTransaction } from '../platform/db/transaction.js';
import { createFundsService, insertFund } from '../modules/funds/index.js';
import { runSettlement, storedImages } from '../modules/investments/index.js';
import { createMallService, insertProduct } from '../modules/mall/index.js';
import { createPledgeService, insertPledgeProduct } from '../modules/pledge/index.js';
import { DEMO_PHONE } from './seed-accounts.js';

const DAY_MS = 86_400_000;

function texts(name: Record<Language, string>, description: Record<Language, string>): string {
  return JSON.stringify({ name, description });
}

/**
 * The columns a pledge product and a fund fill alike: no pictures, rate, term, smallest amount, and
 * texts that say the rate and term and what comes back at the end (a pledge's principal, a fund's
 * amount) the same way for both.
 */
function termProductColumns(
  product: { name: Record<Language, string>; rate: number; term: number; min: number },
  returned: { en: string; bd: string },
) {
  const percent = product.rate / 100;
  return {
    texts_json: texts(product.name, {
      en: `${percent}% a day for ${product.term} days; the ${returned.en} returns at the end.`,
      zh: `${product.term} 天，日收益 ${percent}%，到期返还本金。`,
      bd: `${product.term} দিন, দৈনিক ${percent}%; শেষে ${returned.bd} ফেরত।`,
    }),
    image_urls_json: storedImages([]),
    daily_rate_bps: product.rate,
    term_days: product.term,
    min_amount_minor: toMinor(product.min),
  };
}

/** Every seeded product is on sale from the seed's moment. */
function onSaleFrom(stamp: string) {
  return { on_sale: 1, created_at: stamp, updated_at: stamp };
}

const MACHINES = [
  {
    key: 's9',
    name: { en: 'Starter Miner S9', zh: '入门矿机 S9', bd: 'স্টার্টার মাইনার S9' },
    description: {
      en: 'A small machine to start with: $1.50 a day for 30 days.',
      zh: '入门小矿机：30 天，每天 $1.50。',
      bd: 'শুরু করার জন্য ছোট মেশিন: 30 দিন, প্রতিদিন $1.50।',
    },
    image: '/images/miner-s9.svg',
    price: 50_00,
    daily: 1_50,
    term: 30,
    stock: 500,
    maxPerMember: 10,
    vip: 0,
    prerequisite: null,
  },
  {
    key: 's19',
    name: { en: 'Antminer S19 Pro', zh: '蚂蚁矿机 S19 Pro', bd: 'অ্যান্টমাইনার S19 Pro' },
    description: {
      en: 'For VIP 1 members: $7 a day for 60 days.',
      zh: 'VIP 1 专享：60 天，每天 $7。',
      bd: 'ভিআইপি 1 সদস্যদের জন্য: 60 দিন, প্রতিদিন $7।',
    },
    image: '/images/miner-s19.svg',
    price: 200_00,
    daily: 7_00,
    term: 60,
    stock: 200,
    maxPerMember: 5,
    vip: 1,
    prerequisite: null,
  },
  {
    key: 'm50',
    name: { en: 'Whatsminer M50', zh: '神马矿机 M50', bd: 'হোয়াটসমাইনার M50' },
    description: {
      en: 'Buy an Antminer S19 Pro first: $20 a day for 90 days.',
      zh: '需先购买 S19 Pro：90 天，每天 $20。',
      bd: 'প্রথমে S19 Pro কিনুন: 90 দিন, প্রতিদিন $20।',
    },
    image: '/images/miner-m50.svg',
    price: 500_00,
    daily: 20_00,
    term: 90,
    stock: 50,
    maxPerMember: 2,
    vip: 0,
    prerequisite: 's19',
  },
] as const;

/** A USDT pledge product, named after its term in each language. */
function usdtPledge(terms: { term: number; rate: number; min: number; max: number; vip: number }) {
  const { term } = terms;
  return {
    name: { en: `USDT ${term}-day pledge`, zh: `USDT ${term} 天质押`, bd: `USDT ${term} দিনের প্লেজ` },
    ...terms,
  };
}

const PLEDGE_PRODUCTS = [
  usdtPledge({ term: 7, rate: 80, min: 10_00, max: 1_000_00, vip: 0 }),
  usdtPledge({ term: 30, rate: 120, min: 50_00, max: 5_000_00, vip: 1 }),
];

const FUNDS = [
  {
    name: { en: 'Green energy fund', zh: '绿色能源基金', bd: 'সবুজ শক্তি ফান্ড' },
    rate: 60,
    term: 15,
    min: 20_00,
    max: 2_000_00,
    times: 3,
    cap: 100_000_00,
    vip: 0,
  },
  {
    name: { en: 'Hashrate growth fund', zh: '算力增长基金', bd: 'হ্যাশরেট গ্রোথ ফান্ড' },
    rate: 90,
    term: 30,
    min: 100_00,
    max: 10_000_00,
    times: 2,
    cap: 500_000_00,
    vip: 2,
  },
];

/**
 * Machines, pledge products and funds, and for the demo member an order in every state, a pledge
 * and a fund holding with income paid. The history is made by the real services under a clock set
 * in the past, so every posting is a real one and the ledger reconciles.
 */
export async function seedEarning(services: Services, members: Map<string, number>): Promise<void> {
  const { db, settings, coupons, investments } = services;
  const now = services.clock.now();
  const clock = createTestClock(now);
  const ledger = createLedger({ clock });
  const mall = createMallService({ db, clock, settings, ledger, coupons, investments });
  const pledge = createPledgeService({ db, clock, settings, ledger, investments });
  const funds = createFundsService({ db, clock, settings, ledger, investments });
  const log = pino({ level: 'silent' });
  const settle = async () => {
    await runSettlement({ db, clock, settings, log }, mall.settlement);
    await runSettlement({ db, clock, settings, log }, pledge.settlement);
    await runSettlement({ db, clock, settings, log }, funds.settlement);
  };
  const at = (daysAgo: number) => clock.set(new Date(now.getTime() - daysAgo * DAY_MS));
  // Walks the clock forward a day at a time, settling each day, so income lands on the days it was
  // earned and the earnings and trend charts have a history to draw.
  let today = 45;
  const walkTo = async (daysAgo: number) => {
    for (let day = today - 1; day >= daysAgo; day -= 1) {
      at(day);
      await settle();
    }
    at(daysAgo);
    today = daysAgo;
  };
  const stamp = now.toISOString();

  const ids = new Map<string, number>();
  for (const machine of MACHINES) {
    const row = await insertProduct(db, {
      texts_json: texts(machine.name, machine.description),
      image_urls_json: storedImages([machine.image]),
      price_minor: toMinor(machine.price),
      daily_income_minor: toMinor(machine.daily),
      term_days: machine.term,
      stock: machine.stock,
      max_per_member: machine.maxPerMember,
      required_vip_level: machine.vip,
      prerequisite_product_id: machine.prerequisite ? (ids.get(machine.prerequisite) ?? null) : null,
      ...onSaleFrom(stamp),
    });
    ids.set(machine.key, row.id);
  }
  const pledgeIds = [];
  for (const product of PLEDGE_PRODUCTS) {
    const row = await insertPledgeProduct(db, {
      ...termProductColumns(product, { en: 'principal', bd: 'মূলধন' }),
      max_per_member_minor: toMinor(product.max),
      required_vip_level: product.vip,
      ...onSaleFrom(stamp),
    });
    pledgeIds.push(row.id);
  }
  const fundIds = [];
  for (const fund of FUNDS) {
    const row = await insertFund(db, {
      ...termProductColumns(fund, { en: 'amount', bd: 'অর্থ' }),
      max_amount_minor: toMinor(fund.max),
      max_times: fund.times,
      total_cap_minor: toMinor(fund.cap),
      required_vip_level: fund.vip,
      ...onSaleFrom(stamp),
    });
    fundIds.push(row.id);
  }
  await settings.set(db, 'funds.open', true);

  const demoId = members.get(DEMO_PHONE);
  const friendId = members.get('01812345601');
  if (demoId === undefined || friendId === undefined) return;
  const demo = { id: demoId, language: 'en' as Language };
  const friend = { id: friendId, language: 'en' as Language };
  at(45);
  await inTransaction(db, async (trx) => {
    for (const [memberId, amount] of [
      [demoId, 1_000_00],
      [friendId, 100_00],
    ] as const) {
      await ledger.post(trx, {
        memberId,
        wallet: 'balance',
        amount: toMinor(amount),
        type: FUND_RECORD_TYPES.admin_top_up,
        counterAccount: 'admin_adjustments',
        reference: { kind: 'demo_seed', id: 'earning' },
        memo: memoText('demoFunds'),
      });
    }
  });
  let key = 0;
  const request = (call: string) => ({ idempotencyKey: `demo-seed-${(key += 1)}`, now: clock.now(), call });
  const buy = async (member: typeof demo, product: string) =>
    (await mall.purchase(member, { productId: ids.get(product) ?? 0, quantity: 1 }, request('seed'))).order;

  // Completed: bought and started 45 days ago, its 30 days paid.
  const completed = await buy(demo, 's9');
  await mall.start(demo, completed.id);
  // Expired: bought 30 days ago and never started.
  await walkTo(30);
  await buy(demo, 's9');
  // Running: an S19 Pro started 6 days ago, and the friend's machine earns the demo member a rebate.
  await walkTo(6);
  const running = await buy(demo, 's19');
  await mall.start(demo, running.id);
  await buy(friend, 's9');
  // A pledge and a fund holding, with rewards and income paid since.
  await walkTo(4);
  await pledge.pledge(demo, { productId: pledgeIds[0] ?? 0, amount: 100_00 }, request('seed'));
  await funds.invest(demo, { fundId: fundIds[0] ?? 0, amount: '200' }, request('seed'));
  // Sold: bought and sold back two days ago.
  await walkTo(2);
  const sold = await buy(demo, 's9');
  await mall.sell(demo, sold.id, request('seed'));
  await walkTo(0);
  await mall.expire();
  await settle();
  // Incomplete: bought today, waiting to be started.
  await buy(demo, 's9');
}
