import { sql } from 'kysely';
import type { AdminMemberRow, CallPayload, adminMembersSearch } from '@cloudmine/api';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';
import { walletBalanceOf } from '../../ledger/index.js';

/** The operator console's view of members: search, one member's row, and the flags it sets. */

function memberQuery(db: Executor) {
  return db
    .selectFrom('members as m')
    .select([
      'm.id',
      'm.phone',
      'm.nickname',
      'm.invitation_code',
      'm.inviter_id',
      'm.vip_level',
      'm.status',
      'm.identity_verified',
      'm.deposit_prohibited',
      'm.created_at',
      'm.last_login_at',
      walletBalanceOf(sql.ref('m.id'), 'balance').as('balance'),
      walletBalanceOf(sql.ref('m.id'), 'team_balance').as('team_balance'),
      walletBalanceOf(sql.ref('m.id'), 'points').as('points'),
    ]);
}

type MemberQueryRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

function toRow(row: MemberQueryRow): AdminMemberRow {
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    invitationCode: row.invitation_code,
    inviterId: row.inviter_id,
    vipLevel: row.vip_level,
    status: row.status,
    identityVerified: row.identity_verified === 1,
    depositProhibited: row.deposit_prohibited === 1,
    balanceMinor: Number(row.balance ?? 0),
    teamBalanceMinor: Number(row.team_balance ?? 0),
    points: Number(row.points ?? 0),
    registeredAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export async function adminMemberRow(db: Executor, memberId: number): Promise<AdminMemberRow | undefined> {
  const row = await memberQuery(db).where('m.id', '=', memberId).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/**
 * Phone prefix, exact id or exact invitation code; sorted and paged on the server. The page's ids
 * are chosen first, then their rows (with the wallet balances) read for those ids only.
 */
export async function searchMembers(db: Executor, filter: CallPayload<typeof adminMembersSearch>) {
  const query = filter.query;
  const filtered = db
    .selectFrom('members as m')
    .$if(query !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('m.phone', 'like', `${query.replace(/[%_\\]/g, '')}%`),
          eb('m.invitation_code', '=', query.toUpperCase()),
          ...(/^\d{1,15}$/.test(query) ? [eb('m.id', '=', Number(query))] : []),
        ]),
      ),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('m.status', '=', filter.status ?? 'active'));
  const page = await adminPage(
    filtered,
    filter,
    (qb) =>
      qb.select('m.id').$call((ordered) => {
        if (filter.sort === 'oldest') return ordered.orderBy('m.id', 'asc');
        if (filter.sort === 'balance')
          return ordered.orderBy(walletBalanceOf(sql.ref('m.id'), 'balance'), 'desc').orderBy('m.id', 'desc');
        return ordered.orderBy('m.id', 'desc');
      }),
    (row) => row.id,
  );
  const rows = page.items.length ? await memberQuery(db).where('m.id', 'in', page.items).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, toRow(row)]));
  return { ...page, items: page.items.flatMap((id) => byId.get(id) ?? []) };
}

/** The console's member flags, only those given. */
export async function setMemberFlags(
  trx: Trx,
  memberId: number,
  changes: { identity_verified?: number; deposit_prohibited?: number; vip_level?: number },
): Promise<void> {
  await trx.updateTable('members').set(changes).where('id', '=', memberId).execute();
}
