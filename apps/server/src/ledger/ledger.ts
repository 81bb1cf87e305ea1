import { type ErrorKey, type FundRecordType, type WalletKind, isFundRecordType } from '@cloudmine/api';
import { sql } from 'kysely';
import type { Clock } from '../platform/clock.js';
import type { Trx } from '../platform/db/transaction.js';
import { AppError, invariant } from '../platform/errors.js';
import type { PlatformAccount } from './platform-accounts.js';

export type Unit = 'usd' | 'points';

export function unitOf(wallet: WalletKind): Unit {
  return wallet === 'points' ? 'points' : 'usd';
}

/** What caused a posting: an order, a withdrawal, a draw… shown to operators, used to find it again. */
export interface Reference {
  kind: string;
  id: string | number;
}

export type Leg =
  | {
      memberId: number;
      wallet: WalletKind;
      /** Signed, from the wallet's point of view: positive credits, negative debits. */
      amount: number;
      /** The refusal when a debit would overdraw this wallet. */
      insufficient?: ErrorKey;
    }
  | { platform: PlatformAccount; unit: Unit; amount: number };

export interface TransferInput {
  type: FundRecordType;
  reference: Reference;
  memo?: string;
  legs: Leg[];
}

export interface PostingInput {
  memberId: number;
  wallet: WalletKind;
  amount: number;
  type: FundRecordType;
  counterAccount: PlatformAccount;
  reference: Reference;
  memo?: string;
  insufficient?: ErrorKey;
}

export interface MemberLegResult {
  /** The member's posting: the ledger entry shown on their records page. */
  entryId: number;
  memberId: number;
  wallet: WalletKind;
  walletId: number;
  amount: number;
  balanceAfter: number;
}

export interface TransferResult {
  transferId: number;
  memberLegs: MemberLegResult[];
}

export interface Ledger {
  /** One member posting against a platform account: the common case. */
  post(trx: Trx, input: PostingInput): Promise<MemberLegResult & { transferId: number }>;
  /** A transfer of several legs that sum to zero per unit, all in `trx`. */
  transfer(trx: Trx, input: TransferInput): Promise<TransferResult>;
  /** Creates a member's three wallets at zero. */
  openWallets(trx: Trx, memberId: number): Promise<void>;
}

function assertBalanced(legs: Leg[]): void {
  const sums = new Map<Unit, number>();
  for (const leg of legs) {
    invariant(Number.isSafeInteger(leg.amount) && leg.amount !== 0, `leg amount must be a non-zero integer`);
    const unit = 'platform' in leg ? leg.unit : unitOf(leg.wallet);
    sums.set(unit, (sums.get(unit) ?? 0) + leg.amount);
  }
  for (const [unit, sum] of sums) invariant(sum === 0, `transfer legs in ${unit} sum to ${sum}, not zero`);
}

export function createLedger(deps: { clock: Clock }): Ledger {
  async function applyToWallet(
    trx: Trx,
    leg: Extract<Leg, { memberId: number }>,
  ): Promise<{ walletId: number; balanceAfter: number }> {
    // A conditional update: concurrent debits can never take a wallet below zero, on either engine.
    const row = await trx
      .updateTable('wallets')
      .set({ balance_minor: sql<number>`balance_minor + ${leg.amount}` })
      .where('member_id', '=', leg.memberId)
      .where('kind', '=', leg.wallet)
      .$if(leg.amount < 0, (qb) => qb.where(sql<number>`balance_minor + ${leg.amount}`, '>=', 0))
      .returning(['id', 'balance_minor'])
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('wallets')
        .select('id')
        .where('member_id', '=', leg.memberId)
        .where('kind', '=', leg.wallet)
        .executeTakeFirst();
      invariant(exists, `member ${leg.memberId} has no ${leg.wallet} wallet`);
      throw new AppError(
        leg.insufficient ?? (leg.wallet === 'points' ? 'insufficient_points' : 'insufficient_balance'),
      );
    }
    return { walletId: row.id, balanceAfter: row.balance_minor };
  }

  async function transfer(trx: Trx, input: TransferInput): Promise<TransferResult> {
    invariant(isFundRecordType(input.type), `unknown fund-record type ${input.type}`);
    assertBalanced(input.legs);
    const createdAt = deps.clock.now().toISOString();
    const referenceId = String(input.reference.id);

    // Debits first, so a refusal happens before anything else is written.
    const ordered = [...input.legs].sort((a, b) => a.amount - b.amount);
    const applied = new Map<Leg, { walletId: number; balanceAfter: number }>();
    for (const leg of ordered) {
      if ('memberId' in leg) applied.set(leg, await applyToWallet(trx, leg));
    }

    const { id: transferId } = await trx
      .insertInto('ledger_transfers')
      .values({
        type: input.type,
        reference_kind: input.reference.kind,
        reference_id: referenceId,
        memo: input.memo ?? null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const memberLegs: Array<Omit<MemberLegResult, 'entryId'>> = [];
    const inserted = await trx
      .insertInto('ledger_entries')
      .values(
        input.legs.map((leg) => {
          const common = {
            transfer_id: transferId,
            amount_minor: leg.amount,
            type: input.type,
            reference_kind: input.reference.kind,
            reference_id: referenceId,
            created_at: createdAt,
          };
          if ('platform' in leg) {
            return {
              ...common,
              wallet_id: null,
              member_id: null,
              wallet_kind: null,
              platform_account: leg.platform,
              unit: leg.unit,
              balance_after_minor: null,
            };
          }
          const result = applied.get(leg);
          invariant(result, 'member leg was applied');
          memberLegs.push({ memberId: leg.memberId, wallet: leg.wallet, amount: leg.amount, ...result });
          return {
            ...common,
            wallet_id: result.walletId,
            member_id: leg.memberId,
            wallet_kind: leg.wallet,
            platform_account: null,
            unit: unitOf(leg.wallet),
            balance_after_minor: result.balanceAfter,
          };
        }),
      )
      .returning(['id', 'wallet_id'])
      .execute();
    return {
      transferId,
      memberLegs: memberLegs.map((leg) => {
        const row = inserted.find((entry) => entry.wallet_id === leg.walletId);
        invariant(row, 'member entry was inserted');
        return { ...leg, entryId: row.id };
      }),
    };
  }

  return {
    transfer,
    async post(trx, input) {
      const memberLeg: Leg = {
        memberId: input.memberId,
        wallet: input.wallet,
        amount: input.amount,
        ...(input.insufficient ? { insufficient: input.insufficient } : {}),
      };
      const result = await transfer(trx, {
        type: input.type,
        reference: input.reference,
        ...(input.memo ? { memo: input.memo } : {}),
        legs: [
          memberLeg,
          { platform: input.counterAccount, unit: unitOf(input.wallet), amount: -input.amount },
        ],
      });
      const leg = result.memberLegs[0];
      invariant(leg, 'posting has a member leg');
      return { ...leg, transferId: result.transferId };
    },
    async openWallets(trx, memberId) {
      await trx
        .insertInto('wallets')
        .values(
          (['balance', 'team_balance', 'points'] as const).map((kind) => ({
            member_id: memberId,
            kind,
            balance_minor: 0,
          })),
        )
        .execute();
    },
  };
}

export type { WalletKind };
