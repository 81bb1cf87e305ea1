import type { CallDef, CallPayload, CallResponse } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { inTransaction, type Trx } from '../db/transaction.js';
import { invariant } from '../errors.js';
import { runOnce } from '../../ledger/idempotency.js';
import type { AuditRecord } from './audit-record.js';
import { route, type CallContext, type RouteDeps } from './routes.js';

export type AdminActionHandler<C extends CallDef> = (
  input: CallPayload<C>,
  context: CallContext<'operator'>,
  trx: Trx,
) => Promise<{
  data: CallResponse<C>;
  audit: AuditRecord | AuditRecord[];
  /**
   * Runs once the change is committed (telling every node that settings changed, an SMS to the
   * member); the answer waits for it.
   */
  afterCommit?: () => void | Promise<void>;
}>;

/**
 * An operator call that changes something: the change and its audit entry are one transaction, so
 * no action happens without its record. Money-moving calls also run at most once per idempotency key.
 */
export function adminAction<C extends CallDef>(
  scope: FastifyInstance,
  deps: RouteDeps,
  call: C,
  handler: AdminActionHandler<C>,
): void {
  invariant(call.auth === 'operator', `${call.path} is not an operator call`);
  const declared = call.audit;
  invariant(declared !== undefined, `${call.path} must declare its audit actions in the contract`);
  route(scope, deps, call, async (input, context) => {
    const operatorContext = context as unknown as CallContext<'operator'>;
    const operator = operatorContext.operator;
    let afterCommit: (() => void | Promise<void>) | undefined;
    const work = async (trx: Trx) => {
      const answer = await handler(input, operatorContext, trx);
      const records = Array.isArray(answer.audit) ? answer.audit : [answer.audit];
      for (const record of records) {
        invariant(declared.includes(record.action), `${call.path} wrote undeclared audit ${record.action}`);
      }
      await deps.audit(trx, operator, context, records);
      afterCommit = answer.afterCommit;
      return answer.data;
    };
    if (!call.moneyMoving) {
      const data = await inTransaction(deps.db, work);
      await afterCommit?.();
      return data;
    }
    const { idempotencyKey, ...payload } = input as { idempotencyKey: string };
    const data = await runOnce<C['response']>(
      deps.db,
      {
        owner: `operator:${operator.id}`,
        key: idempotencyKey,
        call: call.path,
        payload,
        now: context.now,
        answer: call.response,
      },
      work,
    );
    await afterCommit?.();
    return data;
  });
}
