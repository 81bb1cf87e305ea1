import * as adminAudit from './contract/admin/audit.js';
import * as adminBargain from './contract/admin/bargain.js';
import * as adminAuth from './contract/admin/auth.js';
import * as adminBanks from './contract/admin/banks.js';
import * as adminDashboard from './contract/admin/dashboard.js';
import * as adminExports from './contract/admin/exports.js';
import * as adminJobs from './contract/admin/jobs.js';
import * as adminContent from './contract/admin/content.js';
import * as adminCoupons from './contract/admin/coupons.js';
import * as adminFunds from './contract/admin/funds.js';
import * as adminLottery from './contract/admin/lottery.js';
import * as adminMall from './contract/admin/mall.js';
import * as adminMembers from './contract/admin/members.js';
import * as adminOperators from './contract/admin/operators.js';
import * as adminPayments from './contract/admin/payments.js';
import * as adminPledge from './contract/admin/pledge.js';
import * as adminRedpacks from './contract/admin/redpacks.js';
import * as adminSettings from './contract/admin/settings.js';
import * as adminWithdrawals from './contract/admin/withdrawals.js';
import * as adminVerification from './contract/admin/verification.js';
import * as adminSupport from './contract/admin/support.js';
import * as accounts from './contract/accounts.js';
import * as security from './contract/security.js';
import * as checkin from './contract/checkin.js';
import * as content from './contract/content.js';
import * as coupons from './contract/coupons.js';
import * as exchange from './contract/exchange.js';
import * as bargain from './contract/bargain.js';
import * as team from './contract/team.js';
import * as bank from './contract/bank.js';
import * as earnings from './contract/earnings.js';
import * as fundsRecord from './contract/funds-record.js';
import * as payment from './contract/payment.js';
import * as withdraw from './contract/withdraw.js';
import * as funds from './contract/funds.js';
import * as lottery from './contract/lottery.js';
import * as mall from './contract/mall.js';
import * as messages from './contract/messages.js';
import * as pledge from './contract/pledge.js';
import * as redpacks from './contract/redpacks.js';
import * as maintenance from './contract/maintenance.js';
import * as verification from './contract/verification.js';
import * as support from './contract/support.js';
import type { CallDef } from './contract/define.js';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (value): value is CallDef =>
      typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value,
  );
}

/** Every call of the member API: the server checks each has a route, and the OpenAPI document lists them. */
export const MEMBER_CALLS: readonly CallDef[] = [
  ...callsOf(accounts),
  ...callsOf(security),
  ...callsOf(content),
  ...callsOf(coupons),
  ...callsOf(checkin),
  ...callsOf(exchange),
  ...callsOf(lottery),
  ...callsOf(redpacks),
  ...callsOf(messages),
  ...callsOf(team),
  ...callsOf(bargain),
  ...callsOf(payment),
  ...callsOf(bank),
  ...callsOf(withdraw),
  ...callsOf(fundsRecord),
  ...callsOf(earnings),
  ...callsOf(mall),
  ...callsOf(pledge),
  ...callsOf(funds),
  ...callsOf(maintenance),
  ...callsOf(verification),
  ...callsOf(support),
];

/** Every call of the operator API under /api/admin. */
export const ADMIN_CALLS: readonly CallDef[] = [
  ...callsOf(adminAuth),
  ...callsOf(adminOperators),
  ...callsOf(adminAudit),
  ...callsOf(adminDashboard),
  ...callsOf(adminExports),
  ...callsOf(adminSettings),
  ...callsOf(adminMembers),
  ...callsOf(adminCoupons),
  ...callsOf(adminContent),
  ...callsOf(adminLottery),
  ...callsOf(adminRedpacks),
  ...callsOf(adminBargain),
  ...callsOf(adminPayments),
  ...callsOf(adminWithdrawals),
  ...callsOf(adminBanks),
  ...callsOf(adminMall),
  ...callsOf(adminPledge),
  ...callsOf(adminFunds),
  ...callsOf(adminJobs),
  ...callsOf(adminVerification),
  ...callsOf(adminSupport),
];

export const ALL_CALLS: readonly CallDef[] = [...MEMBER_CALLS, ...ADMIN_CALLS];
