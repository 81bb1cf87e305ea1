import type { Language, UserInfo } from '@cloudmine/api';
import type { Selectable } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
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
