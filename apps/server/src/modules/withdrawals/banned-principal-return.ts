import { BANNED_PRINCIPAL_RETURN_DAYS, ZERO, type JobFailure } from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import { lockedBalance, type Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { Job } from '../../platform/scheduler.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { membersBannedForBankSince } from '../accounts/index.js';
import { findMemberCard } from '../bank-cards/index.js';
import { reserveWithdrawal } from './withdrawal-reservation.js';
import { takenOriginKeys } from './withdrawals-repository.js';

export interface BannedPrincipalReturnDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<Ledger, 'transfer'>;
  settings: SettingsReader<typeof platformSettings>;
  log: FastifyBaseLogger;
}

/**
 * SPEC §4: a member banned by the bank gets the principal back to the bound withdrawal account
 * after 60 days. Creates that withdrawal (under review, no fee) once per ban; a missing account or
 * an empty balance is looked at again on the next run.
 */
export function createBannedPrincipalReturn(deps: BannedPrincipalReturnDeps) {
  const { db, clock, ledger, settings, log } = deps;

  async function returnBannedPrincipal(): Promise<{
    created: number;
    emptyBalance: number;
    noAccount: number;
    /** The run record's figures (platform/jobs): returns created, members without an account. */
    itemsPaid: number;
    failed: JobFailure[];
  }> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - BANNED_PRINCIPAL_RETURN_DAYS * 86_400_000).toISOString();
    const timeZone = await settings.get('business.time_zone');
    const banned = await membersBannedForBankSince(db, cutoff);
    const keyOf = (member: { id: number; banned_at: string | null }) =>
      `banned_principal:${member.id}:${member.banned_at ?? ''}`;
    const done = await takenOriginKeys(db, banned.map(keyOf));
    const result = { created: 0, emptyBalance: 0, noAccount: 0, itemsPaid: 0, failed: [] as JobFailure[] };
    for (const member of banned) {
      const originKey = keyOf(member);
      if (done.has(originKey)) continue;
      const outcome = await inTransaction(db, async (trx) => {
        const balance = await lockedBalance(trx, member.id, 'balance');
        if (balance <= 0) return 'emptyBalance' as const;
        const card =
          (await findMemberCard(trx, member.id, 'bank')) ??
          (await findMemberCard(trx, member.id, 'usdt_trc20'));
        if (!card) return 'noAccount' as const;
        const row = await reserveWithdrawal(trx, ledger, {
          memberId: member.id,
          card,
          amountMinor: balance,
          feeMinor: ZERO,
          origin: 'banned_principal',
          originKey,
          actor: 'system:banned-principal-return',
          reason: `principal returned ${BANNED_PRINCIPAL_RETURN_DAYS} days after the bank ban`,
          now,
          timeZone,
        });
        return row ? ('created' as const) : null;
      });
      if (outcome) result[outcome] += 1;
      if (outcome === 'created') result.itemsPaid += 1;
      if (outcome === 'noAccount') {
        result.failed.push({ item: `member:${member.id}`, reason: 'no withdrawal account bound' });
        log.warn({ memberId: member.id }, 'banned member has no withdrawal account for the principal return');
      }
    }
    return result;
  }

  return {
    returnBannedPrincipal,
    bannedPrincipalJob(intervalMs = 3_600_000): Job {
      return { name: 'banned-principal-return', intervalMs, daily: true, run: returnBannedPrincipal };
    },
  };
}
