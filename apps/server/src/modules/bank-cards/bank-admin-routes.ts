import { adminBankSave, adminBanksList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';

function banksQuery(db: Executor) {
  return db
    .selectFrom('banks as b')
    .selectAll('b')
    .select(sql<number>`(select count(*) from bank_cards c where c.bank_id = b.id)`.as('cards'));
}

type BankSource = Awaited<ReturnType<ReturnType<typeof banksQuery>['executeTakeFirstOrThrow']>>;

function toAdminBank(row: BankSource) {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled === 1,
    sortOrder: row.sort_order,
    cards: Number(row.cards),
    createdAt: row.created_at,
  };
}

export function bankAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(scope, deps, adminBanksList, async () => ({
    items: (await banksQuery(db).orderBy('b.sort_order').orderBy('b.name').execute()).map(toAdminBank),
  }));

  adminAction(scope, deps, adminBankSave, async (input, { now }, trx) => {
    const clash = await trx
      .selectFrom('banks')
      .select('id')
      .where('name', '=', input.name)
      .$if(input.id !== undefined, (qb) => qb.where('id', '!=', input.id ?? 0))
      .executeTakeFirst();
    if (clash) throw new AppError('parameter_error');
    const values = { name: input.name, enabled: input.enabled ? 1 : 0, sort_order: input.sortOrder };
    let before = null;
    let id: number;
    if (input.id === undefined) {
      ({ id } = await trx
        .insertInto('banks')
        .values({ ...values, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      const existing = await banksQuery(trx).where('b.id', '=', input.id).executeTakeFirst();
      if (!existing) throw new AppError('not_found');
      before = toAdminBank(existing);
      id = existing.id;
      await trx.updateTable('banks').set(values).where('id', '=', id).execute();
    }
    const after = toAdminBank(await banksQuery(trx).where('b.id', '=', id).executeTakeFirstOrThrow());
    return {
      data: after,
      audit: {
        action: input.id === undefined ? 'bank.create' : 'bank.update',
        targetKind: 'bank',
        targetId: id,
        before,
        after,
        reason: input.reason,
      },
    };
  });
}
