import {
  applyRateBps,
  FUND_RECORD_TYPES,
  MoneyError,
  parseDecimal,
  toMinor,
  type FundHolding,
  type FundIncomeRow,
  type FundProduct,
  type Language,
} from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import type { Ledger } from '../../ledger/ledger.js';
import { runOnce } from '../../ledger/idempotency.js';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { forUpdate, type Executor } from '../../platform/db/transaction.js';
import type { FundHoldingsTable, FundsTable } from '../../platform/db/tables/funds.js';
import { AppError } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { contentSettings } from '../content/content-settings.js';
import { imageList, productTexts } from '../investments/catalogue.js';
import { scheduleFrom } from '../investments/daily-schedule.js';
import type { Investments } from '../investments/investments.js';
import type { DailySettlement } from '../investments/settlement.js';
import { payDueDays } from '../investments/term-payouts.js';

type HoldingRow = Selectable<FundHoldingsTable>;
export type FundRow = Selectable<FundsTable>;

function toHolding(row: HoldingRow, fund: Pick<FundRow, 'texts_json'>, language: Language): FundHolding {
  return {
    id: row.id,
    fundId: row.fund_id,
    fundName: productTexts(fund.texts_json, language).name,
    amountMinor: row.amount_minor,
    dailyRateBps: row.daily_rate_bps,
    dailyIncomeMinor: row.daily_income_minor,
    termDays: row.term_days,
    daysPaid: row.days_paid,
    incomePaidMinor: row.income_paid_minor,
    status: row.status,
    investedAt: row.invested_at,
    endsOn: row.ends_on,
  };
}

/** What a member has put in a fund so far: amount and number of investments. */
async function memberStake(db: Executor, memberId: number, fundId: number) {
  const row = await db
    .selectFrom('fund_holdings')
    .select([sql<number>`coalesce(sum(amount_minor), 0)`.as('amount'), sql<number>`count(*)`.as('times')])
    .where('member_id', '=', memberId)
    .where('fund_id', '=', fundId)
    .executeTakeFirstOrThrow();
  return { amount: Number(row.amount), times: Number(row.times) };
}

/** The amount typed by the member, in cents: anything but a positive decimal is `fund_amount_invalid`. */
export function fundAmount(text: string): number {
  try {
    const amount = parseDecimal(text);
    if (amount <= 0) throw new AppError('fund_amount_invalid');
    return amount;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('fund_amount_invalid');
    throw error;
  }
}

export interface FundsDeps {
  db: Database;
  clock: Clock;
  settings: SettingsReader<typeof platformSettings & typeof contentSettings>;
  ledger: Ledger;
  investments: Investments;
}

/**
 * Funds: the amount leaves the balance (type 23, negative, counter-account `funds`), income of the
 * daily rate is paid every business day of the term (type 23, `fund_income`), and the amount comes
 * back with the last day's income (type 23, reference `fund_principal`, from `funds`).
 */
