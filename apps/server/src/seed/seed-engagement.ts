import { FUND_RECORD_TYPES, toMinor, toPoints, memoText } from '@cloudmine/api';
import type { Services } from '../app/services.js';
import { addDays, businessDate } from '../platform/business-time.js';
import { inTransaction } from '../platform/db/transaction.js';
import { invariant } from '../platform/errors.js';
import { insertCheckin } from '../modules/checkin/index.js';
import { insertCoupons } from '../modules/coupons/index.js';
import { insertPrizes } from '../modules/lottery/index.js';
import { insertCodes } from '../modules/redpacks/index.js';
import { insertMessage, insertReads } from '../modules/messages/messages-repository.js';
import { DEMO_PHONE } from './seed-accounts.js';

/** Live red-envelope codes of the demo (docs/engagement.md names them; nothing prints them). */
export const DEMO_REDPACK_CODES = { open: 'WELCOME2026', personal: 'DEMO1SHOT' } as const;

type PrizeNames = { en: string; zh: string; bd: string };

/** A prize of points; its name says how many, in each language. */
function pointsPrize(points: number, weight: number) {
  const names = { en: `${points} points`, zh: `${points}积分`, bd: `${points} পয়েন্ট` };
  return { names, kind: 'points', points, minor: 0, weight, stock: null } as const;
}

/** A prize credited to the balance, in cents; a stock caps how many may be won. */
function balancePrize(names: PrizeNames, minor: number, weight: number, stock: number | null = null) {
  return { names, kind: 'balance', points: 0, minor, weight, stock } as const;
}

const PRIZES = [
  pointsPrize(500, 5),
  {
    names: { en: 'Thanks', zh: '谢谢参与', bd: 'ধন্যবাদ' },
    kind: 'nothing',
    points: 0,
    minor: 0,
    weight: 30,
    stock: null,
  },
  balancePrize({ en: '$1.00', zh: '1美元', bd: '$1.00' }, 1_00, 15),
  pointsPrize(50, 25),
  balancePrize({ en: '$10.00', zh: '10美元', bd: '$10.00' }, 10_00, 2, 20),
  pointsPrize(100, 15),
  balancePrize({ en: '$0.50', zh: '0.5美元', bd: '$0.50' }, 50, 7),
  balancePrize({ en: '$100.00', zh: '100美元', bd: '$100.00' }, 100_00, 1, 1),
] as const;

const MESSAGES = [
  {
    to: 'demo',
    read: true,
    texts: {
      en: {
        title: 'Welcome to Cloudmine',
        content: 'Your account is ready. Check in every day to collect points.',
      },
      zh: { title: '欢迎来到 Cloudmine', content: '您的账户已开通。每天签到领取积分。' },
      bd: { title: 'Cloudmine-এ স্বাগতম', content: 'আপনার অ্যাকাউন্ট প্রস্তুত। প্রতিদিন চেক-ইন করে পয়েন্ট নিন।' },
    },
  },
  {
    to: 'all',
    read: false,
    texts: {
      en: {
        title: 'Red envelope week',
        content: `Enter the code ${DEMO_REDPACK_CODES.open} on the red envelope page.`,
      },
      zh: { title: '红包周', content: `在红包页面输入红包码 ${DEMO_REDPACK_CODES.open}。` },
      bd: { title: 'লাল খাম সপ্তাহ', content: `লাল খাম পৃষ্ঠায় কোড ${DEMO_REDPACK_CODES.open} লিখুন।` },
    },
  },
  {
    to: 'demo',
    read: false,
    texts: {
      en: {
        title: 'A gift for you',
        content: `A personal red envelope is waiting: ${DEMO_REDPACK_CODES.personal}.`,
      },
      zh: { title: '送您一份礼物', content: `专属红包码：${DEMO_REDPACK_CODES.personal}。` },
      bd: {
        title: 'আপনার জন্য উপহার',
        content: `একটি ব্যক্তিগত লাল খাম অপেক্ষা করছে: ${DEMO_REDPACK_CODES.personal}।`,
      },
    },
  },
] as const;

/**
 * Engagement demo: a prize board, live red-envelope codes, five days of check-ins (so today's
 * continues a streak), messages with some unread, two exchanges, a few lottery wins by the team,
 * and coupons in each tab. Every point and cent moves through the ledger.
 */
