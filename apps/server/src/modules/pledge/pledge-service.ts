import {
  FUND_RECORD_TYPES,
  toMinor,
  type Language,
  type PledgeProduct,
  type PledgeRecord,
  pledge as pledgeCall,
  memoText,
} from '@cloudmine/api';
import { walletBalances } from '../../ledger/index.js';
import { businessDate } from '../../platform/business-time.js';
import { AppError } from '../../platform/errors.js';
import {
  openTermHolding,
  productsForMember,
  productTexts,
  termSettlement,
  type TermHoldingDeps,
  type TermHoldingKind,
  vipTooLow,
} from '../investments/index.js';
import { pledgeTerms } from './pledge-terms.js';
import {
  activePrincipal,
  findPledgeProductOnSale,
  insertPledge,
  memberPledges,
  pledgeProductsOnSale,
  pledgeRewardsStore,
  pledgeTotals,
  type PledgeProductRow,
  type PledgeRow,
} from './pledge-repository.js';

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

/** How much more the member may pledge in this product, given what they have pledged in it now. */
function pledgeRoom(product: Pick<PledgeProductRow, 'max_per_member_minor'>, pledgedMinor: number): number {
  return Math.max(0, product.max_per_member_minor - pledgedMinor);
}

/** The product's limit rule for the member: a limit too full to take even the minimum. */
function pledgeLimitReached(row: PledgeProductRow, pledgedMinor: number): boolean {
  return pledgeRoom(row, pledgedMinor) < row.min_amount_minor;
}

/**
 * What a pledge keeps of its own: the minimum and the per-member limit on principal in active
 * pledges; the principal comes back with the last reward.
 */
function pledgeIn(productId: number): TermHoldingKind<PledgeProductRow, PledgeRow> {
  return {
    investment: 'pledge',
    async admit(trx, member, amount) {
      const product = await findPledgeProductOnSale(trx, productId);
      if (!product) throw new AppError('pledge_product_not_found');
      if (vipTooLow(member.vip_level, product.required_vip_level)) throw new AppError('insufficient_level');
      if (amount < product.min_amount_minor) throw new AppError('pledge_below_min');
      const already = await activePrincipal(trx, { memberId: member.id, productId: product.id });
      if (amount > pledgeRoom(product, already)) throw new AppError('pledge_limit_exceeded');
      return product;
    },
    open: insertPledge,
    posting: {
      type: FUND_RECORD_TYPES.staking_deduction,
      counterAccount: 'staking',
      referenceKind: 'pledge',
    },
  };
}

export type PledgeDeps = TermHoldingDeps;

/**
 * Pledge (staking): the principal leaves the balance (type 8, counter-account `staking`), a reward of
 * the daily rate is paid every business day of the term (type 9, `staking_rewards`), and the principal
 * comes back with the last reward (type 9, reference `pledge_principal`, from `staking`).
 */
export function createPledgeService(deps: PledgeDeps) {
  const { db, clock, settings, ledger } = deps;

  const settlement = termSettlement(ledger, 'pledge-rewards', pledgeRewardsStore, {
    type: FUND_RECORD_TYPES.staking_reward,
    income: {
      account: 'staking_rewards',
      referenceKind: 'pledge_reward',
      memo: (item, date) => memoText('pledgeReward', { pledge: item.id, date }),
    },
    principal: {
      account: 'staking',
      referenceKind: 'pledge_principal',
      memo: memoText('pledgePrincipal'),
    },
  });

  return {
    settlement,

    async products(
      member: { id: number; language: Language },
      page: { afterId?: number | undefined; limit: number },
    ): Promise<PledgeProduct[]> {
      const rows = await pledgeProductsOnSale(db, page);
      return productsForMember(db, deps.investments, member, rows, async (row) => {
        const pledgedMinor = await activePrincipal(db, { memberId: member.id, productId: row.id });
        return {
          view: { ...pledgeTerms(row), pledgedMinor },
          limitReached: pledgeLimitReached(row, pledgedMinor),
        };
      });
    },

    async balance(memberId: number) {
      const day = businessDate(clock.now(), await settings.get('business.time_zone'));
      const totals = await pledgeTotals(db, memberId, day);
      const wallets = await walletBalances(db, memberId);
      return { ...totals, availableMinor: wallets.balance };
    },

    async pledge(
      member: { id: number; language: Language },
      input: { productId: number; amount: number },
      request: { idempotencyKey: string; now: Date; call: string },
    ): Promise<{ pledge: PledgeRecord; balanceMinor: number }> {
      if (input.amount <= 0) throw new AppError('parameter_error');
      return openTermHolding(
        deps,
        pledgeIn(input.productId),
        member.id,
        toMinor(input.amount),
        { ...request, payload: input, answer: pledgeCall.response },
        (pledge, product, balanceMinor) => ({
          pledge: toRecord(pledge, product, member.language),
          balanceMinor,
        }),
      );
    },

    async records(
      member: { id: number; language: Language },
      filter: { status?: 'active' | 'completed' | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<PledgeRecord[]> {
      const rows = await memberPledges(db, member.id, filter);
      return rows.map((row) => toRecord(row, row, member.language));
    },
  };
}

export type PledgeService = ReturnType<typeof createPledgeService>;
