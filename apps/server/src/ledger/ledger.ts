import {
  type ErrorKey,
  type FundRecordType,
  type Minor,
  type Points,
  type WalletKind,
  isFundRecordType,
  subMinor,
  ZERO,
  toMinor,
  toPoints,
} from '@cloudmine/api';
import type { Clock } from '../platform/clock.js';
import type { WalletAmount } from '../platform/db/tables/ledger.js';
import type { Trx } from '../platform/db/transaction.js';
import { AppError, invariant } from '../platform/errors.js';
import { postCredits, type CreditsInput } from './credits.js';
import { applyLeg, insertTransfer, writePosting, type AppliedLeg } from './posting-statements.js';
import type { PlatformAccount } from './platform-accounts.js';

export type Unit = 'usd' | 'points';

/** The wallets that hold US cents; `points` holds points. */
export type UsdWallet = Exclude<WalletKind, 'points'>;

function unitOf(wallet: WalletKind): Unit {
  return wallet === 'points' ? 'points' : 'usd';
}

/**
 * A stored amount of `wallet` (its balance, a posting's amount or balance after) in that wallet's
 * unit. The columns hold cents or points by wallet, so this only says so to the type checker: it
 * checks nothing, and a stored value is read as it is.
 */
export function inWalletUnit(wallet: UsdWallet, amount: WalletAmount): Minor;
export function inWalletUnit(wallet: 'points', amount: WalletAmount): Points;
export function inWalletUnit(wallet: WalletKind, amount: WalletAmount): WalletAmount;
export function inWalletUnit(_wallet: WalletKind, amount: WalletAmount): WalletAmount {
  return amount;
}

/**
 * An amount of a wallet known only at run time, read in that wallet's unit: the edge where a
 * plain number (an operator's adjustment, a test's opening balance) becomes cents or points.
 */
function amountIn(wallet: WalletKind, amount: number): WalletAmount {
  return wallet === 'points' ? toPoints(amount) : toMinor(amount);
}

/** What caused a posting: an order, a withdrawal, a draw… shown to operators, used to find it again. */
export interface Reference {
  kind: string;
  id: string | number;
}

interface MemberLegOf<W extends WalletKind, A extends WalletAmount> {
  memberId: number;
  wallet: W;
  /** Signed, from the wallet's point of view: positive credits, negative debits. */
  amount: A;
  /** The refusal when a debit would overdraw this wallet. */
  insufficient?: ErrorKey;
}

/** A member's leg: cents on a USD wallet, points on the points wallet. */
export type MemberLeg = MemberLegOf<UsdWallet, Minor> | MemberLegOf<'points', Points>;

/** A platform account's leg, in the unit it names. */
export type PlatformLeg =
  | { platform: PlatformAccount; unit: 'usd'; amount: Minor }
  | { platform: PlatformAccount; unit: 'points'; amount: Points };

export type Leg = MemberLeg | PlatformLeg;

/** A member leg for a wallet chosen at run time; the amount is checked in that wallet's unit. */
export function memberLeg(
  memberId: number,
  wallet: WalletKind,
  amount: number,
  insufficient?: ErrorKey,
): MemberLeg {
  const refusal = insufficient === undefined ? {} : { insufficient };
  return wallet === 'points'
    ? { memberId, wallet, amount: toPoints(amount), ...refusal }
    : { memberId, wallet, amount: toMinor(amount), ...refusal };
}

export interface TransferInput {
  type: FundRecordType;
  reference: Reference;
  memo?: string;
  legs: Leg[];
}

/** One member leg against a platform account, which takes the opposite amount in the same unit. */
export type PostingInput = MemberLeg & {
  type: FundRecordType;
  counterAccount: PlatformAccount;
  reference: Reference;
  memo?: string;
};

interface MemberLegResultOf<W extends WalletKind, A extends WalletAmount> {
  /** The member's posting: the ledger entry shown on their records page. */
  entryId: number;
  memberId: number;
  wallet: W;
  walletId: number;
  amount: A;
  balanceAfter: A;
}

/** A member leg as written: amount and balance after in the wallet's unit. */
export type MemberLegResult = MemberLegResultOf<UsdWallet, Minor> | MemberLegResultOf<'points', Points>;

export interface TransferResult {
  transferId: number;
  memberLegs: MemberLegResult[];
}