export async function seedEngagement(services: Services, members: Map<string, number>): Promise<void> {
  const { db, clock, ledger, settings } = services;
  const demoId = members.get(DEMO_PHONE);
  if (demoId === undefined) return;
  const now = clock.now();
  const at = now.toISOString();
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const today = businessDate(now, await settings.get('business.time_zone'));
  const perDay = await settings.get('checkin.points_per_day');

  await inTransaction(db, async (trx) => {
    await insertPrizes(
      trx,
      PRIZES.map((prize, index) => ({
        names_json: JSON.stringify(prize.names),
        kind: prize.kind,
        points: toPoints(prize.points),
        amount_minor: toMinor(prize.minor),
        weight: prize.weight,
        stock: prize.stock,
        image_url: '',
        sort_order: index,
        active: 1,
        created_at: at,
        updated_at: at,
      })),
    );

    const code = {
      claimed_minor: toMinor(0),
      claimed_count: 0,
      starts_at: at,
      min_vip_level: 0,
      status: 'active' as const,
      created_at: at,
    };
    await insertCodes(trx, [
      {
        ...code,
        code: DEMO_REDPACK_CODES.open,
        total_minor: toMinor(500_00),
        total_count: null,
        per_claim_min_minor: toMinor(50),
        per_claim_max_minor: toMinor(2_00),
        ends_at: inDays(30),
        member_id: null,
      },
      {
        ...code,
        code: DEMO_REDPACK_CODES.personal,
        total_minor: null,
        total_count: 1,
        per_claim_min_minor: toMinor(3_00),
        per_claim_max_minor: toMinor(3_00),
        ends_at: inDays(7),
        member_id: demoId,
      },
    ]);

    // Days -5..-1: a five-day streak, so checking in today makes six.
    for (let back = 5; back >= 1; back -= 1) {
      const checkin = await insertCheckin(trx, {
        member_id: demoId,
        business_date: addDays(today, -back),
        streak_day: 6 - back,
        points: toPoints(perDay),
        streak_reward: 0,
        created_at: inDays(-back),
      });
      invariant(checkin, 'the demo member has no check-in that day yet');
      if (perDay > 0) {
        await ledger.post(trx, {
          memberId: demoId,
          wallet: 'points',
          amount: toPoints(perDay),
          type: FUND_RECORD_TYPES.checkin_points,
          counterAccount: 'promotions',
          reference: { kind: 'checkin', id: checkin.id },
          memo: memoText('demoFunds'),
        });
      }
    }

    for (const message of MESSAGES) {
      const id = await insertMessage(trx, {
        memberId: message.to === 'all' ? null : demoId,
        texts: message.texts,
        at: now,
      });
      if (message.read) await insertReads(trx, demoId, [id], at);
    }

    await insertCoupons(
      trx,
      [
        {
          title: { en: '$5 off', zh: '满减5美元', bd: '$5 ছাড়' },
          value: 5_00,
          min: 50_00,
          expires: inDays(30),
          used: null,
        },
        {
          title: { en: '$2 welcome coupon', zh: '2美元新人券', bd: '$2 স্বাগত কুপন' },
          value: 2_00,
          min: 0,
          expires: inDays(14),
          used: null,
        },
        {
          title: { en: '$3 off', zh: '满减3美元', bd: '$3 ছাড়' },
          value: 3_00,
          min: 20_00,
          expires: inDays(20),
          used: inDays(-1),
        },
        {
          title: { en: '$1 trial coupon', zh: '1美元体验券', bd: '$1 ট্রায়াল কুপন' },
          value: 1_00,
          min: 0,
          expires: inDays(-2),
          used: null,
        },
      ].map((c) => ({
        member_id: demoId,
        titles_json: JSON.stringify(c.title),
        value_minor: toMinor(c.value),
        min_spend_minor: toMinor(c.min),
        product_ids_json: null,
        expires_at: c.expires,
        used_at: c.used,
        used_reference: c.used === null ? null : 'demo_seed',
        created_at: at,
      })),
    );

    // Team members bring points for the lottery's "recent wins".
    for (const [phone, id] of members) {
      if (phone === DEMO_PHONE) continue;
      await ledger.post(trx, {
        memberId: id,
        wallet: 'points',
        amount: toPoints(500),
        type: FUND_RECORD_TYPES.admin_top_up,
        counterAccount: 'admin_adjustments',
        reference: { kind: 'demo_seed', id: 'lottery_points' },
        memo: memoText('demoFunds'),
      });
    }
  });

  // `customer_service.url` stays unset (no placeholder URL, issue 18): members reach the in-app
  // support page, and the link to an outside help desk shows once the operator sets one.
  await settings.set(db, 'customer_service.chat', 'Telegram @cloudmine_support');

  // Through the services, as a member would: exchanges and lottery draws.
  await services.exchange.exchange(demoId, {
    direction: 'balance_to_points',
    amount: 2,
    idempotencyKey: 'demo-seed-exchange-1',
  });
  await services.exchange.exchange(demoId, {
    direction: 'points_to_balance',
    amount: 1,
    idempotencyKey: 'demo-seed-exchange-2',
  });
  for (const [phone, id] of members) {
    if (phone === DEMO_PHONE) continue;
    for (let i = 0; i < 3; i += 1) {
      await services.lottery.draw(id, 'en', `demo-seed-draw-${id}-${i}`);
    }
  }
}
