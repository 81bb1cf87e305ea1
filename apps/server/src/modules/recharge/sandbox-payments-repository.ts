import type { Insertable, Selectable } from 'kysely';
import type { SandboxPaymentsTable } from '../../platform/db/tables/recharge.js';
import type { Executor } from '../../platform/db/transaction.js';

/** The sandbox gateway's own books: `sandbox_payments`, its payments and its callback outbox. */

export type SandboxPayment = Selectable<SandboxPaymentsTable>;

export function findSandboxPayment(db: Executor, orderNo: string): Promise<SandboxPayment | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** Opens the payment of an order once; a second call for the same order changes nothing. */
export async function insertSandboxPayment(
  db: Executor,
  values: Omit<Insertable<SandboxPaymentsTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('sandbox_payments')
    .values(values)
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();
}

/** The tester's Pay or Fail on a pending payment; answers false when it was decided already. */
export async function decideSandboxPayment(
  db: Executor,
  orderNo: string,
  outcome: 'paid' | 'failed',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ state: outcome, decided_at: at, next_attempt_at: at })
    .where('order_no', '=', orderNo)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims the next delivery attempt of an undelivered payment until `leaseUntil`: of several nodes
 * looking at the same row, only the one that moves `attempts` on from what it read sends.
 */
export async function claimDeliveryAttempt(
  db: Executor,
  payment: Pick<SandboxPayment, 'id' | 'attempts'>,
  leaseUntil: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('sandbox_payments')
    .set({ attempts: payment.attempts + 1, next_attempt_at: leaseUntil })
    .where('id', '=', payment.id)
    .where('attempts', '=', payment.attempts)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function recordDeliveryAttempt(
  db: Executor,
  id: number,
  outcome: Pick<SandboxPayment, 'last_status' | 'delivered_at' | 'next_attempt_at'>,
): Promise<void> {
  await db.updateTable('sandbox_payments').set(outcome).where('id', '=', id).execute();
}

/** Undelivered callbacks whose next attempt is due at `now`, the longest waiting first. */
export function dueSandboxPayments(db: Executor, now: string, limit: number): Promise<SandboxPayment[]> {
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', 'is not', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}
