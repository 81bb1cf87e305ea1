import {
  applyRateBps,
  FUND_RECORD_TYPES,
  toMinor,
  type Language,
  type PledgeProduct,
  type PledgeRecord,
} from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import type { Ledger } from '../../ledger/ledger.js';
import { runOnce } from '../../ledger/idempotency.js';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { forUpdate, type Executor } from '../../platform/db/transaction.js';
import type { PledgeProductsTable, PledgesTable } from '../../platform/db/tables/pledge.js';
import { AppError } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { imageList, productTexts } from '../investments/catalogue.js';
import { scheduleFrom } from '../investments/daily-schedule.js';
import type { Investments } from '../investments/investments.js';
import type { DailySettlement } from '../investments/settlement.js';
import { payDueDays } from '../investments/term-payouts.js';

type PledgeRow = Selectable<PledgesTable>;
export type PledgeProductRow = Selectable<PledgeProductsTable>;

function toRecord(
  row: PledgeRow,
  product: Pick<PledgeProductRow, 'texts_json'>,
  language: Language,
): PledgeRecord {
  return {
    id: row.id,
    productId: row.product_id,
    productName: productTexts(product.texts_json, language).name,
    principalMinor: row.principal_minor,
    dailyRateBps: row.daily_rate_bps,
    dailyRewardMinor: row.daily_reward_minor,
    termDays: row.term_days,
    daysPaid: row.days_paid,
    rewardsPaidMinor: row.rewards_paid_minor,
    status: row.status,
    pledgedAt: row.pledged_at,
    endsOn: row.ends_on,
  };
}