export interface Ledger {
  /** One member posting against a platform account: the common case. */
  post(trx: Trx, input: PostingInput): Promise<MemberLegResult & { transferId: number }>;
  /** A transfer of several legs that sum to zero per unit, all in `trx`. */
  transfer(trx: Trx, input: TransferInput): Promise<TransferResult>;
  /**
   * Many credits to one kind of wallet in a few statements (a settlement batch): the same transfers,
   * legs and balance-after chain as one `post` per credit, in the order given.
   */
  postCredits(trx: Trx, input: CreditsInput): Promise<void>;
  /** Creates a member's three wallets at zero. */
  openWallets(trx: Trx, memberId: number): Promise<void>;
}

/** The written leg, its balance after read in the wallet's unit. */
function legResult(leg: MemberLeg, applied: AppliedLeg, entryId: number): MemberLegResult {
  const common = { entryId, memberId: leg.memberId, walletId: applied.walletId };
  return leg.wallet === 'points'
    ? {
        ...common,
        wallet: leg.wallet,
        amount: leg.amount,
        balanceAfter: inWalletUnit(leg.wallet, applied.balanceAfter),
      }
    : {
        ...common,
        wallet: leg.wallet,
        amount: leg.amount,
        balanceAfter: inWalletUnit(leg.wallet, applied.balanceAfter),
      };
}

/** The platform's side of a member leg: the opposite amount, in the same unit. */
function counterLeg(leg: MemberLeg, platform: PlatformAccount): PlatformLeg {
  return leg.wallet === 'points'
    ? { platform, unit: 'points', amount: toPoints(leg.amount * -1) }
    : { platform, unit: 'usd', amount: subMinor(ZERO, leg.amount) };
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

/**
 * Why a member leg's wallet took nothing: the wallet must exist, so a debit it refused would have
 * overdrawn it. Refuses with the leg's own refusal, or the wallet's unit's.
 */
async function refuseLeg(trx: Trx, leg: MemberLeg): Promise<never> {
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

export function createLedger(deps: { clock: Clock }): Ledger {
  async function applyToWallet(trx: Trx, leg: MemberLeg): Promise<AppliedLeg> {
    return (await applyLeg(trx, leg)) ?? refuseLeg(trx, leg);
  }

  async function transfer(trx: Trx, input: TransferInput): Promise<TransferResult> {
    invariant(isFundRecordType(input.type), `unknown fund-record type ${input.type}`);
    assertBalanced(input.legs);
    const createdAt = deps.clock.now().toISOString();
    const referenceId = String(input.reference.id);

    // Debits first, so a refusal happens before anything else is written.
    const ordered = [...input.legs].sort((a, b) => a.amount - b.amount);
    const applied = new Map<Leg, AppliedLeg>();
    for (const leg of ordered) {
      if ('memberId' in leg) applied.set(leg, await applyToWallet(trx, leg));
    }

    const transferId = await insertTransfer(trx, {
      type: input.type,
      referenceKind: input.reference.kind,
      referenceId,
      memo: input.memo ?? null,
      createdAt,
    });

    const memberLegs: Array<{ leg: MemberLeg; applied: AppliedLeg }> = [];
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
          memberLegs.push({ leg, applied: result });
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
      memberLegs: memberLegs.map(({ leg, applied: result }) => {
        const row = inserted.find((entry) => entry.wallet_id === result.walletId);
        invariant(row, 'member entry was inserted');
        return legResult(leg, result, row.id);
      }),
    };
  }

  return {
    transfer,
    postCredits: (trx, input) => postCredits(trx, input, deps.clock.now().toISOString()),
    async post(trx, input) {
      invariant(isFundRecordType(input.type), `unknown fund-record type ${input.type}`);
      const counter = counterLeg(input, input.counterAccount);
      assertBalanced([input, counter]);
      // One member leg: written by the posting's own statements (one on PostgreSQL), not `transfer`'s.
      const written = await writePosting(trx, {
        memberId: input.memberId,
        wallet: input.wallet,
        amount: input.amount,
        counterAmount: counter.amount,
        unit: counter.unit,
        platform: input.counterAccount,
        type: input.type,
        referenceKind: input.reference.kind,
        referenceId: String(input.reference.id),
        memo: input.memo ? input.memo : null,
        createdAt: deps.clock.now().toISOString(),
      });
      if (!written) return refuseLeg(trx, input);
      return { ...legResult(input, written, written.entryId), transferId: written.transferId };
    },
    async openWallets(trx, memberId) {
      await trx
        .insertInto('wallets')
        .values(
          (['balance', 'team_balance', 'points'] as const).map((kind) => ({
            member_id: memberId,
            kind,
            balance_minor: amountIn(kind, 0),
          })),
        )
        .execute();
    },
  };
}

export type { WalletKind };
