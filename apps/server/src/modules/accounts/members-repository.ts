import { toMinor, toPoints, type Language, type UserInfo } from '@cloudmine/api';
import { sql, type Selectable } from 'kysely';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { MembersTable, MemberStatus } from '../../platform/db/tables/accounts.js';
import { walletBalanceOf } from '../../ledger/index.js';

/** The accounts module's own reads and writes of `members`: registration, profile, credentials, status. */

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
  /** Set when the registration opens a session (it does in the app); seeded members have none. */
  lastLoginAt?: string;
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
      last_login_at: member.lastLoginAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member row and the three wallets in one round trip (the ledger's correlated balances). */
const userInfoRow = preparedQuery((db: Executor, memberId: number) =>
  db
    .selectFrom('members as m')
    .select([
      'm.id',
      'm.phone',
      'm.nickname',
      'm.avatar_upload_id',
      'm.invitation_code',
      'm.vip_level',
      'm.language',
      'm.fund_password_hash',
      'm.identity_verified',
      'm.created_at',
      walletBalanceOf(sql.ref('m.id'), 'balance').as('balance'),
      walletBalanceOf(sql.ref('m.id'), 'team_balance').as('team_balance'),
      walletBalanceOf(sql.ref('m.id'), 'points').as('points'),
    ])
    .where('m.id', '=', memberId),
);

/** What user/info answers; the balances straight from the ledger's wallets, never remembered. */
export async function loadUserInfo(db: Executor, memberId: number): Promise<UserInfo> {
  const [member] = await userInfoRow(db, memberId);
  if (!member) throw new Error(`member ${memberId} not found`);
  return {
    id: member.id,
    phone: member.phone,
    nickname: member.nickname,
    avatarUploadId: member.avatar_upload_id,
    invitationCode: member.invitation_code,
    vipLevel: member.vip_level,
    language: member.language,
    balanceMinor: toMinor(member.balance ?? 0),
    teamBalanceMinor: toMinor(member.team_balance ?? 0),
    points: toPoints(member.points ?? 0),
    hasFundPassword: member.fund_password_hash !== null,
    identityVerified: member.identity_verified === 1,
    registeredAt: member.created_at,
  };
}

export function defaultNickname(phone: string): string {
  return `Miner ${phone.slice(-4)}`;
}

export async function setLanguage(db: Executor, memberId: number, language: Language): Promise<void> {
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
}

export async function setNickname(db: Executor, memberId: number, nickname: string): Promise<void> {
  await db.updateTable('members').set({ nickname }).where('id', '=', memberId).execute();
}

/** The member's picture: an upload of purpose `avatar` the caller checked is theirs. */
export async function setAvatarUpload(db: Executor, memberId: number, uploadId: number): Promise<void> {
  await db.updateTable('members').set({ avatar_upload_id: uploadId }).where('id', '=', memberId).execute();
}

/**
 * Replaces the login password only over the hash that was checked, with a new credentials version:
 * logins that checked the old password cannot write a session. Answers whether it was replaced.
 */
export async function replacePasswordHash(
  trx: Trx,
  memberId: number,
  checkedHash: string,
  newHash: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('members')
    .set((eb) => ({ password_hash: newHash, credentials_version: eb('credentials_version', '+', 1) }))
    .where('id', '=', memberId)
    .where('password_hash', '=', checkedHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces the fund password only over the one that was checked (none yet when `checkedHash` is
 * null): of two changes at once, one wins. Answers whether it was replaced.
 */
export async function replaceFundPasswordHash(
  trx: Trx,
  memberId: number,
  checkedHash: string | null,
  newHash: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('members')
    .set({ fund_password_hash: newHash })
    .where('id', '=', memberId)
    .where((eb) =>
      checkedHash === null
        ? eb('fund_password_hash', 'is', null)
        : eb('fund_password_hash', '=', checkedHash),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The conditional write of a login: passes only while the member is active and the credentials
 * version is the one read with the secret before it was checked. Answers whether it passed.
 */
export async function claimLoginRow(
  trx: Trx,
  member: Pick<MemberRow, 'id' | 'credentials_version'>,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('members')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', member.id)
    .where('credentials_version', '=', member.credentials_version)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function memberStatus(db: Executor, memberId: number): Promise<MemberStatus | undefined> {
  const row = await db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirst();
  return row?.status;
}

/** Bans with a new credentials version: logins that checked their password before cannot write a session after. */
export async function banMember(
  trx: Trx,
  memberId: number,
  status: Exclude<MemberStatus, 'active'>,
  reason: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('members')
    .set((eb) => ({
      status,
      ban_reason: reason,
      banned_at: now.toISOString(),
      credentials_version: eb('credentials_version', '+', 1),
    }))
    .where('id', '=', memberId)
    .execute();
}

export async function unbanMember(trx: Trx, memberId: number): Promise<void> {
  await trx
    .updateTable('members')
    .set({ status: 'active', ban_reason: null, banned_at: null })
    .where('id', '=', memberId)
    .execute();
}

/** Sets a fund password outright, with no check: for the demo seed, never a member's call. */
export async function setFundPasswordHash(db: Executor, memberId: number, hash: string): Promise<void> {
  await db.updateTable('members').set({ fund_password_hash: hash }).where('id', '=', memberId).execute();
}
