import {
  FUND_RECORD_TYPES,
  MoneyError,
  parseDecimal,
  type FundHolding,
  type FundIncomeRow,
  type FundProduct,
  type Language,
  type Minor,
  fundInvest,
  memoText,
} from '@cloudmine/api';
import { businessDate } from '../../platform/business-time.js';
import { AppError } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { contentSettings } from '../content/index.js';
import {
  openTermHolding,
  productsForMember,
  productTexts,
  termSettlement,
  type TermHoldingDeps,
  type TermHoldingKind,
  vipTooLow,
} from '../investments/index.js';
import { fundTerms } from './fund-terms.js';
import {
  findFundOnSale,
  fundIncomeStore,
  fundsOnSale,
  incomeTotals,
  insertHolding,
  isMemberHolding,
  memberHoldings,
  memberIncome,
  memberStake,
  raiseWithinCap,
  type FundRow,
  type HoldingRow,
} from './funds-repository.js';

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

/** The amount typed by the member, in cents: anything but a positive decimal is `fund_amount_invalid`. */
export function fundAmount(text: string): Minor {
  try {
    const amount = parseDecimal(text);
    if (amount <= 0) throw new AppError('fund_amount_invalid');
    return amount;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('fund_amount_invalid');
    throw error;
  }
}

type Stake = { amount: number; times: number };

/** The times rule: the member has invested in this fund as many times as one member may. */
function timesUsedUp(fund: Pick<FundRow, 'max_times'>, mine: Stake): boolean {
  return mine.times >= fund.max_times;
}

/** How much more the member may invest in this fund, given what they have invested in it. */
function fundRoom(fund: Pick<FundRow, 'max_amount_minor'>, mine: Stake): number {
  return Math.max(0, fund.max_amount_minor - mine.amount);
}

/** The fund's limit rule for the member: times or amount too used up to invest again. */
function fundLimitReached(fund: FundRow, mine: Stake): boolean {
  return timesUsedUp(fund, mine) || fundRoom(fund, mine) < fund.min_amount_minor;
}

/**
 * What a fund keeps of its own: the feature switch, a minimum and maximum per member, a number of
 * investments per member, and a total cap held against everyone by a conditional update.
 */
function investIn(fundId: number, open: boolean): TermHoldingKind<FundRow, HoldingRow> {
  return {
    investment: 'fund',
    async admit(trx, member, amount) {
      const fund = await findFundOnSale(trx, fundId);
      if (!open || !fund) throw new AppError('fund_not_found');
      if (vipTooLow(member.vip_level, fund.required_vip_level)) throw new AppError('fund_vip_too_low');
      if (amount < fund.min_amount_minor) throw new AppError('fund_below_min');
      const mine = await memberStake(trx, member.id, fund.id);
      if (timesUsedUp(fund, mine)) throw new AppError('fund_max_times');
      if (amount > fundRoom(fund, mine)) throw new AppError('fund_above_max');
      if (!(await raiseWithinCap(trx, fund.id, amount))) throw new AppError('fund_total_cap');
      return fund;
    },
    open: insertHolding,
    posting: {
      type: FUND_RECORD_TYPES.fund_income,
      counterAccount: 'funds',
      referenceKind: 'fund_investment',
    },
  };
}

export interface FundsDeps extends TermHoldingDeps {
  settings: SettingsReader<typeof platformSettings & typeof contentSettings>;
}

/**
 * Funds: the amount leaves the balance (type 23, negative, counter-account `funds`), income of the
 * daily rate is paid every business day of the term (type 23, `fund_income`), and the amount comes
 * back with the last day's income (type 23, reference `fund_principal`, from `funds`).
 */
export function createFundsService(deps: FundsDeps) {
  const { db, clock, settings, ledger } = deps;

  const settlement = termSettlement(ledger, 'fund-income', fundIncomeStore, {
    type: FUND_RECORD_TYPES.fund_income,
    income: {
      account: 'fund_income',
      referenceKind: 'fund_income',
      memo: (item, date) => memoText('fundIncome', { holding: item.id, date }),
    },
    principal: {
      account: 'funds',
      referenceKind: 'fund_principal',
      memo: memoText('fundPrincipal'),
    },
  });

  return {
    settlement,

    /** Funds open for investment; none while the funds feature is closed (`funds.open`). */
    async products(
      member: { id: number; language: Language },
      page: { afterId?: number | undefined; limit: number },
    ): Promise<FundProduct[]> {
      if (!(await settings.get('funds.open'))) return [];
      const rows = await fundsOnSale(db, page);
      return productsForMember(db, deps.investments, member, rows, async (row) => {
        const mine = await memberStake(db, member.id, row.id);
        return {
          view: { ...fundTerms(row), myInvestedMinor: mine.amount, myTimes: mine.times },
          limitReached: fundLimitReached(row, mine),
        };
      });
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
      const amount = fundAmount(input.amount);
      // Read before the transaction (see docs/earning.md, "Settings and transactions").
      const open = await settings.get('funds.open');
      return openTermHolding(
        deps,
        investIn(input.fundId, open),
        member.id,
        amount,
        { ...request, payload: { fundId: input.fundId, amount }, answer: fundInvest.response },
        (holding, fund, balanceMinor) => ({
          holding: toHolding(holding, fund, member.language),
          balanceMinor,
        }),
      );
    },

    async holdings(
      member: { id: number; language: Language },
      filter: { status?: 'active' | 'completed' | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<FundHolding[]> {
      const rows = await memberHoldings(db, member.id, filter);
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
      if (holdingId !== undefined && !(await isMemberHolding(db, member.id, holdingId))) {
        throw new AppError('fund_record_error');
      }
      const day = businessDate(clock.now(), await settings.get('business.time_zone'));
      const rows = await memberIncome(db, member.id, filter);
      const totals = await incomeTotals(db, member.id, day, holdingId);
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
        ...totals,
      };
    },
  };
}

export type FundsService = ReturnType<typeof createFundsService>;
