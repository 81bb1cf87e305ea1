import type { AdminMemberRow, CallPayload, adminMembersSearch } from '@cloudmine/api';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

function walletSum(kind: 'balance' | 'team_balance' | 'points') {
  return sql<number>`(select w.balance_minor from wallets w where w.member_id = m.id and w.kind = ${kind})`;
}

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
      walletSum('balance').as('balance'),
      walletSum('team_balance').as('team_balance'),
      walletSum('points').as('points'),
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

/** Phone prefix, exact id or exact invitation code; sorted and paged on the server. */
export async function searchMembers(db: Executor, filter: CallPayload<typeof adminMembersSearch>) {
  const query = filter.query;
  const base = db
    .selectFrom('members as m')
    .$if(query !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('m.phone', 'like', `${query.replace(/[%_\\]/g, '')}%`),
          eb('m.invitation_code', '=', query.toUpperCase()),
          ...(/^\d{1,15}$/.test(query) ? [eb('m.id', '=', Number(query))] : []),
        ]),
      ),
    );
  const filtered = base.$if(filter.status !== undefined, (qb) =>
    qb.where('m.status', '=', filter.status ?? 'active'),
  );
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  const ids = await filtered
    .select('m.id')
    .$call((qb) => {
      if (filter.sort === 'oldest') return qb.orderBy('m.id', 'asc');
      if (filter.sort === 'balance') return qb.orderBy(walletSum('balance'), 'desc').orderBy('m.id', 'desc');
      return qb.orderBy('m.id', 'desc');
    })
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const rows = ids.length
    ? await memberQuery(db)
        .where(
          'm.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, toRow(row)]));
  return {
    items: ids.flatMap((r) => byId.get(r.id) ?? []),
    total: Number(total),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function teamCounts(db: Executor, memberId: number) {
  const count = async (column: 'inviter_id' | 'upline2_id' | 'upline3_id') => {
    const { n } = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  return {
    level1: await count('inviter_id'),
    level2: await count('upline2_id'),
    level3: await count('upline3_id'),
  };
}

export async function uplineOf(db: Executor, memberId: number) {
  const member = await db
    .selectFrom('members')
    .select(['inviter_id', 'upline2_id', 'upline3_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) return [];
  const chain = [member.inviter_id, member.upline2_id, member.upline3_id];
  const ids = chain.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('members').select(['id', 'phone']).where('id', 'in', ids).execute();
  return chain.flatMap((id, index) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ level: index + 1, id: row.id, phone: row.phone }] : [];
  });
}
