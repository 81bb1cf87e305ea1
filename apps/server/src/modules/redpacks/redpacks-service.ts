import { randomInt } from 'node:crypto';
import {
  toMinor,
  FUND_RECORD_TYPES,
  redpackOpen,
  type Minor,
  type AdminRedpackRow,
  type CallResponse,
  type RedpackClaim,
} from '@cloudmine/api';
import { runOnceForMember } from '../../ledger/index.js';
import type { Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { memberStanding } from '../accounts/index.js';
import type { RandomBelow } from '../lottery/index.js';
import {
  hasClaimed,
  insertClaim,
  lockCode,
  memberClaims,
  takeClaim,
  type RedpackCodeRow,
} from './redpacks-repository.js';

export type { RedpackCodeRow } from './redpacks-repository.js';
export type RedpackState = AdminRedpackRow['state'];

/** Generated codes avoid look-alike characters (0/O, 1/I/L) so they can be read aloud and typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_CODE_LENGTH = 10;

export function generateCode(randomBelow: RandomBelow = (max) => randomInt(max)): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomBelow(CODE_ALPHABET.length)];
  return code;
}

export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}

function isExhausted(
  row: Pick<RedpackCodeRow, 'total_minor' | 'claimed_minor' | 'total_count' | 'claimed_count'>,
): boolean {
  return (
    (row.total_count !== null && row.claimed_count >= row.total_count) ||
    (row.total_minor !== null && row.claimed_minor >= row.total_minor)
  );
}

/** What a member meets now, combining the operator's status, the validity window and what is left. */
export function redpackState(row: RedpackCodeRow, now: Date): RedpackState {
  const at = now.toISOString();
  if (row.status === 'revoked') return 'revoked';
  if (row.status === 'ended' || at >= row.ends_at) return 'ended';
  if (isExhausted(row)) return 'fully_claimed';
  if (row.status === 'paused') return 'paused';
  if (at < row.starts_at) return 'not_started';
  return 'claimable';
}

/**
 * One claim's amount: fixed when min = max, else uniform in [min, max] cents; never more than
 * what is left of a budget, so the last claim takes the remainder.
 */
function claimAmount(
  row: Pick<RedpackCodeRow, 'per_claim_min_minor' | 'per_claim_max_minor' | 'total_minor' | 'claimed_minor'>,
  randomBelow: RandomBelow,
): Minor {
  const spread = row.per_claim_max_minor - row.per_claim_min_minor;
  const drawn = row.per_claim_min_minor + (spread > 0 ? randomBelow(spread + 1) : 0);
  return toMinor(row.total_minor === null ? drawn : Math.min(drawn, row.total_minor - row.claimed_minor));
}

export interface RedpacksService {
  /**
   * Claims a code for a member, once. Refusals, checked in this order:
   * redpack_code_not_found (no such code), reward_claimed_or_invalid (revoked by the operator),
   * unable_to_receive (the code is addressed to another member), redpack_already_received (this
   * member claimed it), redpack_code_ended (window over or ended by the operator),
   * redpack_code_used (fully claimed), redpack_code_unavailable (paused or not started yet),
   * unable_to_claim (the member's VIP level is below the code's).
   */
  open(
    member: { id: number },
    input: { code: string; idempotencyKey: string },
  ): Promise<CallResponse<typeof redpackOpen>>;
  claims(db: Executor, memberId: number, page: { beforeId?: number; limit: number }): Promise<RedpackClaim[]>;
}

export function createRedpacksService(deps: {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  randomBelow?: RandomBelow;
}): RedpacksService {
  const { db, clock, ledger } = deps;
  const randomBelow = deps.randomBelow ?? ((max: number) => randomInt(max));

  return {
    async open(member, input) {
      const now = clock.now();
      const code = normalizeCode(input.code);
      return runOnceForMember(
        db,
        { memberId: member.id, key: input.idempotencyKey, call: redpackOpen, payload: { code }, now },
        async (trx) => {
          // One claim of a code at a time on PostgreSQL (SQLite serializes every write already): the
          // amount is computed from what is left and written before the next claim reads it.
          const row = await lockCode(trx, code);
          if (!row) throw new AppError('redpack_code_not_found');
          if (row.status === 'revoked') throw new AppError('reward_claimed_or_invalid');
          if (row.member_id !== null && row.member_id !== member.id) throw new AppError('unable_to_receive');
          if (await hasClaimed(trx, row.id, member.id)) throw new AppError('redpack_already_received');
          const state = redpackState(row, now);
          if (state === 'ended') throw new AppError('redpack_code_ended');
          if (state === 'fully_claimed') throw new AppError('redpack_code_used');
          if (state !== 'claimable') throw new AppError('redpack_code_unavailable');
          const standing = await memberStanding(trx, member.id);
          invariant(standing, `member ${member.id} exists`);
          if (standing.vip_level < row.min_vip_level) throw new AppError('unable_to_claim');

          const amount = claimAmount(row, randomBelow);
          // Conditional on both limits, so no interleaving can pay past the total or the count.
          if (!(await takeClaim(trx, row.id, amount))) throw new AppError('redpack_code_used');
          // The unique (code, member) pair backs up the check above against a concurrent claim.
          const claimId = await insertClaim(trx, {
            code_id: row.id,
            member_id: member.id,
            amount_minor: amount,
            created_at: now.toISOString(),
          });
          if (claimId === undefined) throw new AppError('redpack_already_received');
          const posting = await ledger.post(trx, {
            memberId: member.id,
            wallet: 'balance',
            amount: toMinor(amount),
            type: FUND_RECORD_TYPES.red_packet,
            counterAccount: 'red_packets',
            reference: { kind: 'redpack_claim', id: claimId },
            memo: code,
          });
          return { claimId, code, amountMinor: amount, balanceMinor: posting.balanceAfter };
        },
      );
    },

    async claims(executor, memberId, page) {
      const rows = await memberClaims(executor, memberId, page);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        amountMinor: row.amount_minor,
        createdAt: row.created_at,
      }));
    },
  };
}
