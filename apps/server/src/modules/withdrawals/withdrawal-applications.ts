import {
  withdrawalFeeMinor,
  withdrawApply,
  withdrawalRecord,
  type Language,
  type Minor,
  type ReviewState,
  type WithdrawalMethod,
  type WithdrawalRecord,
} from '@cloudmine/api';
import { isAnswered, lockedBalance, runOnce, type Ledger } from '../../ledger/index.js';
import { businessDate } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { guessUnderLock } from '../../platform/rate-limit/guess-lock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { findMemberById, verifyPassword } from '../accounts/index.js';
import { listMemberCards, lockMemberCard, toBankCard } from '../bank-cards/index.js';
import { fundPasswordLock } from '../accounts/index.js';
import { toWithdrawalRecord } from './withdrawal-records.js';
import { reserveWithdrawal } from './withdrawal-reservation.js';
import {
  checkWithdrawalRules,
  readWithdrawRules,
  windowOpen,
  withdrawable,
  type WithdrawalSettings,
} from './withdrawal-rules.js';
import { dailyCount, listMemberWithdrawals, takeDailySlot } from './withdrawals-repository.js';

export interface WithdrawalApplicationsDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<Ledger, 'transfer'>;
  settings: WithdrawalSettings;
  limiter: RateLimiter;
  secondFactor: SecondFactorCheck;
}

/** Passes when the member's authenticator is off; when on, refuses without a right code. */
export type SecondFactorCheck = (memberId: number, code: string | undefined) => Promise<void>;

export interface ApplyInput {
  method: WithdrawalMethod;
  amountMinor: Minor;
  fundPassword: string;
  /** The authenticator code, asked at every withdrawal when the member has it on. */
  totpCode?: string | undefined;
  idempotencyKey: string;
}

/** A member's side of withdrawals: the rules and their own state, applying, and their records. */
export function createWithdrawalApplications(deps: WithdrawalApplicationsDeps) {
  const { db, clock, ledger, settings, limiter } = deps;
  const rules = () => readWithdrawRules(settings);

  /** The fund password, under the lock every door to the money shares; refused when wrong. */
  async function assertFundPassword(memberId: number, fundPassword: string): Promise<void> {
    const member = await findMemberById(db, memberId);
    invariant(member, `member ${memberId} exists`);
    const hash = member.fund_password_hash;
    const right = await guessUnderLock(limiter, await fundPasswordLock(settings, memberId), async () =>
      hash ? verifyPassword(hash, fundPassword) : false,
    );
    if (!right) throw new AppError('fund_password_wrong');
  }

  return {
    rules,

    async hint(language: Language) {
      const notice = await settings.get('withdraw.notice');
      return { notice: notice[language] || notice.en, rules: await rules() };
    },

    async info(memberId: number) {
      const current = await rules();
      const now = clock.now();
      const today = businessDate(now, current.timeZone);
      const member = await findMemberById(db, memberId);
      invariant(member, `member ${memberId} exists`);
      const money = await withdrawable(db, memberId, current);
      const usedToday = await dailyCount(db, memberId, today);
      const cards = await listMemberCards(db, memberId);
      const card = (method: WithdrawalMethod) => {
        const row = cards.find((c) => c.method === method);
        return row ? toBankCard(row, now) : null;
      };
      return {
        ...money,
        bankCard: card('bank'),
        usdtAddress: card('usdt_trc20'),
        identityVerified: member.identity_verified === 1,
        hasFundPassword: member.fund_password_hash !== null,
        today,
        usedToday,
        remainingToday: Math.max(0, current.dailyCount - usedToday),
        windowOpen: windowOpen(now, current),
      };
    },

    /**
     * A member's application: checks, the fund password, then in one transaction (and at most once
     * per idempotency key) the daily slot, the reservation of amount + fee and the history entry.
     */
    async apply(memberId: number, input: ApplyInput): Promise<WithdrawalRecord> {
      const owner = `member:${memberId}`;
      const now = clock.now();
      // The password is a credential, not part of the request: it never enters the stored hash.
      const payload = { method: input.method, amount: input.amountMinor };
      if (!(await isAnswered(db, owner, input.idempotencyKey))) {
        // Cheap refusals first, then the deliberately slow password check, outside any transaction.
        await checkWithdrawalRules(db, settings, memberId, input, await rules(), now);
        await assertFundPassword(memberId, input.fundPassword);
        await deps.secondFactor(memberId, input.totpCode);
      }
      return runOnce(
        db,
        {
          owner,
          key: input.idempotencyKey,
          call: withdrawApply.path,
          payload,
          now,
          answer: withdrawalRecord,
        },
        async (trx) => {
          const current = await rules();
          // Locks the card first, so an edit or deletion of it waits for this withdrawal (and then sees it),
          // then the balance, so the turnover rule decides with none of the member's money moving under it.
          await lockMemberCard(trx, memberId, input.method);
          await lockedBalance(trx, memberId, 'balance');
          const card = await checkWithdrawalRules(trx, settings, memberId, input, current, now);
          const date = businessDate(now, current.timeZone);
          if (!(await takeDailySlot(trx, memberId, date, current.dailyCount))) {
            throw new AppError('withdraw_daily_count_exceeded');
          }
          const row = await reserveWithdrawal(trx, ledger, {
            memberId,
            card,
            amountMinor: input.amountMinor,
            feeMinor: withdrawalFeeMinor(input.amountMinor, current),
            origin: 'member',
            originKey: null,
            actor: owner,
            reason: null,
            now,
            timeZone: current.timeZone,
          });
          invariant(row, 'a member withdrawal has no origin key to collide on');
          return toWithdrawalRecord(row);
        },
      );
    },

    async list(
      executor: Executor,
      memberId: number,
      filter: { state?: ReviewState | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<WithdrawalRecord[]> {
      return (await listMemberWithdrawals(executor, memberId, filter)).map(toWithdrawalRecord);
    },
  };
}

export type WithdrawalApplications = ReturnType<typeof createWithdrawalApplications>;
