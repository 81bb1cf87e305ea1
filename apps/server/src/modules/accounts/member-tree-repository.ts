import type { TeamLevel } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';

/**
 * The team tree (docs/team.md) as the members table holds it: every member carries their three
 * uplines, each column indexed with the id (`members_inviter`, `members_upline2`, `members_upline3`:
 * (upline, id)), so a level of a team is one index range. The selects here are builders for the team
 * module to embed as a table (`db.selectFrom(teamMemberIds(…).as('m'))`); both engines fold them
 * into the outer query, so its plan is the one the index gives.
 */

const UPLINE_COLUMN = { 1: 'm.inviter_id', 2: 'm.upline2_id', 3: 'm.upline3_id' } as const;

/** Ids of the members at `level` of `memberId`'s team. */
export function teamMemberIds(db: Executor, memberId: number, level: TeamLevel) {
  return db.selectFrom('members as m').select('m.id').where(UPLINE_COLUMN[level], '=', memberId);
}

/** The members at `level` of `memberId`'s team, with what the team page shows of each. */
export function teamMembers(db: Executor, memberId: number, level: TeamLevel) {
  return db
    .selectFrom('members as m')
    .select(['m.id', 'm.phone', 'm.nickname', 'm.registered_on', 'm.created_at'])
    .where(UPLINE_COLUMN[level], '=', memberId);
}

/** How many members `level` of `memberId`'s team has. */
export async function countTeamLevel(db: Executor, memberId: number, level: TeamLevel): Promise<number> {
  const row = await db
    .selectFrom('members as m')
    .where(UPLINE_COLUMN[level], '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .executeTakeFirstOrThrow();
  return Number(row.members);
}

/** The member's inviter (level-one upline), if any. */
export async function inviterOf(db: Executor, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('inviter_id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.inviter_id ?? null;
}

/** The member's own invitation code, which their invite link and poster carry. */
export async function invitationCodeOf(db: Executor, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('invitation_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.invitation_code;
}

/** The member's uplines, level one to three, with their phones (the console's member detail). */
export async function uplinesWithPhones(
  db: Executor,
  memberId: number,
): Promise<Array<{ level: number; id: number; phone: string }>> {
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
