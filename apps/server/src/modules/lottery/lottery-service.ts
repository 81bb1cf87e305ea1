import {
  toMinor,
  toPoints,
  maskPhone,
  FUND_RECORD_TYPES,
  lotteryDraw,
  type CallResponse,
  type Language,
  type LotteryPrize,
  type LotteryRecord,
  type LotteryWin,
} from '@cloudmine/api';
import { z } from 'zod';
import { requireInvestedOrRecharged, runOnceForMember, walletBalances } from '../../ledger/index.js';
import type { Ledger } from '../../ledger/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { memberContacts } from '../accounts/index.js';
import { pickLanguage } from '../content/index.js';
import {
  drawablePrizes,
  insertDraw,
  listPrizes,
  memberDraws,
  recentWins,
  takePrizeUnit,
  type PrizeRow,
} from './lottery-repository.js';
import type { lotterySettings } from './lottery-settings.js';
import { cryptoRandomBelow, pickByWeight, type RandomBelow } from './prize-draw.js';

const storedNames = z.object({
  en: z.string().optional(),
  zh: z.string().optional(),
  bd: z.string().optional(),
});

/** A prize's names per language (`names_json`); translations left empty are not stored. */
export function prizeNames(namesJson: string): Partial<Record<Language, string>> {
  return parseStoredJson(storedNames, namesJson, 'lottery_prizes.names_json');
}

function prizeName(namesJson: string, language: Language): string {
  return pickLanguage(prizeNames(namesJson), language) || '';
}

function toPrize(row: PrizeRow, language: Language): LotteryPrize {
  return {
    id: row.id,
    name: prizeName(row.names_json, language),
    kind: row.kind,
    points: row.kind === 'points' ? row.points : toPoints(0),
    amountMinor: row.kind === 'balance' ? row.amount_minor : toMinor(0),
    imageUrl: row.image_url,
  };
}

/** A lost race for the last unit of a prize draws again; a few rounds settle it. */
const MAX_DRAW_ROUNDS = 5;

export interface LotteryService {
  prizes(
    memberId: number,
    language: Language,
  ): Promise<{ costPoints: number; points: number; prizes: LotteryPrize[] }>;
  draw(
    memberId: number,
    language: Language,
    idempotencyKey: string,
  ): Promise<CallResponse<typeof lotteryDraw>>;
  recentWins(db: Executor, language: Language, limit: number): Promise<LotteryWin[]>;
  memberDraws(
    db: Executor,
    memberId: number,
    language: Language,
    page: { beforeId?: number; limit: number },
  ): Promise<LotteryRecord[]>;
}

export function createLotteryService(deps: {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: SettingsReader<typeof lotterySettings>;
  /** Tests pass a seeded source; production uses the CSPRNG. */
  randomBelow?: RandomBelow;
}): LotteryService {
  const { db, clock, ledger, settings } = deps;
  const randomBelow = deps.randomBelow ?? cryptoRandomBelow;

  /** Draws among the active prizes in stock and takes one unit of a limited prize, in `trx`. */
  async function choosePrize(trx: Trx): Promise<PrizeRow> {
    for (let round = 0; round < MAX_DRAW_ROUNDS; round += 1) {
      const prize = pickByWeight(await drawablePrizes(trx), randomBelow);
      if (!prize) break;
      if (prize.stock === null || (await takePrizeUnit(trx, prize.id))) return prize;
    }
    throw new AppError('lottery_failed');
  }

  return {
    async prizes(memberId, language) {
      const rows = await listPrizes(db, 'active');
      const { points } = await walletBalances(db, memberId);
      return {
        costPoints: await settings.get('lottery.cost_points'),
        points,
        prizes: rows.map((row) => toPrize(row, language)),
      };
    },

    async draw(memberId, language, idempotencyKey) {
      const now = clock.now();
      // Read before the transaction, so a retry of it charges the same cost.
      const cost = await settings.get('lottery.cost_points');
      const required = await settings.get('lottery.requires_investment_or_recharge');
      await requireInvestedOrRecharged(db, memberId, required);
      return runOnceForMember(
        db,
        { memberId, key: idempotencyKey, call: lotteryDraw, payload: {}, now },
        async (trx) => {
          const prize = await choosePrize(trx);
          const won = toPrize(prize, language);
          const drawId = await insertDraw(trx, {
            member_id: memberId,
            prize_id: prize.id,
            kind: prize.kind,
            points_won: toPoints(won.points),
            amount_minor_won: toMinor(won.amountMinor),
            cost_points: toPoints(cost),
            created_at: now.toISOString(),
          });
          const reference = { kind: 'lottery_draw', id: drawId };
          // The spend is a conditional debit: without the points, everything above rolls back.
          await ledger.post(trx, {
            memberId,
            wallet: 'points',
            amount: toPoints(-cost),
            type: FUND_RECORD_TYPES.points_spent_lottery,
            counterAccount: 'lottery_pool',
            reference,
            insufficient: 'insufficient_lottery_points',
          });
          if (won.points > 0) {
            await ledger.post(trx, {
              memberId,
              wallet: 'points',
              amount: toPoints(won.points),
              type: FUND_RECORD_TYPES.points_won_lottery,
              counterAccount: 'lottery_pool',
              reference,
            });
          }
          if (won.amountMinor > 0) {
            await ledger.post(trx, {
              memberId,
              wallet: 'balance',
              amount: toMinor(won.amountMinor),
              type: FUND_RECORD_TYPES.balance_won_lottery,
              counterAccount: 'lottery_pool',
              reference,
            });
          }
          const wallets = await walletBalances(trx, memberId);
          return {
            drawId,
            prize: won,
            costPoints: cost,
            pointsBalance: wallets.points,
            balanceMinor: wallets.balance,
          };
        },
      );
    },

    async recentWins(executor, language, limit) {
      const rows = await recentWins(executor, limit);
      const contacts = await memberContacts(
        executor,
        rows.map((row) => row.member_id),
      );
      return rows.map((row) => ({
        id: row.id,
        phone: maskPhone(contacts.get(row.member_id)?.phone ?? ''),
        prizeName: prizeName(row.names_json, language),
        kind: row.kind,
        points: row.points_won,
        amountMinor: row.amount_minor_won,
        createdAt: row.created_at,
      }));
    },

    async memberDraws(executor, memberId, language, page) {
      const rows = await memberDraws(executor, memberId, page);
      return rows.map((row) => ({
        id: row.id,
        prizeName: prizeName(row.names_json, language),
        kind: row.kind,
        points: row.points_won,
        amountMinor: row.amount_minor_won,
        costPoints: row.cost_points,
        createdAt: row.created_at,
      }));
    },
  };
}
