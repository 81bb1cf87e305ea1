import {
  FUND_RECORD_TYPES,
  TEAM_LEVELS,
  type TeamLevel,
  type TeamMember,
  maskPhone,
  type Points,
} from '@cloudmine/api';
import type { ExpressionBuilder } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import type { DB } from '../../platform/db/schema.js';
import type { MemberActivationsTable } from '../../platform/db/tables/team.js';
import { hasPostingOfType, membersWithPostingOfType } from '../../ledger/index.js';
import { teamMemberIds, teamMembers } from '../accounts/index.js';

/**
 * The team's own tables, `member_activations` and `invite_bonuses`, and the team queries (docs/team.md).
 * A level of a team comes from the accounts module's builders over the upline indexes
 * (`members_inviter`, `members_upline2`, `members_upline3`: (upline, id)); per member, each query
 * probes the ledger index (member_id, type, id) for a recharge and the `member_activations` primary
 * key.
 */

/** The member on `m.id` has a recharge posting (fund-record type 1): "recharged" (SPEC §3). */
const hasRecharged = () => hasPostingOfType('m.id', FUND_RECORD_TYPES.recharge);

/** The member on `m.id` made an investment (docs/team.md). */
function isActivated(eb: ExpressionBuilder<DB & { m: { id: number } }, 'm'>) {
  return eb.exists(
    eb.selectFrom('member_activations as a').select('a.member_id').whereRef('a.member_id', '=', 'm.id'),
  );
}

export interface LevelCounts {
  level: TeamLevel;
  members: number;
  recharged: number;
  activated: number;
}

/** The query behind `countLevel`, exposed so tests can show its plan. */
export function countLevelQuery(db: Executor, memberId: number, level: TeamLevel) {
  return db
    .selectFrom(teamMemberIds(db, memberId, level).as('m'))
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      eb.fn.sum<number>(eb.case().when(hasRecharged()).then(1).else(0).end()).as('recharged'),
      eb.fn.sum<number>(eb.case().when(isActivated(eb)).then(1).else(0).end()).as('activated'),
    ]);
}

export async function countLevel(db: Executor, memberId: number, level: TeamLevel): Promise<LevelCounts> {
  const row = await countLevelQuery(db, memberId, level).executeTakeFirstOrThrow();
  return {
    level,
    members: Number(row.members),
    recharged: Number(row.recharged ?? 0),
    activated: Number(row.activated ?? 0),
  };
}

export async function countActivated(db: Executor, memberId: number, level: TeamLevel): Promise<number> {
  const row = await db
    .selectFrom(teamMemberIds(db, memberId, level).as('m'))
    .innerJoin('member_activations as a', 'a.member_id', 'm.id')
    .select((eb) => eb.fn.countAll<number>().as('activated'))
    .executeTakeFirstOrThrow();
  return Number(row.activated);
}

/**
 * Activated members of the whole team (levels 1-3): what a product may require
 * (`insufficient_team_members`), and the figure the member's own team page shows.
 */
export async function countActivatedTeam(db: Executor, memberId: number): Promise<number> {
  let total = 0;
  for (const level of TEAM_LEVELS) total += await countActivated(db, memberId, level);
  return total;
}

export type RechargeFilter = 'all' | 'recharged' | 'not_recharged';

export interface LevelPage {
  level: TeamLevel;
  recharge: RechargeFilter;
  beforeId?: number;
  limit: number;
}

/** The query behind `listLevel`, exposed so tests can show its plan. */
export function listLevelQuery(db: Executor, memberId: number, filter: LevelPage) {
  return db
    .selectFrom(teamMembers(db, memberId, filter.level).as('m'))
    .$if(filter.beforeId !== undefined, (qb) => qb.where('m.id', '<', filter.beforeId ?? 0))
    .$if(filter.recharge === 'recharged', (qb) => qb.where(hasRecharged()))
    .$if(filter.recharge === 'not_recharged', (qb) => qb.where((eb) => eb.not(hasRecharged())))
    .selectAll('m')
    .orderBy('m.id', 'desc')
    .limit(filter.limit);
}

/**
 * One level of a member's team, newest first, keyset-paged by member id. The page's recharge and
 * activation flags are looked up for its ids only, by index, whatever the size of the team.
 */
export async function listLevel(db: Executor, memberId: number, filter: LevelPage): Promise<TeamMember[]> {
  const rows = await listLevelQuery(db, memberId, filter).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const rechargedIds = await membersWithPostingOfType(db, ids, FUND_RECORD_TYPES.recharge);
  const activated = await db
    .selectFrom('member_activations')
    .select('member_id')
    .where('member_id', 'in', ids)
    .execute();
  const activatedIds = new Set(activated.map((row) => row.member_id));
  return rows.map((row) => ({
    id: row.id,
    maskedPhone: maskPhone(row.phone),
    nickname: row.nickname,
    joinedOn: row.registered_on,
    joinedAt: row.created_at,
    recharged: rechargedIds.has(row.id),
    activated: activatedIds.has(row.id),
  }));
}

/** Records a member's first investment; later ones change nothing (the primary key keeps the first). */
export async function recordActivation(
  trx: Trx,
  activation: Omit<MemberActivationsTable, 'activated_at'>,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('member_activations')
    .values({ ...activation, activated_at: at.toISOString() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

/**
 * Records the invite bonus of an invitee, once (the unique `invitee_id` decides, whatever races);
 * answers its id, or undefined when it was recorded before.
 */
export async function recordInviteBonus(
  trx: Trx,
  bonus: { inviteeId: number; inviterId: number; rechargeId: number; points: Points },
  at: Date,
): Promise<number | undefined> {
  const row = await trx
    .insertInto('invite_bonuses')
    .values({
      invitee_id: bonus.inviteeId,
      inviter_id: bonus.inviterId,
      recharge_id: bonus.rechargeId,
      points: bonus.points,
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column('invitee_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The invite bonus points an inviter has earned, all time. */
export async function inviteBonusPointsEarned(db: Executor, inviterId: number): Promise<number> {
  const earned = await db
    .selectFrom('invite_bonuses')
    .where('inviter_id', '=', inviterId)
    .select((eb) => eb.fn.sum<number>('points').as('points'))
    .executeTakeFirstOrThrow();
  return Number(earned.points ?? 0);
}
