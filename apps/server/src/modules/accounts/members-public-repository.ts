import type { Language } from '@cloudmine/api';
import { preparedQuery } from '../../platform/db/prepared-query.js';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import { invariant } from '../../platform/errors.js';
import type { MemberRow } from './members-repository.js';

/**
 * What other modules may ask of the `members` table (exported through index.ts). Each function is
 * narrow and named for the question it answers; the answers keep the column names, so a caller reads
 * `member.vip_level` as it did from its own query.
 */

/**
 * Who a member is, for lists that show one beside their own rows: join it as a table, e.g.
 * `.innerJoin(memberDirectory(db).as('m'), 'm.id', 'o.member_id')` and select `m.phone`.
 */
export function memberDirectory(db: Executor) {
  return db.selectFrom('members').select(['id', 'phone', 'nickname']);
}

export async function memberIdByPhone(db: Executor, phone: string): Promise<number | undefined> {
  const row = await db.selectFrom('members').select('id').where('phone', '=', phone).executeTakeFirst();
  return row?.id;
}

/** The members registered under any of `phones` (unknown phones are left out). */
export function membersByPhones(
  db: Executor,
  phones: string[],
): Promise<Array<{ id: number; phone: string }>> {
  if (phones.length === 0) return Promise.resolve([]);
  return db.selectFrom('members').select(['id', 'phone']).where('phone', 'in', phones).execute();
}

/** Phones of the given members, for operator lists and exports (asked in slices of 1000 ids). */
export async function memberPhonesByIds(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  const phones = new Map<number, string>();
  const ids = [...new Set(memberIds)];
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('members')
      .select(['id', 'phone'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const row of rows) phones.set(row.id, row.phone);
  }
  return phones;
}

/** When the member registered: broadcasts sent since then are theirs to read. */
export async function memberRegisteredAt(db: Executor, id: number): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('created_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** Which of `ids` are active members (banned ones earn no rebates). */
export async function activeMemberIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.id);
}

/** Built once; one statement that answers the level, where a read after the update was a second. */
const raisedVipLevel = preparedQuery((db: Executor, id: number, level: number) =>
  db
    .updateTable('members')
    .set((eb) => ({
      vip_level: eb.case().when('vip_level', '<', level).then(level).else(eb.ref('vip_level')).end(),
    }))
    .where('id', '=', id)
    .returning('vip_level'),
);

/** Raises the member's VIP level to `level` (never lowers it); answers the level they now hold. */
export async function raiseVipLevel(trx: Trx, id: number, level: number): Promise<number> {
  const [row] = await raisedVipLevel(trx, id, level);
  invariant(row, `member ${id} exists`);
  return row.vip_level;
}

/** Locks the member's row for the rest of the transaction: one member's credits take turns. */
export async function lockMember(trx: Trx, id: number): Promise<void> {
  await forUpdate(trx, trx.selectFrom('members').select('id').where('id', '=', id)).execute();
}

/** The member's row locked, with whether deposits are prohibited to them. */
export function lockMemberDepositFlag(
  trx: Trx,
  id: number,
): Promise<Pick<MemberRow, 'id' | 'deposit_prohibited'>> {
  return forUpdate(
    trx,
    trx.selectFrom('members').select(['id', 'deposit_prohibited']).where('id', '=', id),
  ).executeTakeFirstOrThrow();
}

/** Members banned for bank fraud at or before `cutoff`, oldest id first. */
export function membersBannedForBankSince(
  db: Executor,
  cutoff: string,
): Promise<Array<Pick<MemberRow, 'id' | 'banned_at'>>> {
  return db
    .selectFrom('members')
    .select(['id', 'banned_at'])
    .where('status', '=', 'banned_bank')
    .where('banned_at', '<=', cutoff)
    .orderBy('id')
    .execute();
}

/** Every member, and those registered on the business date `date`. */
export async function memberCounts(db: Executor, date: string): Promise<{ total: number; newToday: number }> {
  const row = await db
    .selectFrom('members')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('registered_on', '=', date).then(1).else(0).end()).as('today'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), newToday: Number(row.today ?? 0) };
}

/** What buying, pledging, investing and bargaining decide on: VIP level, the three uplines, registration. */
export type MemberStanding = Pick<
  MemberRow,
  'id' | 'vip_level' | 'inviter_id' | 'upline2_id' | 'upline3_id' | 'registered_on'
>;

const STANDING = ['id', 'vip_level', 'inviter_id', 'upline2_id', 'upline3_id', 'registered_on'] as const;

export function memberStanding(db: Executor, memberId: number): Promise<MemberStanding | undefined> {
  return db.selectFrom('members').select(STANDING).where('id', '=', memberId).executeTakeFirst();
}

/** Built once: every purchase locks its buyer. */
const lockedStanding = preparedQuery((db: Executor, memberId: number) =>
  forUpdate(db, db.selectFrom('members').select(STANDING).where('id', '=', memberId)),
);

/**
 * The member's standing with their row locked for the rest of the transaction (PostgreSQL; SQLite
 * serialises writers): their per-product counts and limits are then decided with nothing of theirs
 * in flight.
 */
export async function lockMemberStanding(trx: Trx, memberId: number): Promise<MemberStanding | undefined> {
  const [row] = await lockedStanding(trx, memberId);
  return row;
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

/** Members registered per business day from `from` to `to` (both inclusive), one query. */
export async function newMembersByDay(db: Executor, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('members')
    .where('registered_on', '>=', from)
    .where('registered_on', '<=', to)
    .select(['registered_on', (eb) => eb.fn.countAll<number>().as('members')])
    .groupBy('registered_on')
    .execute();
  return new Map(rows.map((row) => [row.registered_on, Number(row.members)]));
}

/** The language a member reads the app in (an operator's reply in their language). */
export async function memberLanguage(db: Executor, id: number): Promise<Language> {
  const row = await db
    .selectFrom('members')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.language;
}
