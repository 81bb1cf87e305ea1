import { adminWithdrawalApprove, adminWithdrawalReject, adminWithdrawalsList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { toWithdrawalRecord, type WithdrawalRow, type WithdrawalsService } from './withdrawals-service.js';

export interface WithdrawalsAdminDeps extends RouteDeps {
  withdrawals: WithdrawalsService;
}

/** Operator rows: the account in full (they pay to it), the member's phone and the state history. */
async function adminRows(db: Executor, rows: WithdrawalRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const memberIds = [...new Set(rows.map((row) => row.member_id))];
  const phones = new Map(
    (await db.selectFrom('members').select(['id', 'phone']).where('id', 'in', memberIds).execute()).map(
      (m) => [m.id, m.phone],
    ),
  );
  const events = await db
    .selectFrom('withdrawal_events')
    .selectAll()
    .where('withdrawal_id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...toWithdrawalRecord(row),
    memberId: row.member_id,
    phone: phones.get(row.member_id) ?? '',
    account: row.account,
    holderName: row.holder_name,
    accountPhone: row.phone,
    history: events
      .filter((event) => event.withdrawal_id === row.id)
      .map((event) => ({
        fromState: event.from_state,
        toState: event.to_state,
        actor: event.actor,
        reason: event.reason,
        at: event.created_at,
      })),
  }));
}

async function adminRow(db: Executor, row: WithdrawalRow) {
  const [result] = await adminRows(db, [row]);
  if (!result) throw new Error('a withdrawal row maps to one operator row');
  return result;
}

export function withdrawalsAdminRoutes(scope: FastifyInstance, deps: WithdrawalsAdminDeps): void {
  const { db, withdrawals } = deps;

  route(scope, deps, adminWithdrawalsList, async (input) => {
    const base = db
      .selectFrom('withdrawals')
      .$if(input.state !== undefined, (qb) => qb.where('state', '=', input.state ?? 'under_review'))
      .$if(input.memberId !== undefined, (qb) => qb.where('member_id', '=', input.memberId ?? 0));
    const totals = await base
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`coalesce(sum(amount_minor), 0)`.as('amount'),
      ])
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', input.order === 'oldest' ? 'asc' : 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return {
      items: await adminRows(db, rows),
      total: Number(totals.total),
      totalAmountMinor: Number(totals.amount),
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  adminAction(scope, deps, adminWithdrawalApprove, async (input, { operator }, trx) => {
    const row = await withdrawals.approve(
      trx,
      input.withdrawalId,
      `operator:${operator.id}`,
      input.reason ?? null,
    );
    return {
      data: await adminRow(trx, row),
      audit: {
        action: 'withdrawal.approve',
        targetKind: 'withdrawal',
        targetId: row.id,
        before: { state: 'under_review' },
        after: { state: row.state, amountMinor: row.amount_minor, account: row.account },
        reason: input.reason ?? null,
      },
    };
  });

  adminAction(scope, deps, adminWithdrawalReject, async (input, { operator }, trx) => {
    const row = await withdrawals.reject(trx, input.withdrawalId, `operator:${operator.id}`, input.reason);
    return {
      data: await adminRow(trx, row),
      audit: {
        action: 'withdrawal.reject',
        targetKind: 'withdrawal',
        targetId: row.id,
        before: { state: 'under_review' },
        after: { state: row.state, refundedMinor: row.total_minor },
        reason: input.reason,
      },
    };
  });
}
