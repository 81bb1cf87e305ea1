import { adminBankSave, adminBanksList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError, invariant } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import {
  bankNameTaken,
  findAdminBank,
  insertBank,
  listAdminBanks,
  updateBank,
  type AdminBankRow,
} from './bank-cards-repository.js';

function toAdminBank(row: AdminBankRow) {
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
    items: (await listAdminBanks(db)).map(toAdminBank),
  }));

  adminAction(scope, deps, adminBankSave, async (input, { now }, trx) => {
    if (await bankNameTaken(trx, input.name, input.id)) throw new AppError('parameter_error');
    const values = { name: input.name, enabled: input.enabled ? 1 : 0, sort_order: input.sortOrder };
    let before = null;
    let id: number;
    if (input.id === undefined) {
      id = await insertBank(trx, { ...values, created_at: now.toISOString() });
    } else {
      const existing = await findAdminBank(trx, input.id);
      if (!existing) throw new AppError('not_found');
      before = toAdminBank(existing);
      id = existing.id;
      await updateBank(trx, id, values);
    }
    const saved = await findAdminBank(trx, id);
    invariant(saved, 'the saved bank is there');
    const after = toAdminBank(saved);
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
