import { sql } from 'kysely';
import type { Trx } from '../../platform/db/transaction.js';
import type { EventBus } from '../../platform/domain-events.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { investmentSettings } from './investment-settings.js';

export type InvestmentKind = 'mining' | 'pledge' | 'fund';

export interface InvestmentInput {
  memberId: number;
  kind: InvestmentKind;
  referenceId: number;
  amountMinor: number;
}

export interface Investments {
  /**
   * Counts an investment in the transaction that made it: adds it to the member's total, raises their
   * VIP level to what the total reaches (never lowers it), and emits `investment.made`. The
   * thresholds are read by the caller before its transaction: on PostgreSQL settings share the
   * connection pool, so a settings read inside a transaction could wait for a connection forever.
   */
  record(
    trx: Trx,
    input: InvestmentInput,
    thresholdsMinor: readonly number[],
  ): Promise<{ totalMinor: number; vipLevel: number }>;
  /** The VIP thresholds, read before the transaction that records (see `record`). */
  thresholds(): Promise<readonly number[]>;
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
    async record(trx, input, thresholdsMinor) {
      const now = deps.clock.now().toISOString();
      // An upsert that adds: concurrent investments of one member each count once.
      const { total_minor: totalMinor } = await trx
        .insertInto('member_investments')
        .values({ member_id: input.memberId, total_minor: input.amountMinor, updated_at: now })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet({
            total_minor: sql<number>`member_investments.total_minor + excluded.total_minor`,
            updated_at: now,
          }),
        )
        .returning('total_minor')
        .executeTakeFirstOrThrow();
      const level = vipLevelFor(totalMinor, thresholdsMinor);
      await trx
        .updateTable('members')
        .set({ vip_level: level })
        .where('id', '=', input.memberId)
        .where('vip_level', '<', level)
        .execute();
      const { vip_level: vipLevel } = await trx
        .selectFrom('members')
        .select('vip_level')
        .where('id', '=', input.memberId)
        .executeTakeFirstOrThrow();
      if (input.amountMinor > 0) {
        await deps.events.emit(trx, 'investment.made', {
          memberId: input.memberId,
          kind: input.kind,
          referenceId: input.referenceId,
          amountMinor: input.amountMinor,
        });
      }
      return { totalMinor, vipLevel };
    },
  };
}
