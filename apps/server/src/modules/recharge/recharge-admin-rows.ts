import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { withMemberPhones } from '../accounts/index.js';
import {
  adminRechargesCredit,
  adminRechargesPage,
  findRechargeWithChannel,
  type AdminRechargeFilter,
  type RechargeWithChannel,
} from './recharge-repository.js';
import { toRechargeRecord } from './recharge-service.js';

/** Operator rows: the member's phone, the failure reason, who resolved it and the gateway's trade. */
async function toAdminRecharges(db: Executor, rows: RechargeWithChannel[]) {
  return withMemberPhones(db, rows, (row, phone) => ({
    ...toRechargeRecord(row),
    memberId: row.member_id,
    phone,
    failureReason: row.failure_reason,
    resolvedBy: row.resolved_by,
    gatewayTradeNo: row.gateway_trade_no,
  }));
}

export async function adminRecharge(db: Executor, id: number) {
  const row = await findRechargeWithChannel(db, id);
  if (!row) throw new AppError('not_found');
  const [result] = await toAdminRecharges(db, [row]);
  if (!result) throw new AppError('not_found');
  return result;
}

/** One page of orders for operators, and what every order matching the filter credits. */
export async function adminRechargesList(
  db: Executor,
  input: AdminRechargeFilter & { page: number; pageSize: number },
) {
  const page = await adminRechargesPage(db, input);
  return {
    ...page,
    items: await toAdminRecharges(db, page.items),
    totalCreditMinor: await adminRechargesCredit(db, input),
  };
}
