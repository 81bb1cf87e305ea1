import type { Language, UserInfo } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import type { MembersTable } from '../../platform/db/tables/accounts.js';
import { walletBalances } from '../../ledger/postings-repository.js';

export type MemberRow = Selectable<MembersTable>;

export function findMemberByPhone(db: Executor, phone: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findMemberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByInvitationCode(db: Executor, code: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('invitation_code', '=', code).executeTakeFirst();
}

export async function invitationCodeTaken(db: Executor, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('invitation_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewMember {
  phone: string;
  passwordHash: string;
  nickname: string;
  invitationCode: string;
  inviter: Pick<MemberRow, 'id' | 'inviter_id' | 'upline2_id'> | null;
  language: Language;
  registeredOn: string;
  createdAt: string;
}

/** Places the member under the inviter, three team levels deep. */
export async function insertMember(db: Executor, member: NewMember): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({
      phone: member.phone,
      password_hash: member.passwordHash,
      fund_password_hash: null,
      nickname: member.nickname,
      invitation_code: member.invitationCode,
      inviter_id: member.inviter?.id ?? null,
      upline2_id: member.inviter?.inviter_id ?? null,
      upline3_id: member.inviter?.upline2_id ?? null,
      language: member.language,
      ban_reason: null,
      banned_at: null,
      registered_on: member.registeredOn,
      created_at: member.createdAt,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function avatarUrl(member: Pick<MemberRow, 'id' | 'avatar_version'>): string | null {
  return member.avatar_version > 0 ? `/media/avatars/${member.id}?v=${member.avatar_version}` : null;
}

export async function loadUserInfo(db: Executor, memberId: number): Promise<UserInfo> {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const balances = await walletBalances(db, memberId);
  return {
    id: member.id,
    phone: member.phone,
    nickname: member.nickname,
    avatarUrl: avatarUrl(member),
    invitationCode: member.invitation_code,
    vipLevel: member.vip_level,
    language: member.language as Language,
    balanceMinor: balances.balance,
    teamBalanceMinor: balances.team_balance,
    points: balances.points,
    hasFundPassword: member.fund_password_hash !== null,
    identityVerified: member.identity_verified === 1,
    registeredAt: member.created_at,
  };
}

export function defaultNickname(phone: string): string {
  return `Miner ${phone.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------
// For the product and engagement modules (mall, pledge, funds, investments, bargain, lottery,
// redpacks, coupons, admin member orders): the narrow member reads and the one write they need.
// ---------------------------------------------------------------------------------------------

/** What buying, pledging, investing and bargaining decide on: VIP level, the three uplines, registration. */
export type MemberStanding = Pick<
  MemberRow,
  'id' | 'vip_level' | 'inviter_id' | 'upline2_id' | 'upline3_id' | 'registered_on'
>;

const STANDING = ['id', 'vip_level', 'inviter_id', 'upline2_id', 'upline3_id', 'registered_on'] as const;

export function memberStanding(db: Executor, memberId: number): Promise<MemberStanding | undefined> {
  return db.selectFrom('members').select(STANDING).where('id', '=', memberId).executeTakeFirst();
}

/**
 * The member's standing with their row locked for the rest of the transaction (PostgreSQL; SQLite
 * serialises writers): their per-product counts and limits are then decided with nothing of theirs
 * in flight.
 */
export function lockMemberStanding(trx: Trx, memberId: number): Promise<MemberStanding | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('members').select(STANDING).where('id', '=', memberId),
  ).executeTakeFirst();
}

/** Which of `ids` are active (not banned) members. */
export async function activeMemberIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Phone and nickname of each of `ids` that exists, for lists that show who did something. */
export async function memberContacts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, Pick<MemberRow, 'phone' | 'nickname'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'phone', 'nickname'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, { phone: row.phone, nickname: row.nickname }]));
}

/** The members registered under any of `phones`. */
export function membersByPhones(
  db: Executor,
  phones: readonly string[],
): Promise<Array<Pick<MemberRow, 'id' | 'phone'>>> {
  if (phones.length === 0) return Promise.resolve([]);
  return db.selectFrom('members').select(['id', 'phone']).where('phone', 'in', phones).execute();
}

/** Raises the member's VIP level to `level` (never lowers it); answers the level they have now. */
export async function raiseVipLevel(trx: Trx, memberId: number, level: number): Promise<number> {
  await trx
    .updateTable('members')
    .set({ vip_level: level })
    .where('id', '=', memberId)
    .where('vip_level', '<', level)
    .execute();
  const row = await trx
    .selectFrom('members')
    .select('vip_level')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.vip_level;
}
