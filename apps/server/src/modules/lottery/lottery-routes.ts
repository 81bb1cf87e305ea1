import {
  adminLotteryPrizes,
  adminLotteryPrizeSave,
  lotteryDraw,
  lotteryPrizes,
  lotteryRecordsAll,
  lotteryRecordsUser,
  type Language,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { LotteryPrizesTable } from '../../platform/db/tables/engagement.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { compactTexts, operatorCents, wholePoints } from '../../platform/http/operator-input.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { economicProblemNow, type EconomicSettings } from '../economics/economic-settings.js';
import type { LotteryService } from './lottery-service.js';

export interface LotteryRouteDeps extends RouteDeps {
  lottery: LotteryService;
  settings: SettingsReader<EconomicSettings>;
}

async function adminPrizeRow(db: Executor, row: Selectable<LotteryPrizesTable>) {
  const { drawn } = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<number>().as('drawn'))
    .where('prize_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const names = JSON.parse(row.names_json) as Partial<Record<Language, string>>;
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
    drawn: Number(drawn),
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

  route(scope, deps, lotteryRecordsUser, async (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    const items = await lottery.memberDraws(db, member.id, member.language, {
      limit: input.limit,
      ...(beforeId === undefined ? {} : { beforeId }),
    });
    return pageFrom(items, input.limit, (item) => item.id);
  });

  route(scope, deps, adminLotteryPrizes, async () => {
    const rows = await db
      .selectFrom('lottery_prizes')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { items: await Promise.all(rows.map((row) => adminPrizeRow(db, row))) };
  });

  adminAction(scope, deps, adminLotteryPrizeSave, async (input, { now }, trx) => {
    const values = {
      names_json: JSON.stringify(compactTexts(input.names)),
      kind: input.kind,
      points: input.kind === 'points' ? wholePoints(input.amount) : 0,
      amount_minor: input.kind === 'balance' ? operatorCents(input.amount) : 0,
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
      ({ id } = await trx
        .insertInto('lottery_prizes')
        .values({ ...values, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const existing = await trx
        .selectFrom('lottery_prizes')
        .selectAll()
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!existing) throw new AppError('not_found');
      before = await adminPrizeRow(trx, existing);
      id = input.id;
      await trx.updateTable('lottery_prizes').set(values).where('id', '=', id).execute();
    }
    // A board whose unlimited prizes pay more than a draw costs is a money pump (docs/economics.md).
    const problem = await economicProblemNow(settings, trx);
    if (problem) throw new AppError(problem);
    const saved = await trx
      .selectFrom('lottery_prizes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
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