async function pledgedBy(db: Executor, memberId: number, productId?: number): Promise<number> {
  const row = await db
    .selectFrom('pledges')
    .select(sql<number>`coalesce(sum(principal_minor), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .$if(productId !== undefined, (qb) => qb.where('product_id', '=', productId ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface PledgeDeps {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof platformSettings>;
  ledger: Ledger;
  investments: Investments;
}

/**
 * Pledge (staking): the principal leaves the balance (type 8, counter-account `staking`), a reward of
 * the daily rate is paid every business day of the term (type 9, `staking_rewards`), and the principal
 * comes back with the last reward (type 9, reference `pledge_principal`, from `staking`).
 */
export function createPledgeService(deps: PledgeDeps) {
  const { db, clock, settings, ledger, investments } = deps;

  async function today(): Promise<string> {
    return businessDate(clock.now(), await settings.get('business.time_zone'));
  }

  const settlement: DailySettlement = {
    name: 'pledge-rewards',
    async listDue(executor, day, afterId, limit) {
      const rows = await executor
        .selectFrom('pledges')
        .select('id')
        .where('status', '=', 'active')
        .where('next_reward_date', '<=', day)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    async settleOne(trx, id, day, now) {
      const pledge = await forUpdate(
        trx,
        trx.selectFrom('pledges').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (pledge?.status !== 'active') return 0;
      const item = {
        id: pledge.id,
        memberId: pledge.member_id,
        dailyMinor: pledge.daily_reward_minor,
        termDays: pledge.term_days,
        daysPaid: pledge.days_paid,
        paidMinor: pledge.rewards_paid_minor,
        nextDate: pledge.next_reward_date,
        principalMinor: pledge.principal_minor,
      };
      return payDueDays(trx, ledger, item, day, {
        type: FUND_RECORD_TYPES.staking_reward,
        income: {
          account: 'staking_rewards',
          referenceKind: 'pledge_reward',
          memo: (date) => `pledge ${pledge.id}, ${date}`,
        },
        principal: {
          account: 'staking',
          referenceKind: 'pledge_principal',
          memo: 'principal returned at the end of the term',
        },
        async insertPayout(tx, { memberId, dailyMinor }, date, principalMinor) {
          const reward = await tx
            .insertInto('pledge_rewards')
            .values({
              pledge_id: pledge.id,
              member_id: memberId,
              reward_date: date,
              amount_minor: dailyMinor,
              principal_minor: principalMinor,
              paid_at: now.toISOString(),
            })
            .onConflict((oc) => oc.columns(['pledge_id', 'reward_date']).doNothing())
            .returning('id')
            .executeTakeFirst();
          return reward?.id;
        },
        async update(tx, _item, figures) {
          await tx
            .updateTable('pledges')
            .set({
              days_paid: figures.daysPaid,
              rewards_paid_minor: figures.paidMinor,
              next_reward_date: figures.nextDate,
              status: figures.done ? 'completed' : 'active',
              completed_at: figures.done ? now.toISOString() : null,
            })
            .where('id', '=', pledge.id)
            .execute();
        },
      });
    },
  };

  return {
    settlement,

    async products(
      memberId: number,
      language: Language,
      page: { afterId?: number | undefined; limit: number },
    ): Promise<PledgeProduct[]> {
      const rows = await db
        .selectFrom('pledge_products')
        .selectAll()
        .where('on_sale', '=', 1)
        .$if(page.afterId !== undefined, (qb) => qb.where('id', '>', page.afterId ?? 0))
        .orderBy('id')
        .limit(page.limit)
        .execute();
      const items: PledgeProduct[] = [];
      for (const row of rows) {
        const texts = productTexts(row.texts_json, language);
        items.push({
          id: row.id,
          name: texts.name,
          description: texts.description,
          imageUrls: imageList(row.image_urls_json),
          termDays: row.term_days,
          dailyRateBps: row.daily_rate_bps,
          minAmountMinor: row.min_amount_minor,
          maxPerMemberMinor: row.max_per_member_minor,
          pledgedMinor: await pledgedBy(db, memberId, row.id),
          requiredVipLevel: row.required_vip_level,
        });
      }
      return items;
    },

    async balance(memberId: number) {
      const day = await today();
      const active = await db
        .selectFrom('pledges')
        .select([
          sql<number>`coalesce(sum(principal_minor), 0)`.as('pledged'),
          sql<number>`count(*)`.as('count'),
        ])
        .where('member_id', '=', memberId)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      const rewards = await db
        .selectFrom('pledge_rewards')
        .select([
          sql<number>`coalesce(sum(amount_minor), 0)`.as('total'),
          sql<number>`coalesce(sum(case when reward_date = ${day} then amount_minor else 0 end), 0)`.as(
            'today',
          ),
        ])
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('kind', '=', 'balance')
        .executeTakeFirstOrThrow();
      return {
        pledgedMinor: Number(active.pledged),
        activeCount: Number(active.count),
        rewardsMinor: Number(rewards.total),
        todayRewardsMinor: Number(rewards.today),
        availableMinor: wallet.balance_minor,
      };
    },

    async pledge(
      member: { id: number; language: Language },
      input: { productId: number; amount: number },
      request: { idempotencyKey: string; now: Date; call: string },
    ): Promise<{ pledge: PledgeRecord; balanceMinor: number }> {
      const { idempotencyKey, now, call } = request;
      if (input.amount <= 0) throw new AppError('parameter_error');
      // Read before the transaction (see docs/earning.md, "Settings and transactions").
      const timeZone = await settings.get('business.time_zone');
      const thresholds = await investments.thresholds();
      return runOnce(
        db,
        { owner: `member:${member.id}`, key: idempotencyKey, call, payload: input, now },
        async (trx) => {
          // The member's row lock makes the per-member limit hold against their own concurrent pledges.
          const row = await forUpdate(
            trx,
            trx.selectFrom('members').select(['id', 'vip_level']).where('id', '=', member.id),
          ).executeTakeFirstOrThrow();
          const product = await trx
            .selectFrom('pledge_products')
            .selectAll()
            .where('id', '=', input.productId)
            .where('on_sale', '=', 1)
            .executeTakeFirst();
          if (!product) throw new AppError('pledge_product_not_found');
          if (row.vip_level < product.required_vip_level) throw new AppError('insufficient_level');
          if (input.amount < product.min_amount_minor) throw new AppError('pledge_below_min');
          const already = await pledgedBy(trx, member.id, product.id);
          if (already + input.amount > product.max_per_member_minor) {
            throw new AppError('pledge_limit_exceeded');
          }
          const at = clock.now();
          const schedule = scheduleFrom(at, product.term_days, timeZone);
          const pledge = await trx
            .insertInto('pledges')
            .values({
              member_id: member.id,
              product_id: product.id,
              principal_minor: input.amount,
              daily_rate_bps: product.daily_rate_bps,
              daily_reward_minor: applyRateBps(toMinor(input.amount), product.daily_rate_bps),
              term_days: product.term_days,
              status: 'active',
              pledged_at: at.toISOString(),
              next_reward_date: schedule.firstIncomeDate,
              ends_on: schedule.endsOn,
              days_paid: 0,
              rewards_paid_minor: 0,
              completed_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const posted = await ledger.post(trx, {
            memberId: member.id,
            wallet: 'balance',
            amount: -input.amount,
            type: FUND_RECORD_TYPES.staking_deduction,
            counterAccount: 'staking',
            reference: { kind: 'pledge', id: pledge.id },
            insufficient: 'insufficient_balance',
          });
          await investments.record(
            trx,
            { memberId: member.id, kind: 'pledge', referenceId: pledge.id, amountMinor: input.amount },
            thresholds,
          );
          return { pledge: toRecord(pledge, product, member.language), balanceMinor: posted.balanceAfter };
        },
      );
    },

    async records(
      member: { id: number; language: Language },
      filter: { status?: 'active' | 'completed' | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<PledgeRecord[]> {
      const rows = await db
        .selectFrom('pledges as p')
        .innerJoin('pledge_products as pp', 'pp.id', 'p.product_id')
        .selectAll('p')
        .select('pp.texts_json')
        .where('p.member_id', '=', member.id)
        .$if(filter.status !== undefined, (qb) => qb.where('p.status', '=', filter.status ?? 'active'))
        .$if(filter.beforeId !== undefined, (qb) => qb.where('p.id', '<', filter.beforeId ?? 0))
        .orderBy('p.id', 'desc')
        .limit(filter.limit)
        .execute();
      return rows.map((row) => toRecord(row, row, member.language));
    },
  };
}

export type PledgeService = ReturnType<typeof createPledgeService>;
