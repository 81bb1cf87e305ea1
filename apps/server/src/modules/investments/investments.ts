import { toMinor } from '@cloudmine/api';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { EventBus } from '../../platform/domain-events.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { raiseVipLevel } from '../accounts/index.js';
import type { investmentSettings } from './investment-settings.js';
import type { VipStanding } from './gates.js';
import { addToInvestedTotal, investedTotal } from './investments-repository.js';

export type InvestmentKind = 'mining' | 'pledge' | 'fund';

export interface InvestmentInput {
  memberId: number;
  kind: InvestmentKind;
  referenceId: number;
  amountMinor: number;
  /**
   * The member's VIP level as read with their row locked in this transaction (`lockMemberStanding`):
   * nothing else changes it before commit, so a total that reaches no higher needs no statement.
   */
  vipLevel: number;
}

export interface Investments {
  /**
   * Counts an investment in the transaction that made it: adds it to the member's total, raises their
   * VIP level to what the total reaches (never lowers it), and emits `investment.made`. The
   * thresholds are read by the caller before its transaction, like every setting an investment needs
   * (docs/earning.md, "Settings and transactions").
   */
  record(
    trx: Trx,
    input: InvestmentInput,
    thresholdsMinor: readonly number[],
  ): Promise<{ totalMinor: number; vipLevel: number }>;
  /** The VIP thresholds, read before the transaction that records (see `record`). */
  thresholds(): Promise<readonly number[]>;
  /** The member's level, total invested and the thresholds: what a product list's VIP gates show. */
  vipStanding(db: Executor, member: { id: number; vip_level: number }): Promise<VipStanding>;
}

/** The VIP level a total investment reaches: how many thresholds it meets. */
export function vipLevelFor(totalMinor: number, thresholdsMinor: readonly number[]): number {
  return thresholdsMinor.filter((threshold) => totalMinor >= threshold).length;
}

export function createInvestments(deps: {
  settings: SettingsReader<typeof investmentSettings>;
  events: EventBus;
  clock: { now(): Date };
}): Investments {
  return {
    thresholds: () => deps.settings.get('vip.thresholds_minor'),
    async vipStanding(db, member) {
      return {
        level: member.vip_level,
        investedMinor: await investedTotal(db, member.id),
        thresholdsMinor: await deps.settings.get('vip.thresholds_minor'),
      };
    },
    async record(trx, input, thresholdsMinor) {
      const now = deps.clock.now().toISOString();
      const totalMinor = await addToInvestedTotal(trx, input.memberId, toMinor(input.amountMinor), now);
      const reached = vipLevelFor(totalMinor, thresholdsMinor);
      const vipLevel =
        reached > input.vipLevel ? await raiseVipLevel(trx, input.memberId, reached) : input.vipLevel;
      if (input.amountMinor > 0) {
        await deps.events.emit(trx, 'investment.made', {
          memberId: input.memberId,
          kind: input.kind,
          referenceId: input.referenceId,
          amountMinor: input.amountMinor,
          first: totalMinor === input.amountMinor,
        });
      }
      return { totalMinor, vipLevel };
    },
  };
}