export function createFundsService(deps: FundsDeps) {
  const { db, clock, settings, ledger, investments } = deps;

  const settlement: DailySettlement = {
    name: 'fund-income',
    async listDue(executor, day, afterId, limit) {
      const rows = await executor
        .selectFrom('fund_holdings')
        .select('id')
        .where('status', '=', 'active')
        .where('next_income_date', '<=', day)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    async settleOne(trx, id, day, now) {
      const holding = await forUpdate(
        trx,
        trx.selectFrom('fund_holdings').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (holding?.status !== 'active') return 0;
      const item = {
        id: holding.id,
        memberId: holding.member_id,
        dailyMinor: holding.daily_income_minor,
        termDays: holding.term_days,
        daysPaid: holding.days_paid,
        paidMinor: holding.income_paid_minor,
        nextDate: holding.next_income_date,
        principalMinor: holding.amount_minor,
      };
      return payDueDays(trx, ledger, item, day, {
        type: FUND_RECORD_TYPES.fund_income,
        income: {
          account: 'fund_income',
          referenceKind: 'fund_income',
          memo: (date) => `fund holding ${holding.id}, ${date}`,
        },
        principal: {
          account: 'funds',
          referenceKind: 'fund_principal',
          memo: 'amount returned at the end of the term',
        },
        async insertPayout(tx, { memberId, dailyMinor }, date, principalMinor) {
          const income = await tx
            .insertInto('fund_incomes')
            .values({
              holding_id: holding.id,
              member_id: memberId,
              income_date: date,
              amount_minor: dailyMinor,
              principal_minor: principalMinor,
              paid_at: now.toISOString(),
            })
            .onConflict((oc) => oc.columns(['holding_id', 'income_date']).doNothing())
            .returning('id')
            .executeTakeFirst();
          return income?.id;
        },
        async update(tx, _item, figures) {
          await tx
            .updateTable('fund_holdings')
            .set({
              days_paid: figures.daysPaid,
              income_paid_minor: figures.paidMinor,
              next_income_date: figures.nextDate,
              status: figures.done ? 'completed' : 'active',
              completed_at: figures.done ? now.toISOString() : null,
            })
            .where('id', '=', holding.id)
            .execute();
        },
      });
    },
  };

  return {
    settlement,

    /** Funds open for investment; none while the funds feature is closed (`funds.open`). */
    async products(
      memberId: number,
      language: Language,
      page: { afterId?: number | undefined; limit: number },
    ): Promise<FundProduct[]> {
      if (!(await settings.get('funds.open'))) return [];
      const rows = await db
        .selectFrom('funds')
        .selectAll()
        .where('on_sale', '=', 1)
        .$if(page.afterId !== undefined, (qb) => qb.where('id', '>', page.afterId ?? 0))
        .orderBy('id')
        .limit(page.limit)
        .execute();
      const items: FundProduct[] = [];
      for (const row of rows) {
        const texts = productTexts(row.texts_json, language);
        const mine = await memberStake(db, memberId, row.id);
        items.push({
          id: row.id,
          name: texts.name,
          description: texts.description,
          imageUrls: imageList(row.image_urls_json),
          dailyRateBps: row.daily_rate_bps,
          termDays: row.term_days,
          minAmountMinor: row.min_amount_minor,
          maxAmountMinor: row.max_amount_minor,
          maxTimes: row.max_times,
          totalCapMinor: row.total_cap_minor,
          raisedMinor: row.raised_minor,
          requiredVipLevel: row.required_vip_level,
          myInvestedMinor: mine.amount,
          myTimes: mine.times,
        });
      }
      return items;
    },

    /**
     * Invests in a fund. The member's row is locked (their count and total hold against their own
     * concurrent investments); the fund's cap holds against everyone's by a conditional update of
     * `raised_minor`.
     */
    async invest(
      member: { id: number; language: Language },
      input: { fundId: number; amount: string },
      request: { idempotencyKey: string; now: Date; call: string },
    ): Promise<{ holding: FundHolding; balanceMinor: number }> {
      const { idempotencyKey, now, call } = request;
      const amount = fundAmount(input.amount);
      // Read before the transaction (see docs/earning.md, "Settings and transactions").
      const open = await settings.get('funds.open');
      const timeZone = await settings.get('business.time_zone');
      const thresholds = await investments.thresholds();
      return runOnce(
        db,
        {
          owner: `member:${member.id}`,
          key: idempotencyKey,
          call,
          payload: { fundId: input.fundId, amount },
          now,
        },
        async (trx) => {
          const row = await forUpdate(
            trx,
            trx.selectFrom('members').select(['id', 'vip_level']).where('id', '=', member.id),
          ).executeTakeFirstOrThrow();
          const fund = await trx
            .selectFrom('funds')
            .selectAll()
            .where('id', '=', input.fundId)
            .where('on_sale', '=', 1)
            .executeTakeFirst();
          if (!open || !fund) throw new AppError('fund_not_found');
          if (row.vip_level < fund.required_vip_level) throw new AppError('fund_vip_too_low');
          if (amount < fund.min_amount_minor) throw new AppError('fund_below_min');
          const mine = await memberStake(trx, member.id, fund.id);
          if (mine.times >= fund.max_times) throw new AppError('fund_max_times');
          if (mine.amount + amount > fund.max_amount_minor) throw new AppError('fund_above_max');
          const raised = await trx
            .updateTable('funds')
            .set({ raised_minor: sql<number>`raised_minor + ${amount}` })
            .where('id', '=', fund.id)
            .where(sql<number>`raised_minor + ${amount}`, '<=', sql<number>`total_cap_minor`)
            .executeTakeFirst();
          if (Number(raised.numUpdatedRows) !== 1) throw new AppError('fund_total_cap');
          const at = clock.now();
          const schedule = scheduleFrom(at, fund.term_days, timeZone);
          const holding = await trx
            .insertInto('fund_holdings')
            .values({
              member_id: member.id,
              fund_id: fund.id,
              amount_minor: amount,
              daily_rate_bps: fund.daily_rate_bps,
              daily_income_minor: applyRateBps(toMinor(amount), fund.daily_rate_bps),
              term_days: fund.term_days,
              status: 'active',
              invested_at: at.toISOString(),
              next_income_date: schedule.firstIncomeDate,
              ends_on: schedule.endsOn,
              days_paid: 0,
              income_paid_minor: 0,
              completed_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const posted = await ledger.post(trx, {
            memberId: member.id,
            wallet: 'balance',
            amount: -amount,
            type: FUND_RECORD_TYPES.fund_income,
            counterAccount: 'funds',
            reference: { kind: 'fund_investment', id: holding.id },
            insufficient: 'insufficient_balance',
          });
          await investments.record(
            trx,
            { memberId: member.id, kind: 'fund', referenceId: holding.id, amountMinor: amount },
            thresholds,
          );
          return { holding: toHolding(holding, fund, member.language), balanceMinor: posted.balanceAfter };
        },
      );
    },

    async holdings(
      member: { id: number; language: Language },
      filter: { status?: 'active' | 'completed' | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<FundHolding[]> {
      const rows = await db
        .selectFrom('fund_holdings as h')
        .innerJoin('funds as f', 'f.id', 'h.fund_id')
        .selectAll('h')
        .select('f.texts_json')
        .where('h.member_id', '=', member.id)
        .$if(filter.status !== undefined, (qb) => qb.where('h.status', '=', filter.status ?? 'active'))
        .$if(filter.beforeId !== undefined, (qb) => qb.where('h.id', '<', filter.beforeId ?? 0))
        .orderBy('h.id', 'desc')
        .limit(filter.limit)
        .execute();
      return rows.map((row) => toHolding(row, row, member.language));
    },

    /**
     * The member's fund income, newest first, with totals; of one holding when `holdingId` is given
     * (`fund_record_error` when that holding is not theirs).
     */
    async income(
      member: { id: number; language: Language },
      filter: { holdingId?: number | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<{
      items: FundIncomeRow[];
      totalIncomeMinor: number;
      todayIncomeMinor: number;
      investedMinor: number;
    }> {
      const { holdingId } = filter;
      if (holdingId !== undefined) {
        const own = await db
          .selectFrom('fund_holdings')
          .select('id')
          .where('id', '=', holdingId)
          .where('member_id', '=', member.id)
          .executeTakeFirst();
        if (!own) throw new AppError('fund_record_error');
      }
      const day = businessDate(clock.now(), await settings.get('business.time_zone'));
      const rows = await db
        .selectFrom('fund_incomes as i')
        .innerJoin('fund_holdings as h', 'h.id', 'i.holding_id')
        .innerJoin('funds as f', 'f.id', 'h.fund_id')
        .selectAll('i')
        .select('f.texts_json')
        .where('i.member_id', '=', member.id)
        .$if(holdingId !== undefined, (qb) => qb.where('i.holding_id', '=', holdingId ?? 0))
        .$if(filter.beforeId !== undefined, (qb) => qb.where('i.id', '<', filter.beforeId ?? 0))
        .orderBy('i.id', 'desc')
        .limit(filter.limit)
        .execute();
      const totals = await db
        .selectFrom('fund_incomes')
        .select([
          sql<number>`coalesce(sum(amount_minor), 0)`.as('total'),
          sql<number>`coalesce(sum(case when income_date = ${day} then amount_minor else 0 end), 0)`.as(
            'today',
          ),
        ])
        .where('member_id', '=', member.id)
        .$if(holdingId !== undefined, (qb) => qb.where('holding_id', '=', holdingId ?? 0))
        .executeTakeFirstOrThrow();
      const invested = await db
        .selectFrom('fund_holdings')
        .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('amount'))
        .where('member_id', '=', member.id)
        .where('status', '=', 'active')
        .$if(holdingId !== undefined, (qb) => qb.where('id', '=', holdingId ?? 0))
        .executeTakeFirstOrThrow();
      return {
        items: rows.map((row) => ({
          id: row.id,
          holdingId: row.holding_id,
          fundName: productTexts(row.texts_json, member.language).name,
          incomeDate: row.income_date,
          amountMinor: row.amount_minor,
          principalMinor: row.principal_minor,
          paidAt: row.paid_at,
        })),
        totalIncomeMinor: Number(totals.total),
        todayIncomeMinor: Number(totals.today),
        investedMinor: Number(invested.amount),
      };
    },
  };
}

export type FundsService = ReturnType<typeof createFundsService>;
