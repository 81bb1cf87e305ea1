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
  MoneyError,
  parseDecimal,
  type Language,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { listMemberPostings } from '../../ledger/postings-repository.js';
import type { Ledger } from '../../ledger/ledger.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { AccountsService } from './accounts-service.js';
import { adminMemberRow, searchMembers, teamCounts, uplineOf } from './members-admin-repository.js';
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

/** Whole points, or decimal dollars turned into cents. */
function parseAdjustment(wallet: 'balance' | 'team_balance' | 'points', amount: string): number {
  if (wallet === 'points') {
    if (!/^[1-9]\d{0,11}$/.test(amount)) throw new AppError('enter_integer');
    return Number(amount);
  }
  try {
    const cents = parseDecimal(amount);
    if (cents <= 0) throw new AppError('parameter_error');
    return cents;
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError('parameter_error');
    throw error;
  }
}

export function accountsAdminRoutes(scope: FastifyInstance, deps: AccountsAdminDeps): void {
  const { db, accounts, ledger } = deps;

  route(scope, deps, adminMembersSearch, (input) => searchMembers(db, input));

  route(scope, deps, adminMemberDetail, async (input) => {
    const row = await requireRow(db, input.memberId);
    const member = await findMemberById(db, input.memberId);
    if (!member) throw new AppError('not_found');
    const postings = await listMemberPostings(db, input.memberId, { limit: 20 });
    return {
      member: {
        ...row,
        language: member.language as Language,
        banReason: member.ban_reason,
        bannedAt: member.banned_at,
      },
      postings,
      upline: await uplineOf(db, input.memberId),
      downline: await teamCounts(db, input.memberId),
    };
  });

  route(scope, deps, adminMemberPostings, async (input) => {
    await requireRow(db, input.memberId);
    const types = input.type !== undefined && isFundRecordType(input.type) ? [input.type] : [];
    const base = db
      .selectFrom('ledger_entries')
      .where('member_id', '=', input.memberId)
      .$if(types.length > 0, (qb) => qb.where('type', 'in', types));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'id',
        'type',
        'wallet_kind',
        'amount_minor',
        'balance_after_minor',
        'reference_kind',
        'reference_id',
        'created_at',
      ])
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return {
      total: Number(total),
      page: input.page,
      pageSize: input.pageSize,
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        wallet: row.wallet_kind ?? 'balance',
        amount: row.amount_minor,
        balanceAfter: row.balance_after_minor ?? 0,
        referenceKind: row.reference_kind,
        referenceId: row.reference_id,
        createdAt: row.created_at,
      })),
    };
  });

  adminAction(scope, deps, adminMemberBan, async (input, _context, trx) => {
    const before = await requireRow(trx, input.memberId);
    await accounts.ban(trx, input.memberId, input.kind, input.reason);
    const after = await requireRow(trx, input.memberId);
    return {
      data: after,
      audit: {
        action: `member.ban_${input.kind}`,
        targetKind: 'member',
        targetId: input.memberId,
        before: { status: before.status },
        after: { status: after.status },
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminMemberUnban, async (input, _context, trx) => {
    const before = await requireRow(trx, input.memberId);
    await accounts.unban(trx, input.memberId);
    const after = await requireRow(trx, input.memberId);
    return {
      data: after,
      audit: {
        action: 'member.unban',
        targetKind: 'member',
        targetId: input.memberId,
        before: { status: before.status },
        after: { status: after.status },
        reason: input.reason,
      },
    };
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
    await trx.updateTable('members').set(changes).where('id', '=', input.memberId).execute();
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
    const magnitude = parseAdjustment(input.wallet, input.amount);
    const credit = input.direction === 'credit';
    const posting = await ledger.post(trx, {
      memberId: input.memberId,
      wallet: input.wallet,
      amount: credit ? magnitude : -magnitude,
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
