import {
  adminLotteryPrizes,
  adminLotteryPrizeSave,
  lotteryDraw,
  lotteryPrizes,
  lotteryRecordsAll,
  lotteryRecordsUser,
  toMinor,
  toPoints,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { memberPage } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { compactTexts, operatorCents, wholePoints } from '../../platform/http/operator-input.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { economicProblemNow, type EconomicSettings } from '../economics/index.js';
import {
  activePrizeOdds,
  drawsOfPrize,
  findPrize,
  insertPrizes,
  listPrizes,
  updatePrize,
  type PrizeRow,
} from './lottery-repository.js';
import { prizeNames, type LotteryService } from './lottery-service.js';

export interface LotteryRouteDeps extends RouteDeps {
  lottery: LotteryService;
  settings: SettingsReader<EconomicSettings>;
}

async function adminPrizeRow(db: Executor, row: PrizeRow) {
  const names = prizeNames(row.names_json);
  return {
    id: row.id,
    names: { en: names.en ?? '', zh: names.zh ?? '', bd: names.bd ?? '' },
    kind: row.kind,
    points: row.points,
    amountMinor: row.amount_minor,
    weight: row.weight,
    stock: row.stock,
    imageUrl: row.image_url,
    sortOrder: row.sort_order,
    active: row.active === 1,
    drawn: await drawsOfPrize(db, row.id),
    updatedAt: row.updated_at,
  };
}

export function lotteryRoutes(scope: FastifyInstance, deps: LotteryRouteDeps): void {
  const { db, lottery, settings } = deps;

  route(scope, deps, lotteryPrizes, (_input, { member }) => lottery.prizes(member.id, member.language));

  route(scope, deps, lotteryDraw, (input, { member }) =>
    lottery.draw(member.id, member.language, input.idempotencyKey),
  );

  route(scope, deps, lotteryRecordsAll, async (input, { member }) => ({
    items: await lottery.recentWins(db, member.language, input.limit),
  }));

  route(scope, deps, lotteryRecordsUser, (input, { member }) =>
    memberPage(input, (page) => lottery.memberDraws(db, member.id, member.language, page)),
  );

  route(scope, deps, adminLotteryPrizes, async () => {
    const rows = await listPrizes(db, 'all');
    return { items: await Promise.all(rows.map((row) => adminPrizeRow(db, row))) };
  });

  adminAction(scope, deps, adminLotteryPrizeSave, async (input, { now }, trx) => {
    const values = {
      names_json: JSON.stringify(compactTexts(input.names)),
      kind: input.kind,
      points: toPoints(input.kind === 'points' ? wholePoints(input.amount) : 0),
      amount_minor: input.kind === 'balance' ? operatorCents(input.amount) : toMinor(0),
      weight: input.weight,
      stock: input.stock,
      image_url: input.imageUrl,
      sort_order: input.sortOrder,
      active: input.active ? 1 : 0,
      updated_at: now.toISOString(),
    };
    let before: Awaited<ReturnType<typeof adminPrizeRow>> | undefined;
    let id: number;
    if (input.id === undefined) {
      const [created] = await insertPrizes(trx, [{ ...values, created_at: now.toISOString() }]);
      invariant(created !== undefined, 'the new prize has an id');
      id = created;
    } else {
      const existing = await findPrize(trx, input.id);
      if (!existing) throw new AppError('not_found');
      before = await adminPrizeRow(trx, existing);
      id = input.id;
      await updatePrize(trx, id, values);
    }
    // A board whose unlimited prizes pay more than a draw costs is a money pump (docs/economics.md).
    const problem = await economicProblemNow(settings, await activePrizeOdds(trx));
    if (problem) throw new AppError(problem);
    const saved = await findPrize(trx, id);
    invariant(saved, `prize ${id} was just saved`);
    const after = await adminPrizeRow(trx, saved);
    return {
      data: after,
      audit: {
        action: input.id === undefined ? 'lottery.prize_create' : 'lottery.prize_update',
        targetKind: 'lottery_prize',
        targetId: id,
        before,
        after,
        reason: input.reason,
      },
    };
  });
}
