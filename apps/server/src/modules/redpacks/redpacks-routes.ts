import {
  adminRedpackCreate,
  adminRedpackGenerate,
  adminRedpacksList,
  adminRedpackStatus,
  redpackOpen,
  redpackRecords,
  type AdminRedpackRow,
  type CallPayload,
  toMinor,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Executor, Trx } from '../../platform/db/transaction.js';
import { AppError, invariant } from '../../platform/errors.js';
import { instantInput } from '../../platform/instant-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { memberPage } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { findMemberByPhone, memberContacts } from '../accounts/index.js';
import {
  claimedTotal,
  codeId,
  codesPage,
  findCode,
  insertCodes,
  setCodeStatus,
} from './redpacks-repository.js';
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

/** The codes with the phone of the member each is addressed to (null for a code anyone may claim). */
async function withPhones(db: Executor, rows: RedpackCodeRow[]) {
  const contacts = await memberContacts(
    db,
    rows.flatMap((row) => (row.member_id === null ? [] : [row.member_id])),
  );
  return rows.map((row) => ({
    ...row,
    phone: row.member_id === null ? null : (contacts.get(row.member_id)?.phone ?? null),
  }));
}

async function adminRow(db: Executor, id: number, now: Date): Promise<AdminRedpackRow> {
  const row = await findCode(db, id);
  if (!row) throw new AppError('not_found');
  const [withPhone] = await withPhones(db, [row]);
  invariant(withPhone, `code ${id} has its row`);
  return toAdminRow(withPhone, now);
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
    claimed_minor: toMinor(0),
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
    codes.push(
      ...(await insertCodes(
        trx,
        batch.map((code) => ({ ...columns, code })),
      )),
    );
  }
  return codes;
}

export function redpacksRoutes(scope: FastifyInstance, deps: RedpacksRouteDeps): void {
  const { db, redpacks } = deps;

  route(scope, deps, redpackOpen, (input, { member }) => redpacks.open(member, input));

  route(scope, deps, redpackRecords, async (input, { member }) => {
    const page = await memberPage(input, (keyset) => redpacks.claims(db, member.id, keyset));
    return { ...page, totalMinor: await claimedTotal(db, member.id) };
  });

  adminAction(scope, deps, adminRedpackCreate, async (input, { now }, trx) => {
    const columns = termColumns(input, now);
    let memberId: number | null = null;
    if (input.phone !== undefined) {
      const member = await findMemberByPhone(trx, input.phone);
      if (!member) throw new AppError('phone_not_registered');
      memberId = member.id;
    }
    const [generated] =
      input.code === undefined ? await insertGenerated(trx, 1, { ...columns, member_id: memberId }) : [];
    const code = generated ?? normalizeCode(input.code ?? '');
    if (generated === undefined) {
      const inserted = await insertCodes(trx, [{ ...columns, code, member_id: memberId }]);
      // The code is taken already.
      if (inserted.length === 0) throw new AppError('parameter_error');
    }
    const id = await codeId(trx, code);
    invariant(id !== undefined, `code ${code} was just inserted`);
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
    const page = await codesPage(db, input, query.replace(/[^A-Z0-9]/g, ''));
    const rows = await withPhones(db, page.items);
    return { ...page, items: rows.map((row) => toAdminRow(row, now)) };
  });

  adminAction(scope, deps, adminRedpackStatus, async (input, { now }, trx) => {
    const before = await adminRow(trx, input.id, now);
    // Ended and revoked are final: a code handed out and then withdrawn must stay withdrawn.
    if (before.status === 'ended' || before.status === 'revoked') throw new AppError('update_failed');
    await setCodeStatus(trx, input.id, input.status);
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
