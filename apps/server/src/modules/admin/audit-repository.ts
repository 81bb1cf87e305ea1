import type { AuditEntry, CallPayload, adminAuditList } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { instantInput } from '../../platform/instant-input.js';

function parse(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

export async function listAudit(
  db: Executor,
  filter: CallPayload<typeof adminAuditList>,
): Promise<{ items: AuditEntry[]; total: number; page: number; pageSize: number }> {
  // Typed instants are compared as stored text: normalised first, and refused when not an instant.
  const from = filter.from ? instantInput(filter.from) : null;
  const to = filter.to ? instantInput(filter.to) : null;
  const base = db
    .selectFrom('audit_log as a')
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .$if(filter.operatorId !== undefined, (qb) => qb.where('a.operator_id', '=', filter.operatorId ?? 0))
    .$if(Boolean(filter.action), (qb) => qb.where('a.action', '=', filter.action ?? ''))
    .$if(Boolean(filter.targetKind), (qb) => qb.where('a.target_kind', '=', filter.targetKind ?? ''))
    .$if(Boolean(filter.targetId), (qb) => qb.where('a.target_id', '=', filter.targetId ?? ''))
    .$if(from !== null, (qb) => qb.where('a.created_at', '>=', from ?? ''))
    .$if(to !== null, (qb) => qb.where('a.created_at', '<', to ?? ''));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'a.id',
      'a.operator_id',
      'o.username',
      'a.action',
      'a.target_kind',
      'a.target_id',
      'a.before_json',
      'a.after_json',
      'a.reason',
      'a.ip',
      'a.created_at',
    ])
    .orderBy('a.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    total: Number(total),
    page: filter.page,
    pageSize: filter.pageSize,
    items: rows.map((row) => ({
      id: row.id,
      operatorId: row.operator_id,
      operatorUsername: row.username,
      action: row.action,
      targetKind: row.target_kind,
      targetId: row.target_id,
      before: parse(row.before_json),
      after: parse(row.after_json),
      reason: row.reason,
      ip: row.ip,
      createdAt: row.created_at,
    })),
  };
}
