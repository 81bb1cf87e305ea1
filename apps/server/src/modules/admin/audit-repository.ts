import type { AuditEntry, CallPayload, adminAuditList } from '@cloudmine/api';
import { z } from 'zod';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import type { AuditWriter } from '../../platform/http/audit-record.js';
import { adminPage } from '../../platform/http/paging.js';
import { instantInput } from '../../platform/instant-input.js';
import type { Executor } from '../../platform/db/transaction.js';

/** The append-only audit log (`audit_log`): triggers refuse UPDATE and DELETE on both engines. */

/** The writer `adminAction` is given (RouteDeps.audit): one row per record, in the action's transaction. */
export const writeAudit: AuditWriter = async (trx, operator, context, records) => {
  if (records.length === 0) return;
  await trx
    .insertInto('audit_log')
    .values(
      records.map((record) => ({
        operator_id: operator.id,
        action: record.action,
        target_kind: record.targetKind,
        target_id: String(record.targetId),
        before_json: record.before === undefined ? null : JSON.stringify(record.before),
        after_json: record.after === undefined ? null : JSON.stringify(record.after),
        reason: record.reason ?? null,
        ip: context.ip,
        created_at: context.now.toISOString(),
      })),
    )
    .execute();
};

/** What an action recorded before or after: any JSON value, shown to operators as it was written. */
const recordedState = z.unknown();

function storedState(json: string | null, column: string): unknown {
  return json === null ? null : parseStoredJson(recordedState, json, column);
}

export function listAudit(
  db: Executor,
  filter: CallPayload<typeof adminAuditList>,
): Promise<{ items: AuditEntry[]; total: number; page: number; pageSize: number }> {
  // Typed instants are compared as stored text: normalised first, and refused when not an instant.
  const from = filter.from ? instantInput(filter.from) : null;
  const to = filter.to ? instantInput(filter.to) : null;
  const query = db
    .selectFrom('audit_log as a')
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .$if(filter.operatorId !== undefined, (qb) => qb.where('a.operator_id', '=', filter.operatorId ?? 0))
    .$if(Boolean(filter.action), (qb) => qb.where('a.action', '=', filter.action ?? ''))
    .$if(Boolean(filter.targetKind), (qb) => qb.where('a.target_kind', '=', filter.targetKind ?? ''))
    .$if(Boolean(filter.targetId), (qb) => qb.where('a.target_id', '=', filter.targetId ?? ''))
    .$if(from !== null, (qb) => qb.where('a.created_at', '>=', from ?? ''))
    .$if(to !== null, (qb) => qb.where('a.created_at', '<', to ?? ''));
  return adminPage(
    query,
    filter,
    (qb) =>
      qb
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
        .orderBy('a.id', 'desc'),
    (row) => ({
      id: row.id,
      operatorId: row.operator_id,
      operatorUsername: row.username,
      action: row.action,
      targetKind: row.target_kind,
      targetId: row.target_id,
      before: storedState(row.before_json, 'audit_log.before_json'),
      after: storedState(row.after_json, 'audit_log.after_json'),
      reason: row.reason,
      ip: row.ip,
      createdAt: row.created_at,
    }),
  );
}
