import { adminMessageSend, adminMessagesList, type Language } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { compactTexts } from '../../platform/http/operator-input.js';

type Article = { title: string; content: string };

async function messageRows(
  db: Executor,
  filter: { id?: number; memberId?: number; limit: number; offset: number },
) {
  const rows = await db
    .selectFrom('member_messages as m')
    .leftJoin('members as p', 'p.id', 'm.member_id')
    .select((eb) => [
      'm.id',
      'm.member_id',
      'm.texts_json',
      'm.created_at',
      'p.phone',
      eb
        .selectFrom('message_reads as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.message_id', '=', 'm.id')
        .as('read_count'),
    ])
    .$if(filter.id !== undefined, (qb) => qb.where('m.id', '=', filter.id ?? 0))
    .$if(filter.memberId !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('m.member_id', '=', filter.memberId ?? 0), eb('m.member_id', 'is', null)])),
    )
    .orderBy('m.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return rows.map((row) => {
    const texts = JSON.parse(row.texts_json) as Partial<Record<Language, Article>>;
    return {
      id: row.id,
      memberId: row.member_id,
      phone: row.phone,
      texts: { en: texts.en ?? { title: '', content: '' }, zh: texts.zh, bd: texts.bd },
      readCount: Number(row.read_count ?? 0),
      createdAt: row.created_at,
    };
  });
}

/** Operator calls for member messages (permission content.manage). */
export function messagesAdminRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  adminAction(scope, deps, adminMessageSend, async (input, { now }, trx) => {
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
    const { id } = await trx
      .insertInto('member_messages')
      .values({
        member_id: memberId,
        texts_json: JSON.stringify(compactTexts(input.texts)),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [after] = await messageRows(trx, { id, limit: 1, offset: 0 });
    if (!after) throw new AppError('not_found');
    return {
      data: after,
      audit: {
        action: memberId === null ? 'message.broadcast' : 'message.send',
        targetKind: memberId === null ? 'all_members' : 'member',
        targetId: memberId ?? 'all',
        after: { messageId: id, texts: after.texts },
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminMessagesList, async (input) => {
    const { total } = await db
      .selectFrom('member_messages as m')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$if(input.memberId !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb('m.member_id', '=', input.memberId ?? 0), eb('m.member_id', 'is', null)])),
      )
      .executeTakeFirstOrThrow();
    const items = await messageRows(db, {
      ...(input.memberId === undefined ? {} : { memberId: input.memberId }),
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    return { total: Number(total), page: input.page, pageSize: input.pageSize, items };
  });
}
