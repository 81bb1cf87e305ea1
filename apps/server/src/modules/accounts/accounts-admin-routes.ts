import {
  adminMemberAdjust,
  adminMemberBan,
  adminMemberDetail,
  adminMemberFlags,
  adminMemberPostings,
  adminMembersSearch,
  adminMemberUnban,
  FUND_RECORD_TYPES,
  isFundRecordType,
  type AdminMemberRow,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { listMemberPostings, memberPostingsPage } from '../../ledger/index.js';
import type { Executor } from '../../platform/db/transaction.js';
import { memberLeg, type Ledger } from '../../ledger/index.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { operatorCents, wholePoints } from '../../platform/http/operator-input.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { AccountsService } from './accounts-service.js';
import { countTeamLevel, uplinesWithPhones } from './member-tree-repository.js';
import { adminMemberRow, searchMembers, setMemberFlags } from './members-admin-repository.js';
import { findMemberById } from './members-repository.js';

export interface AccountsAdminDeps extends RouteDeps {
  accounts: AccountsService;
  ledger: Ledger;
}

async function requireRow(db: Executor, memberId: number) {
  const row = await adminMemberRow(db, memberId);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The audit entry of a ban or unban: the status before and after. */
function statusAudit(action: string, before: AdminMemberRow, after: AdminMemberRow, reason: string) {
  return {
    action,
    targetKind: 'member',
    targetId: after.id,
    before: { status: before.status },
    after: { status: after.status },
    reason,
  };
}

export function accountsAdminRoutes(scope: FastifyInstance, deps: AccountsAdminDeps): void {
  const { db, accounts, ledger } = deps;

  route(scope, deps, adminMembersSearch, (input) => searchMembers(db, input));

  route(scope, deps, adminMemberDetail, async (input) => {
    const row = await requireRow(db, input.memberId);
    const member = await findMemberById(db, input.memberId);
    if (!member) throw new AppError('not_found');
    return {
      member: { ...row, language: member.language, banReason: member.ban_reason, bannedAt: member.banned_at },
      postings: await listMemberPostings(db, input.memberId, { limit: 20 }),
      upline: await uplinesWithPhones(db, input.memberId),
      downline: {
        level1: await countTeamLevel(db, input.memberId, 1),
        level2: await countTeamLevel(db, input.memberId, 2),
        level3: await countTeamLevel(db, input.memberId, 3),
      },
    };
  });

  route(scope, deps, adminMemberPostings, async (input) => {
    await requireRow(db, input.memberId);
    const types = input.type !== undefined && isFundRecordType(input.type) ? [input.type] : [];
    return memberPostingsPage(db, input.memberId, { types, page: input.page, pageSize: input.pageSize });
  });

  adminAction(scope, deps, adminMemberBan, async (input, _context, trx) => {
    const before = await requireRow(trx, input.memberId);
    await accounts.ban(trx, input.memberId, input.kind, input.reason);
    const after = await requireRow(trx, input.memberId);
    return { data: after, audit: statusAudit(`member.ban_${input.kind}`, before, after, input.reason) };
  });

  adminAction(scope, deps, adminMemberUnban, async (input, _context, trx) => {
    const before = await requireRow(trx, input.memberId);
    await accounts.unban(trx, input.memberId);
    const after = await requireRow(trx, input.memberId);
    return { data: after, audit: statusAudit('member.unban', before, after, input.reason) };
  });

  adminAction(scope, deps, adminMemberFlags, async (input, _context, trx) => {
    const before = await requireRow(trx, input.memberId);
    const changes = {
      ...(input.identityVerified === undefined ? {} : { identity_verified: input.identityVerified ? 1 : 0 }),
      ...(input.depositProhibited === undefined
        ? {}
        : { deposit_prohibited: input.depositProhibited ? 1 : 0 }),
      ...(input.vipLevel === undefined ? {} : { vip_level: input.vipLevel }),
    };
    if (Object.keys(changes).length === 0) throw new AppError('missing_parameters');
    await setMemberFlags(trx, input.memberId, changes);
    const after = await requireRow(trx, input.memberId);
    const pick = (row: typeof before) => ({
      identityVerified: row.identityVerified,
      depositProhibited: row.depositProhibited,
      vipLevel: row.vipLevel,
    });
    return {
      data: after,
      audit: {
        action: 'member.flags',
        targetKind: 'member',
        targetId: input.memberId,
        before: pick(before),
        after: pick(after),
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminMemberAdjust, async (input, { operator }, trx) => {
    await requireRow(trx, input.memberId);
    // Whole points, or decimal dollars turned into cents.
    const magnitude = input.wallet === 'points' ? wholePoints(input.amount) : operatorCents(input.amount);
    const credit = input.direction === 'credit';
    const posting = await ledger.post(trx, {
      ...memberLeg(input.memberId, input.wallet, credit ? magnitude : -magnitude),
      type: credit ? FUND_RECORD_TYPES.admin_top_up : FUND_RECORD_TYPES.admin_deduction,
      counterAccount: 'admin_adjustments',
      reference: { kind: 'operator', id: operator.id },
      memo: input.reason,
      insufficient:
        input.wallet === 'team_balance'
          ? 'insufficient_team_balance'
          : input.wallet === 'points'
            ? 'insufficient_points'
            : 'insufficient_user_balance',
    });
    return {
      data: { postingId: posting.entryId, balanceAfter: posting.balanceAfter },
      audit: {
        action: credit ? 'member.top_up' : 'member.deduct',
        targetKind: 'member',
        targetId: input.memberId,
        before: { [input.wallet]: posting.balanceAfter - posting.amount },
        after: { [input.wallet]: posting.balanceAfter, transferId: posting.transferId },
        reason: input.reason,
      },
    };
  });
}
