import { FUND_RECORD_TYPES, type TeamLevel, type TeamMember, maskPhone } from '@cloudmine/api';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import type { DB } from '../../platform/db/schema.js';

/**
 * Team queries (docs/team.md). Every one starts from the index of the level's upline column
 * (`members_inviter`, `members_upline2`, `members_upline3`: (upline, id)) and probes, per member,
 * the ledger index (member_id, type, id) for a recharge and the `member_activations` primary key.
 */

const UPLINE_COLUMN = { 1: 'm.inviter_id', 2: 'm.upline2_id', 3: 'm.upline3_id' } as const;

export function uplineColumn(level: TeamLevel) {
  return UPLINE_COLUMN[level];
}

type MembersScope = ExpressionBuilder<DB & { m: DB['members'] }, 'm'>;

/** The member has a recharge posting (fund-record type 1): "recharged" (SPEC §3). */
export function hasRecharged(eb: MembersScope) {
  return eb.exists(
    eb
      .selectFrom('ledger_entries as le')
      .select('le.id')
      .whereRef('le.member_id', '=', 'm.id')
      .where('le.type', '=', FUND_RECORD_TYPES.recharge),
  );
}

/** The member made an investment (docs/team.md). */
export function isActivated(eb: MembersScope) {
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
    .selectFrom('members as m')
    .where(uplineColumn(level), '=', memberId)
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      eb.fn.sum<number>(eb.case().when(hasRecharged(eb)).then(1).else(0).end()).as('recharged'),
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

/** Members only, for the calls that need no recharge or activation figures. */
export async function countMembers(db: Executor, memberId: number, level: TeamLevel): Promise<number> {
  const row = await db
    .selectFrom('members as m')
    .where(uplineColumn(level), '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .executeTakeFirstOrThrow();
  return Number(row.members);
}

export async function countActivated(db: Executor, memberId: number, level: TeamLevel): Promise<number> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('member_activations as a', 'a.member_id', 'm.id')
    .where(uplineColumn(level), '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('activated'))
    .executeTakeFirstOrThrow();
  return Number(row.activated);
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
    .selectFrom('members as m')
    .where(uplineColumn(filter.level), '=', memberId)
    .$if(filter.beforeId !== undefined, (qb) => qb.where('m.id', '<', filter.beforeId ?? 0))
    .$if(filter.recharge === 'recharged', (qb) => qb.where((eb) => hasRecharged(eb)))
    .$if(filter.recharge === 'not_recharged', (qb) => qb.where((eb) => eb.not(hasRecharged(eb))))
    .select(['m.id', 'm.phone', 'm.nickname', 'm.registered_on', 'm.created_at'])
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
  const recharged = await db
    .selectFrom('ledger_entries')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', ids)
    .where('type', '=', FUND_RECORD_TYPES.recharge)
    .execute();
  const activated = await db
    .selectFrom('member_activations')
    .select('member_id')
    .where('member_id', 'in', ids)
    .execute();
  const rechargedIds = new Set(recharged.map((row) => row.member_id));
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

/** A member's rebate postings (type 7), newest first, with the memo of their transfer. */
export async function listRebates(
  db: Executor,
  memberId: number,
  filter: { beforeId?: number; limit: number },
) {
  const rows = await db
    .selectFrom('ledger_entries as le')
    .innerJoin('ledger_transfers as lt', 'lt.id', 'le.transfer_id')
    .where('le.member_id', '=', memberId)
    .where('le.type', '=', FUND_RECORD_TYPES.team_rebate)
    .$if(filter.beforeId !== undefined, (qb) => qb.where('le.id', '<', filter.beforeId ?? 0))
    .select(['le.id', 'le.amount_minor', 'le.balance_after_minor', 'le.created_at', 'lt.memo'])
    .orderBy('le.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountMinor: row.amount_minor,
    balanceAfterMinor: row.balance_after_minor ?? 0,
    memo: row.memo,
    createdAt: row.created_at,
  }));
}

/** The sum of a member's rebate postings, all time or since `since`. */
export async function sumRebates(db: Executor, memberId: number, since?: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as le')
    .where('le.member_id', '=', memberId)
    .where('le.type', '=', FUND_RECORD_TYPES.team_rebate)
    .$if(since !== undefined, (qb) => qb.where('le.created_at', '>=', since ?? ''))
    .select((eb) => eb.fn.sum<number>('le.amount_minor').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
