import { BADGE_MAX, type Language, type MemberMessage } from '@cloudmine/api';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { pickLanguage } from '../content/content-repository.js';

type Article = { title: string; content: string };

/** Who sees a message: its one member, or everyone registered by the time a broadcast was sent. */
interface Audience {
  memberId: number;
  registeredAt: string;
}

/** A condition on `member_messages as m`. */
function visibleTo(audience: Audience) {
  return sql<boolean>`(m.member_id = ${audience.memberId} or (m.member_id is null and m.created_at >= ${audience.registeredAt}))`;
}

export function articleIn(textsJson: string, language: Language): Article {
  return (
    pickLanguage(JSON.parse(textsJson) as Partial<Record<Language, Article>>, language) ?? {
      title: '',
      content: '',
    }
  );
}

export interface MessagesService {
  list(
    memberId: number,
    language: Language,
    page: { beforeId?: number; limit: number },
  ): Promise<{ items: MemberMessage[]; unreadCount: number }>;
  /** Counts up to BADGE_MAX + 1: the badge shows "999+" beyond, and the count stays cheap. */
  unreadCount(memberId: number): Promise<number>;
  /** Marks the member's messages among `ids` (all when null) read; others' ids are ignored. */
  markRead(memberId: number, ids: number[] | null): Promise<number>;
}

export function createMessagesService(deps: { db: Database; clock: Clock }): MessagesService {
  const { db, clock } = deps;

  async function audience(executor: Executor, memberId: number): Promise<Audience> {
    const { created_at } = await executor
      .selectFrom('members')
      .select('created_at')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { memberId, registeredAt: created_at };
  }

  async function countUnread(executor: Executor, who: Audience): Promise<number> {
    const unread = executor
      .selectFrom('member_messages as m')
      .leftJoin('message_reads as r', (join) =>
        join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', who.memberId),
      )
      .select('m.id')
      .where(visibleTo(who))
      .where('r.message_id', 'is', null)
      .limit(BADGE_MAX + 1);
    const { n } = await executor
      .selectFrom(unread.as('u'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    async list(memberId, language, page) {
      const who = await audience(db, memberId);
      const rows = await db
        .selectFrom('member_messages as m')
        .leftJoin('message_reads as r', (join) =>
          join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', memberId),
        )
        .select(['m.id', 'm.member_id', 'm.texts_json', 'm.created_at', 'r.read_at'])
        .where(visibleTo(who))
        .$if(page.beforeId !== undefined, (qb) => qb.where('m.id', '<', page.beforeId ?? 0))
        .orderBy('m.id', 'desc')
        .limit(page.limit)
        .execute();
      return {
        items: rows.map((row) => ({
          id: row.id,
          ...articleIn(row.texts_json, language),
          read: row.read_at !== null,
          broadcast: row.member_id === null,
          createdAt: row.created_at,
        })),
        unreadCount: await countUnread(db, who),
      };
    },

    async unreadCount(memberId) {
      return countUnread(db, await audience(db, memberId));
    },

    async markRead(memberId, ids) {
      const who = await audience(db, memberId);
      const readAt = clock.now().toISOString();
      const unread = await db
        .selectFrom('member_messages as m')
        .leftJoin('message_reads as r', (join) =>
          join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', memberId),
        )
        .select('m.id')
        .where(visibleTo(who))
        .where('r.message_id', 'is', null)
        .$if(ids !== null, (qb) => qb.where('m.id', 'in', ids ?? []))
        .execute();
      // Chunks keep the statement within both engines' parameter limits when "all" is many.
      for (let i = 0; i < unread.length; i += 500) {
        await db
          .insertInto('message_reads')
          .values(
            unread
              .slice(i, i + 500)
              .map((row) => ({ message_id: row.id, member_id: memberId, read_at: readAt })),
          )
          .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
          .execute();
      }
      return countUnread(db, who);
    },
  };
}
