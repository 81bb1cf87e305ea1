import {
  withdrawalFeeMinor,
  BANNED_PRINCIPAL_RETURN_DAYS,
  FUND_RECORD_TYPES,
  withdrawApply,
  type Language,
  type ReviewState,
  type WithdrawalMethod,
  type WithdrawalRecord,
  type WithdrawRules,
} from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { runOnce } from '../../ledger/idempotency.js';
import { lockedBalance, walletBalances } from '../../ledger/postings-repository.js';
import type { Leg, Ledger } from '../../ledger/ledger.js';
import { businessDate, minuteOfDay } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { WithdrawalsTable } from '../../platform/db/tables/withdrawals.js';
import { forUpdate, inTransaction, type Executor, type Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { guessUnderLock } from '../../platform/rate-limit/guess-lock.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { fundPasswordLock } from './fund-password-lock.js';
import { turnoverOutstandingMinor } from './turnover.js';
import type { Job } from '../../platform/scheduler.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import {
  findMemberCard,
  maskAccount,
  toBankCard,
  type BankCardRow,
} from '../bank-cards/bank-cards-service.js';
import { heldUntil } from '../bank-cards/payout-holds.js';
import { verifyPassword } from '../accounts/passwords.js';
import { minutesOf, type withdrawalSettings } from './withdrawal-settings.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

type WithdrawalSettings = SettingsReader<typeof withdrawalSettings & typeof platformSettings>;

