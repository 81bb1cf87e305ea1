import type { FastifyBaseLogger } from 'fastify';
import type { Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { createBannedPrincipalReturn } from './banned-principal-return.js';
import { createWithdrawalApplications } from './withdrawal-applications.js';
import { createWithdrawalReview } from './withdrawal-review.js';
import type { WithdrawalSettings } from './withdrawal-rules.js';
import type { SecondFactorCheck } from './withdrawal-applications.js';

export interface WithdrawalsDeps {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: WithdrawalSettings;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** The member's authenticator when on (accounts' `twoFactor.requireForAction`, wired in app/). */
  secondFactor: SecondFactorCheck;
}

/**
 * Withdrawals, one job per file: members' applications (`withdrawal-applications.ts`), operators'
 * review (`withdrawal-review.ts`) and the banned-principal return (`banned-principal-return.ts`),
 * all reserving through `withdrawal-reservation.ts` over `withdrawals-repository.ts`.
 */
export function createWithdrawalsService(deps: WithdrawalsDeps) {
  return {
    ...createWithdrawalApplications(deps),
    ...createWithdrawalReview(deps),
    ...createBannedPrincipalReturn(deps),
  };
}
