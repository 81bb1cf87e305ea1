import { withdrawApply, withdrawHint, withdrawInfo, withdrawRecords } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { WithdrawalApplications } from './withdrawal-applications.js';

export interface WithdrawalsRouteDeps extends RouteDeps {
  withdrawals: WithdrawalApplications;
}

export function withdrawalsRoutes(scope: FastifyInstance, deps: WithdrawalsRouteDeps): void {
  const { db, withdrawals } = deps;

  route(scope, deps, withdrawHint, (_input, { member }) => withdrawals.hint(member.language));

  route(scope, deps, withdrawInfo, (_input, { member }) => withdrawals.info(member.id));

  route(scope, deps, withdrawApply, (input, { member }) =>
    withdrawals.apply(member.id, {
      method: input.method,
      amountMinor: input.amount,
      fundPassword: input.fundPassword,
      totpCode: input.totpCode,
      idempotencyKey: input.idempotencyKey,
    }),
  );

  route(scope, deps, withdrawRecords, async (input, { member }) => {
    const items = await withdrawals.list(db, member.id, {
      state: input.state,
      limit: input.limit,
      beforeId: decodeCursor(input.cursor),
    });
    return pageFrom(items, input.limit, (item) => item.id);
  });
}
