import {
  maskPhone,
  FUND_RECORD_TYPES,
  lotteryDraw,
  type CallResponse,
  type Language,
  type LotteryPrize,
  type LotteryRecord,
  type LotteryWin,
} from '@cloudmine/api';
import type { Selectable } from 'kysely';
import { runOnce } from '../../ledger/idempotency.js';
import type { Ledger } from '../../ledger/ledger.js';
import { walletBalances } from '../../ledger/postings-repository.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { LotteryPrizesTable } from '../../platform/db/tables/engagement.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { pickLanguage } from '../content/content-repository.js';
import type { lotterySettings } from './lottery-settings.js';
import { cryptoRandomBelow, pickByWeight, type RandomBelow } from './prize-draw.js';

type PrizeRow = Selectable<LotteryPrizesTable>;

export function prizeName(namesJson: string, language: Language): string {
  return pickLanguage(JSON.parse(namesJson) as Partial<Record<Language, string>>, language) || '';
}

export function toPrize(row: PrizeRow, language: Language): LotteryPrize {
  return {
    id: row.id,
    name: prizeName(row.names_json, language),
    kind: row.kind,
    points: row.kind === 'points' ? row.points : 0,
    amountMinor: row.kind === 'balance' ? row.amount_minor : 0,
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
      const candidates = await trx
        .selectFrom('lottery_prizes')
        .selectAll()
        .where('active', '=', 1)
        .where('weight', '>', 0)
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
        .orderBy('id')
        .execute();
      const prize = pickByWeight(candidates, randomBelow);
      if (!prize) break;
      if (prize.stock === null) return prize;
      // Conditional: concurrent draws can never take a limited prize below zero.
      const taken = await trx
        .updateTable('lottery_prizes')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', prize.id)
        .where('stock', '>', 0)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return prize;
    }
    throw new AppError('lottery_failed');
  }

  return {
    async prizes(memberId, language) {
      const rows = await db
        .selectFrom('lottery_prizes')
        .selectAll()
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const { points } = await walletBalances(db, memberId);
      return {
        costPoints: await settings.get('lottery.cost_points'),
        points,
        prizes: rows.map((row) => toPrize(row, language)),
      };
    },

    async draw(memberId, language, idempotencyKey) {
      const now = clock.now();
      // Read before the transaction: settings share PostgreSQL's pool with it.
      const cost = await settings.get('lottery.cost_points');
      return runOnce(
        db,
        { owner: `member:${memberId}`, key: idempotencyKey, call: lotteryDraw.path, payload: {}, now },
        async (trx) => {
          const prize = await choosePrize(trx);
          const won = toPrize(prize, language);
          const draw = await trx
            .insertInto('lottery_draws')
            .values({
              member_id: memberId,
              prize_id: prize.id,
              kind: prize.kind,
              points_won: won.points,
              amount_minor_won: won.amountMinor,
              cost_points: cost,
              created_at: now.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const reference = { kind: 'lottery_draw', id: draw.id };
          // The spend is a conditional debit: without the points, everything above rolls back.
          await ledger.post(trx, {
            memberId,
            wallet: 'points',
            amount: -cost,
            type: FUND_RECORD_TYPES.points_spent_lottery,
            counterAccount: 'lottery_pool',
            reference,
            insufficient: 'insufficient_lottery_points',
          });
          if (won.points > 0) {
            await ledger.post(trx, {
              memberId,
              wallet: 'points',
              amount: won.points,
              type: FUND_RECORD_TYPES.points_won_lottery,
              counterAccount: 'lottery_pool',
              reference,
            });
          }
          if (won.amountMinor > 0) {
            await ledger.post(trx, {
              memberId,
              wallet: 'balance',
              amount: won.amountMinor,
              type: FUND_RECORD_TYPES.balance_won_lottery,
              counterAccount: 'lottery_pool',
              reference,
            });
          }
          const wallets = await walletBalances(trx, memberId);
          return {
            drawId: draw.id,
            prize: won,
            costPoints: cost,
            pointsBalance: wallets.points,
            balanceMinor: wallets.balance,
          };
        },
      );
    },

    async recentWins(executor, language, limit) {
      const rows = await executor
        .selectFrom('lottery_draws as d')
        .innerJoin('members as m', 'm.id', 'd.member_id')
        .innerJoin('lottery_prizes as p', 'p.id', 'd.prize_id')
        .select([
          'd.id',
          'd.kind',
          'd.points_won',
          'd.amount_minor_won',
          'd.created_at',
          'm.phone',
          'p.names_json',
        ])
        .where('d.kind', 'in', ['points', 'balance'])
        .orderBy('d.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        phone: maskPhone(row.phone),
        prizeName: prizeName(row.names_json, language),
        kind: row.kind,
        points: row.points_won,
        amountMinor: row.amount_minor_won,
        createdAt: row.created_at,
      }));
    },

    async memberDraws(executor, memberId, language, page) {
      const rows = await executor
        .selectFrom('lottery_draws as d')
        .innerJoin('lottery_prizes as p', 'p.id', 'd.prize_id')
        .select([
          'd.id',
          'd.kind',
          'd.points_won',
          'd.amount_minor_won',
          'd.cost_points',
          'd.created_at',
          'p.names_json',
        ])
        .where('d.member_id', '=', memberId)
        .$if(page.beforeId !== undefined, (qb) => qb.where('d.id', '<', page.beforeId ?? 0))
        .orderBy('d.id', 'desc')
        .limit(page.limit)
        .execute();
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
