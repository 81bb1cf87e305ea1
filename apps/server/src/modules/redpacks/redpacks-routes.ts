import {
  adminRedpackCreate,
  adminRedpackGenerate,
  adminRedpacksList,
  adminRedpackStatus,
  redpackOpen,
  redpackRecords,
  type AdminRedpackRow,
  type CallPayload,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { instantInput } from '../../platform/instant-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import {
  generateCode,
  normalizeCode,
  redpackState,
  type RedpackCodeRow,
  type RedpacksService,
} from './redpacks-service.js';

export interface RedpacksRouteDeps extends RouteDeps {
  redpacks: RedpacksService;
}

type Terms = Omit<CallPayload<typeof adminRedpackGenerate>, 'count'>;

function toAdminRow(row: RedpackCodeRow & { phone: string | null }, now: Date): AdminRedpackRow {
  return {
    id: row.id,
    code: row.code,
    totalMinor: row.total_minor,
    totalCount: row.total_count,
    claimedCount: row.claimed_count,
    claimedMinor: row.claimed_minor,
    perClaimMinMinor: row.per_claim_min_minor,
    perClaimMaxMinor: row.per_claim_max_minor,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    minVipLevel: row.min_vip_level,
    memberId: row.member_id,
    phone: row.phone,
    status: row.status,
    state: redpackState(row, now),
    createdAt: row.created_at,
  };
}

async function adminRow(db: Executor, id: number, now: Date): Promise<AdminRedpackRow> {
  const row = await db
    .selectFrom('redpack_codes as r')
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .selectAll('r')
    .select('m.phone')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toAdminRow(row, now);
}

/** Checks an operator's terms and turns them into columns. */
function termColumns(input: Terms, now: Date) {
  const min = operatorCents(input.perClaimMin);
  const max = operatorCents(input.perClaimMax);
  const total = input.totalAmount === undefined ? null : operatorCents(input.totalAmount);
  const startsAt = input.startsAt === undefined ? now.toISOString() : instantInput(input.startsAt);
  const endsAt = instantInput(input.endsAt);
  if (min > max) throw new AppError('parameter_error');
  if (total === null && input.totalCount === undefined) throw new AppError('missing_parameters');
  if (total !== null && total < min) throw new AppError('parameter_error');
  if (endsAt <= startsAt || endsAt <= now.toISOString()) throw new AppError('parameter_error');
  return {
    total_minor: total,
    total_count: input.totalCount ?? null,
    claimed_minor: 0,
    claimed_count: 0,
    per_claim_min_minor: min,
    per_claim_max_minor: max,
    starts_at: startsAt,
    ends_at: endsAt,
    min_vip_level: input.minVipLevel,
    status: 'active' as const,
    created_at: now.toISOString(),
  };
}

/** Inserts codes, drawing new ones for any that collide with an existing code. */
async function insertGenerated(
  trx: Trx,
  count: number,
  columns: ReturnType<typeof termColumns> & { member_id: number | null },
) {
  const codes: string[] = [];
  while (codes.length < count) {
    const batch = Array.from({ length: count - codes.length }, () => generateCode());
    const inserted = await trx
      .insertInto('redpack_codes')
      .values(batch.map((code) => ({ ...columns, code })))
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .execute();
    codes.push(...inserted.map((row) => row.code));
  }
  return codes;
}

export function redpacksRoutes(scope: FastifyInstance, deps: RedpacksRouteDeps): void {
  const { db, redpacks } = deps;

  route(scope, deps, redpackOpen, (input, { member }) => redpacks.open(member, input));

  route(scope, deps, redpackRecords, async (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    const items = await redpacks.claims(db, member.id, {
      limit: input.limit,
      ...(beforeId === undefined ? {} : { beforeId }),
    });
    const { total } = await db
      .selectFrom('redpack_claims')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), sql<number>`0`).as('total'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return { ...pageFrom(items, input.limit, (item) => item.id), totalMinor: Number(total) };
  });

  adminAction(scope, deps, adminRedpackCreate, async (input, { now }, trx) => {
    const columns = termColumns(input, now);
    let memberId: number | null = null;
    if (input.phone !== undefined) {
      const member = await trx
        .selectFrom('members')
        .select('id')
        .where('phone', '=', input.phone)
        .executeTakeFirst();
      if (!member) throw new AppError('phone_not_registered');
      memberId = member.id;
    }
    const [generated] =
      input.code === undefined ? await insertGenerated(trx, 1, { ...columns, member_id: memberId }) : [];
    const code = generated ?? normalizeCode(input.code ?? '');
    if (generated === undefined) {
      const inserted = await trx
        .insertInto('redpack_codes')
        .values({ ...columns, code, member_id: memberId })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      // The code is taken already.
      if (!inserted) throw new AppError('parameter_error');
    }
    const { id } = await trx
      .selectFrom('redpack_codes')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const after = await adminRow(trx, id, now);
    return {
      data: after,
      audit: {
        action: 'redpack.create',
        targetKind: 'redpack_code',
        targetId: id,
        after,
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminRedpackGenerate, async (input, { now }, trx) => {
    const codes = await insertGenerated(trx, input.count, { ...termColumns(input, now), member_id: null });
    return {
      data: { codes },
      audit: {
        action: 'redpack.generate',
        targetKind: 'redpack_batch',
        targetId: codes[0] ?? '',
        after: { count: codes.length, codes, terms: { ...input, reason: undefined } },
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminRedpacksList, async (input, { now }) => {
    const query = normalizeCode(input.query);
    const base = db
      .selectFrom('redpack_codes as r')
      .$if(query !== '', (qb) => qb.where('r.code', 'like', `${query.replace(/[^A-Z0-9]/g, '')}%`));
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('members as m', 'm.id', 'r.member_id')
      .selectAll('r')
      .select('m.phone')
      .orderBy('r.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    return {
      total: Number(total),
      page: input.page,
      pageSize: input.pageSize,
      items: rows.map((row) => toAdminRow(row, now)),
    };
  });

  adminAction(scope, deps, adminRedpackStatus, async (input, { now }, trx) => {
    const before = await adminRow(trx, input.id, now);
    // Ended and revoked are final: a code handed out and then withdrawn must stay withdrawn.
    if (before.status === 'ended' || before.status === 'revoked') throw new AppError('update_failed');
    await trx.updateTable('redpack_codes').set({ status: input.status }).where('id', '=', input.id).execute();
    const after = await adminRow(trx, input.id, now);
    return {
      data: after,
      audit: {
        action: `redpack.${input.status}`,
        targetKind: 'redpack_code',
        targetId: input.id,
        before: { status: before.status },
        after: { status: after.status },
        reason: input.reason,
      },
    };
  });
}
