import { sql } from 'kysely';
import { toMinor, type Minor } from '@cloudmine/api';
import type { Insertable, Selectable } from 'kysely';
import { forUpdate, type Executor, type Trx } from '../../platform/db/transaction.js';
import type { RedpackClaimsTable, RedpackCodesTable } from '../../platform/db/tables/engagement.js';
import { adminPage } from '../../platform/http/paging.js';

export type RedpackCodeRow = Selectable<RedpackCodesTable>;

// Codes

/** The code's row, locked for the transaction: one claim of a code at a time on PostgreSQL. */
export function lockCode(trx: Trx, code: string): Promise<RedpackCodeRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('redpack_codes').selectAll().where('code', '=', code),
  ).executeTakeFirst();
}

export function findCode(db: Executor, id: number): Promise<RedpackCodeRow | undefined> {
  return db.selectFrom('redpack_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function codeId(db: Executor, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('redpack_codes').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

/** Inserts codes, leaving out any whose code is taken already; answers the codes inserted. */
export async function insertCodes(trx: Trx, rows: Array<Insertable<RedpackCodesTable>>): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('redpack_codes')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return inserted.map((row) => row.code);
}

/**
 * Counts one claim of `amount` against the code, only while it stays within both its total and its
 * count: no interleaving can pay past either. Answers whether it fitted.
 */
export async function takeClaim(trx: Trx, id: number, amount: Minor): Promise<boolean> {
  const taken = await trx
    .updateTable('redpack_codes')
    .set((eb) => ({
      claimed_minor: eb('claimed_minor', '+', amount),
      claimed_count: eb('claimed_count', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.and([
        eb.or([
          eb('total_minor', 'is', null),
          eb(eb('claimed_minor', '+', amount), '<=', eb.ref('total_minor')),
        ]),
        eb.or([eb('total_count', 'is', null), eb('claimed_count', '<', eb.ref('total_count'))]),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function setCodeStatus(trx: Trx, id: number, status: RedpackCodeRow['status']): Promise<void> {
  await trx.updateTable('redpack_codes').set({ status }).where('id', '=', id).execute();
}

/** Codes starting with `prefix` (every code when empty), newest first, for the console. */
export function codesPage(db: Executor, input: { page: number; pageSize: number }, prefix: string) {
  const base = db
    .selectFrom('redpack_codes')
    .$if(prefix !== '', (qb) => qb.where('code', 'like', `${prefix}%`));
  return adminPage(
    base,
    input,
    (qb) => qb.selectAll().orderBy('id', 'desc'),
    (row) => row,
  );
}

// Claims

export async function hasClaimed(db: Executor, codeId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('redpack_claims')
    .select('id')
    .where('code_id', '=', codeId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a claim; nothing when the member claimed the code already (the unique pair backs it up). */
export async function insertClaim(
  trx: Trx,
  values: Insertable<RedpackClaimsTable>,
): Promise<number | undefined> {
  const claim = await trx
    .insertInto('redpack_claims')
    .values(values)
    .onConflict((oc) => oc.columns(['code_id', 'member_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return claim?.id;
}

/** A member's claims with their code, newest first, keyset-paged by id. */
export function memberClaims(
  db: Executor,
  memberId: number,
  page: { beforeId?: number | undefined; limit: number },
) {
  return db
    .selectFrom('redpack_claims as c')
    .innerJoin('redpack_codes as r', 'r.id', 'c.code_id')
    .select(['c.id', 'r.code', 'c.amount_minor', 'c.created_at'])
    .where('c.member_id', '=', memberId)
    .$if(page.beforeId !== undefined, (qb) => qb.where('c.id', '<', page.beforeId ?? 0))
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** Everything a member has claimed. */
export async function claimedTotal(db: Executor, memberId: number): Promise<Minor> {
  const { total } = await db
    .selectFrom('redpack_claims')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return toMinor(Number(total));
}