export interface WithdrawalsDeps {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: WithdrawalSettings;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

export interface ApplyInput {
  method: WithdrawalMethod;
  amountMinor: number;
  fundPassword: string;
  idempotencyKey: string;
}

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    method: row.method,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    totalMinor: row.total_minor,
    state: row.state,
    bankName: row.bank_name,
    account: maskAccount(row.method, row.account),
    reason: row.reason,
    origin: row.origin,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

/** Whether `minute` (0..1439) falls in [start, end); a start after the end spans midnight. */
export function inWindow(minute: number, start: number, end: number): boolean {
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Every state change goes through here: conditional on the state it leaves, and written to the history. */
async function moveState(
  trx: Trx,
  row: WithdrawalRow,
  to: Exclude<ReviewState, 'under_review'>,
  change: { actor: string; reason: string | null; at: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('withdrawals')
    .set({
      state: to,
      resolved_at: change.at,
      resolved_by: change.actor,
      ...(to === 'failed' ? { reason: change.reason } : {}),
    })
    .where('id', '=', row.id)
    .where('state', '=', 'under_review')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('withdrawal_events')
    .values({
      withdrawal_id: row.id,
      from_state: 'under_review',
      to_state: to,
      actor: change.actor,
      reason: change.reason,
      created_at: change.at,
    })
    .execute();
  return true;
}

export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, clock, ledger, settings, limiter, log } = deps;

  async function rules(): Promise<WithdrawRules> {
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

  function windowOpen(now: Date, current: WithdrawRules): boolean {
    return inWindow(
      minuteOfDay(now, current.timeZone),
      minutesOf(current.windowStart),
      minutesOf(current.windowEnd),
    );
  }

  /**
   * The refusals of SPEC §8 that do not depend on the fund password, in the order a member fixes
   * them. Runs once before the (slow) password check and again inside the transaction, where it decides.
   */
  async function checkRules(
    executor: Executor,
    memberId: number,
    input: Pick<ApplyInput, 'method' | 'amountMinor'>,
    current: WithdrawRules,
    now: Date,
  ): Promise<BankCardRow> {
    if (!current.enabled) throw new AppError('withdraw_unable');
    const member = await executor
      .selectFrom('members')
      .select(['identity_verified', 'status'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (member.status !== 'active') throw new AppError('withdraw_unable');
    if (member.identity_verified !== 1) throw new AppError('identity_unverified');
    if (!windowOpen(now, current)) throw new AppError('withdraw_time_wrong');
    if (input.amountMinor < current.minMinor || input.amountMinor <= 0) {
      throw new AppError('withdraw_amount_too_low');
    }
    if (input.amountMinor > current.maxMinor) throw new AppError('withdraw_amount_too_high');
    const card = await findMemberCard(executor, memberId, input.method);
    if (!card) throw new AppError(input.method === 'bank' ? 'bank_card_unbound' : 'usdt_address_unbound');
    // A changed account is held a while: a stolen session that changed it cannot be paid at once.
    if (heldUntil(card, now) !== null) throw new AppError('payout_account_held');
    if (input.method === 'usdt_trc20' && (await settings.get('withdraw.usdt_requires_usdt_recharge'))) {
      const recharged = await executor
        .selectFrom('recharges')
        .select('id')
        .where('member_id', '=', memberId)
        .where('channel_kind', '=', 'usdt_trc20')
        .where('state', '=', 'successful')
        .executeTakeFirst();
      if (!recharged) throw new AppError('no_usdt_recharge');
    }
    await assertWithinTurnover(
      executor,
      memberId,
      input.amountMinor + withdrawalFeeMinor(input.amountMinor, current),
      current,
    );
    return card;
  }

  /**
   * The turnover rule: amount and fee must fit in the balance above what is still to invest. A
   * withdrawal beyond the whole balance is left to the ledger's own refusal (insufficient balance).
   */
  async function assertWithinTurnover(
    executor: Executor,
    memberId: number,
    totalMinor: number,
    current: WithdrawRules,
  ): Promise<void> {
    const { balanceMinor, withdrawableMinor } = await withdrawable(executor, memberId, current);
    if (totalMinor <= balanceMinor && totalMinor > withdrawableMinor) {
      throw new AppError('withdraw_turnover_required');
    }
  }

  /** The balance, what is still to invest of its recharges, and what can be withdrawn now. */
  async function withdrawable(executor: Executor, memberId: number, current: WithdrawRules) {
    const { balance: balanceMinor } = await walletBalances(executor, memberId);
    const outstanding = await turnoverOutstandingMinor(executor, memberId, current.turnoverBps);
    return {
      balanceMinor,
      turnoverOutstandingMinor: outstanding,
      withdrawableMinor: Math.max(0, balanceMinor - outstanding),
    };
  }

  /** Counts today's application; refused when the count is used up (a conditional update decides). */
  async function takeDailySlot(trx: Trx, memberId: number, date: string, limit: number): Promise<void> {
    await trx
      .insertInto('withdrawal_daily_counts')
      .values({ member_id: memberId, business_date: date, count: 0 })
      .onConflict((oc) => oc.columns(['member_id', 'business_date']).doNothing())
      .execute();
    const taken = await trx
      .updateTable('withdrawal_daily_counts')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('member_id', '=', memberId)
      .where('business_date', '=', date)
      .where('count', '<', limit)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('withdraw_daily_count_exceeded');
  }

  /** Inserts the withdrawal and reserves amount + fee from the balance (type 2), with its first history entry. */
  async function reserve(
    trx: Trx,
    values: {
      memberId: number;
      card: BankCardRow;
      amountMinor: number;
      feeMinor: number;
      origin: WithdrawalRow['origin'];
      originKey: string | null;
      actor: string;
      reason: string | null;
      now: Date;
      timeZone: string;
    },
  ): Promise<WithdrawalRow | null> {
    const at = values.now.toISOString();
    const totalMinor = values.amountMinor + values.feeMinor;
    const inserted = await trx
      .insertInto('withdrawals')
      .values({
        member_id: values.memberId,
        card_id: values.card.id,
        method: values.card.method,
        holder_name: values.card.holder_name,
        phone: values.card.phone,
        bank_name: values.card.bank_name,
        account: values.card.account,
        amount_minor: values.amountMinor,
        fee_minor: values.feeMinor,
        total_minor: totalMinor,
        state: 'under_review',
        reason: null,
        origin: values.origin,
        origin_key: values.originKey,
        business_date: businessDate(values.now, values.timeZone),
        created_at: at,
        resolved_at: null,
        resolved_by: null,
      })
      .onConflict((oc) => oc.column('origin_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    const legs: Leg[] = [
      {
        memberId: values.memberId,
        wallet: 'balance',
        amount: -totalMinor,
        insufficient: 'insufficient_balance',
      },
      { platform: 'withdrawal_clearing', unit: 'usd', amount: values.amountMinor },
    ];
    if (values.feeMinor > 0) legs.push({ platform: 'withdrawal_fees', unit: 'usd', amount: values.feeMinor });
    await ledger.transfer(trx, {
      type: FUND_RECORD_TYPES.withdrawal,
      reference: { kind: 'withdrawal', id: inserted.id },
      legs,
    });
    await trx
      .insertInto('withdrawal_events')
      .values({
        withdrawal_id: inserted.id,
        from_state: null,
        to_state: 'under_review',
        actor: values.actor,
        reason: values.reason,
        created_at: at,
      })
      .execute();
    return trx.selectFrom('withdrawals').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
  }

  async function findForUpdate(trx: Trx, id: number): Promise<WithdrawalRow> {
    const row = await forUpdate(
      trx,
      trx.selectFrom('withdrawals').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * SPEC §4: a member banned by the bank gets the principal back to the bound withdrawal account
   * after 60 days. Creates that withdrawal (under review, no fee) once per ban; a missing account or
   * an empty balance is looked at again on the next run.
   */
  async function returnBannedPrincipal(): Promise<{
    created: number;
    emptyBalance: number;
    noAccount: number;
  }> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - BANNED_PRINCIPAL_RETURN_DAYS * 86_400_000).toISOString();
    const timeZone = await settings.get('business.time_zone');
    const banned = await db
      .selectFrom('members')
      .select(['id', 'banned_at'])
      .where('status', '=', 'banned_bank')
      .where('banned_at', '<=', cutoff)
      .orderBy('id')
      .execute();
    const keyOf = (member: { id: number; banned_at: string | null }) =>
      `banned_principal:${member.id}:${member.banned_at ?? ''}`;
    const done = new Set<string>();
    for (let i = 0; i < banned.length; i += 500) {
      const keys = banned.slice(i, i + 500).map(keyOf);
      const rows = await db
        .selectFrom('withdrawals')
        .select('origin_key')
        .where('origin_key', 'in', keys)
        .execute();
      for (const row of rows) if (row.origin_key) done.add(row.origin_key);
    }
    const result = { created: 0, emptyBalance: 0, noAccount: 0 };
    for (const member of banned) {
      const originKey = keyOf(member);
      if (done.has(originKey)) continue;
      const outcome = await inTransaction(db, async (trx) => {
        const wallet = await forUpdate(
          trx,
          trx
            .selectFrom('wallets')
            .select('balance_minor')
            .where('member_id', '=', member.id)
            .where('kind', '=', 'balance'),
        ).executeTakeFirstOrThrow();
        if (wallet.balance_minor <= 0) return 'emptyBalance' as const;
        const card =
          (await findMemberCard(trx, member.id, 'bank')) ??
          (await findMemberCard(trx, member.id, 'usdt_trc20'));
        if (!card) return 'noAccount' as const;
        const row = await reserve(trx, {
          memberId: member.id,
          card,
          amountMinor: wallet.balance_minor,
          feeMinor: 0,
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
      if (outcome === 'noAccount') {
        log.warn({ memberId: member.id }, 'banned member has no withdrawal account for the principal return');
      }
    }
    return result;
  }

  return {
    rules,
    windowOpen,
    returnBannedPrincipal,

    async hint(language: Language) {
      const notice = await settings.get('withdraw.notice');
      return { notice: notice[language] || notice.en, rules: await rules() };
    },

    async info(memberId: number) {
      const current = await rules();
      const now = clock.now();
      const today = businessDate(now, current.timeZone);
      const member = await db
        .selectFrom('members')
        .select(['identity_verified', 'fund_password_hash'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const money = await withdrawable(db, memberId, current);
      const used = await db
        .selectFrom('withdrawal_daily_counts')
        .select('count')
        .where('member_id', '=', memberId)
        .where('business_date', '=', today)
        .executeTakeFirst();
      const cards = await db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).execute();
      const card = (method: WithdrawalMethod) => {
        const row = cards.find((c) => c.method === method);
        return row ? toBankCard(row, now) : null;
      };
      const usedToday = used?.count ?? 0;
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
      const answered = await db
        .selectFrom('idempotency_keys')
        .select('id')
        .where('owner', '=', owner)
        .where('key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (!answered) {
        // Cheap refusals first, then the deliberately slow password check, outside any transaction.
        await checkRules(db, memberId, input, await rules(), now);
        const member = await db
          .selectFrom('members')
          .select('fund_password_hash')
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow();
        const right = await guessUnderLock(limiter, await fundPasswordLock(settings, memberId), async () =>
          member.fund_password_hash ? verifyPassword(member.fund_password_hash, input.fundPassword) : false,
        );
        if (!right) throw new AppError('fund_password_wrong');
      }
      return runOnce(
        db,
        { owner, key: input.idempotencyKey, call: withdrawApply.path, payload, now },
        async (trx) => {
          const current = await rules();
          // Locks the card first, so an edit or deletion of it waits for this withdrawal (and then sees it),
          // then the balance, so the turnover rule decides with none of the member's money moving under it.
          await forUpdate(
            trx,
            trx
              .selectFrom('bank_cards')
              .select('id')
              .where('member_id', '=', memberId)
              .where('method', '=', input.method),
          ).execute();
          await lockedBalance(trx, memberId, 'balance');
          const card = await checkRules(trx, memberId, input, current, now);
          await takeDailySlot(trx, memberId, businessDate(now, current.timeZone), current.dailyCount);
          const row = await reserve(trx, {
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
          if (!row) throw new Error('a member withdrawal has no origin key to collide on');
          return toWithdrawalRecord(row);
        },
      );
    },

    async list(
      executor: Executor,
      memberId: number,
      filter: { state?: ReviewState | undefined; beforeId?: number | undefined; limit: number },
    ): Promise<WithdrawalRecord[]> {
      const rows = await executor
        .selectFrom('withdrawals')
        .selectAll()
        .where('member_id', '=', memberId)
        .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state ?? 'under_review'))
        .$if(filter.beforeId !== undefined, (qb) => qb.where('id', '<', filter.beforeId ?? 0))
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
      return rows.map(toWithdrawalRecord);
    },

    /** The operator paid it: successful; the reserved money stays with the clearing accounts. */
    async approve(trx: Trx, id: number, actor: string, reason: string | null): Promise<WithdrawalRow> {
      const row = await findForUpdate(trx, id);
      const at = clock.now().toISOString();
      if (!(await moveState(trx, row, 'successful', { actor, reason, at }))) {
        throw new AppError('already_resolved');
      }
      return findForUpdate(trx, id);
    },

    /** Rejected: failed, and amount + fee come back to the balance by a new posting (type 24). */
    async reject(trx: Trx, id: number, actor: string, reason: string): Promise<WithdrawalRow> {
      const row = await findForUpdate(trx, id);
      const at = clock.now().toISOString();
      if (!(await moveState(trx, row, 'failed', { actor, reason, at }))) {
        throw new AppError('already_resolved');
      }
      const legs: Leg[] = [
        { memberId: row.member_id, wallet: 'balance', amount: row.total_minor },
        { platform: 'withdrawal_clearing', unit: 'usd', amount: -row.amount_minor },
      ];
      if (row.fee_minor > 0) legs.push({ platform: 'withdrawal_fees', unit: 'usd', amount: -row.fee_minor });
      await ledger.transfer(trx, {
        type: FUND_RECORD_TYPES.withdrawal_rejected,
        reference: { kind: 'withdrawal', id: row.id },
        memo: reason,
        legs,
      });
      return findForUpdate(trx, id);
    },

    bannedPrincipalJob(intervalMs = 3_600_000): Job {
      return { name: 'banned-principal-return', intervalMs, run: returnBannedPrincipal };
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
