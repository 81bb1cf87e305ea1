import { withdrawalFeeMinor, type Minor, type WithdrawalMethod, type WithdrawRules } from '@cloudmine/api';
import { walletBalances } from '../../ledger/index.js';
import { minuteOfDay } from '../../platform/business-time.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { findMemberById } from '../accounts/index.js';
import { findMemberCard, heldUntil, type BankCardRow } from '../bank-cards/index.js';
import { hasCreditedRecharge } from '../recharge/index.js';
import { turnoverOutstandingMinor } from './turnover.js';
import { minutesOf, type withdrawalSettings } from './withdrawal-settings.js';

export type WithdrawalSettings = SettingsReader<typeof withdrawalSettings & typeof platformSettings>;

/** The rules of SPEC §8 as the operator set them now. */
export async function readWithdrawRules(settings: WithdrawalSettings): Promise<WithdrawRules> {
  return {
    enabled: await settings.get('withdraw.enabled'),
    minMinor: await settings.get('withdraw.min_minor'),
    maxMinor: await settings.get('withdraw.max_minor'),
    dailyCount: await settings.get('withdraw.daily_count'),
    windowStart: await settings.get('withdraw.window_start'),
    windowEnd: await settings.get('withdraw.window_end'),
    timeZone: await settings.get('business.time_zone'),
    feeBps: await settings.get('withdraw.fee_bps'),
    feeFixedMinor: await settings.get('withdraw.fee_fixed_minor'),
    turnoverBps: await settings.get('withdraw.turnover_bps'),
    methods: ['bank', 'usdt_trc20'],
  };
}

/** Whether `minute` (0..1439) falls in [start, end); a start after the end spans midnight. */
export function inWindow(minute: number, start: number, end: number): boolean {
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

export function windowOpen(now: Date, rules: WithdrawRules): boolean {
  return inWindow(minuteOfDay(now, rules.timeZone), minutesOf(rules.windowStart), minutesOf(rules.windowEnd));
}

/** The balance, what is still to invest of its recharges, and what can be withdrawn now. */
export async function withdrawable(executor: Executor, memberId: number, rules: WithdrawRules) {
  const { balance: balanceMinor } = await walletBalances(executor, memberId);
  const outstanding = await turnoverOutstandingMinor(executor, memberId, rules.turnoverBps);
  return {
    balanceMinor,
    turnoverOutstandingMinor: outstanding,
    withdrawableMinor: Math.max(0, balanceMinor - outstanding),
  };
}

/**
 * The turnover rule: amount and fee must fit in the balance above what is still to invest. A
 * withdrawal beyond the whole balance is left to the ledger's own refusal (insufficient balance).
 */
async function assertWithinTurnover(
  executor: Executor,
  memberId: number,
  totalMinor: number,
  rules: WithdrawRules,
): Promise<void> {
  const { balanceMinor, withdrawableMinor } = await withdrawable(executor, memberId, rules);
  if (totalMinor <= balanceMinor && totalMinor > withdrawableMinor) {
    throw new AppError('withdraw_turnover_required');
  }
}

/**
 * The refusals of SPEC §8 that do not depend on the fund password, in the order a member fixes
 * them. Runs once before the (slow) password check and again inside the transaction, where it
 * decides. Answers the account the withdrawal pays to.
 */
export async function checkWithdrawalRules(
  executor: Executor,
  settings: WithdrawalSettings,
  memberId: number,
  input: { method: WithdrawalMethod; amountMinor: Minor },
  rules: WithdrawRules,
  now: Date,
): Promise<BankCardRow> {
  if (!rules.enabled) throw new AppError('withdraw_unable');
  const member = await findMemberById(executor, memberId);
  invariant(member, `member ${memberId} exists`);
  if (member.status !== 'active') throw new AppError('withdraw_unable');
  if (member.identity_verified !== 1) throw new AppError('identity_unverified');
  if (!windowOpen(now, rules)) throw new AppError('withdraw_time_wrong');
  if (input.amountMinor < rules.minMinor || input.amountMinor <= 0) {
    throw new AppError('withdraw_amount_too_low');
  }
  if (input.amountMinor > rules.maxMinor) throw new AppError('withdraw_amount_too_high');
  const card = await findMemberCard(executor, memberId, input.method);
  if (!card) throw new AppError(input.method === 'bank' ? 'bank_card_unbound' : 'usdt_address_unbound');
  // A changed account is held a while: a stolen session that changed it cannot be paid at once.
  if (heldUntil(card, now) !== null) throw new AppError('payout_account_held');
  if (input.method === 'usdt_trc20' && (await settings.get('withdraw.usdt_requires_usdt_recharge'))) {
    if (!(await hasCreditedRecharge(executor, memberId, 'usdt_trc20')))
      throw new AppError('no_usdt_recharge');
  }
  await assertWithinTurnover(
    executor,
    memberId,
    input.amountMinor + withdrawalFeeMinor(input.amountMinor, rules),
    rules,
  );
  return card;
}
