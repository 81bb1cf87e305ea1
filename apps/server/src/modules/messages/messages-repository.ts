import { sql } from 'kysely';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import type { Executor } from '../../platform/db/transaction.js';
import { adminPage } from '../../platform/http/paging.js';
import { memberDirectory } from '../accounts/index.js';
import { editableArticles, storedArticles, type StoredArticles } from '../content/index.js';

/** Member messages (`member_messages`) and which member read which (`message_reads`). */

/** Who sees a message: its one member, or everyone registered by the time a broadcast was sent. */
export interface Audience {
  memberId: number;
  registeredAt: string;
}

/** A condition on `member_messages as m`. */
function visibleTo(audience: Audience) {
  return sql<boolean>`(m.member_id = ${audience.memberId} or (m.member_id is null and m.created_at >= ${audience.registeredAt}))`;
}

function textsOf(textsJson: string): StoredArticles {
  return parseStoredJson(storedArticles, textsJson, 'member_messages.texts_json');
}

/** Sends a message to one member, or to every member when `memberId` is null; answers its id. */
export async function insertMessage(
  db: Executor,
  message: { memberId: number | null; texts: StoredArticles; at: Date },
): Promise<number> {
  const { id } = await db
    .insertInto('member_messages')
    .values({
      member_id: message.memberId,
      texts_json: JSON.stringify(message.texts),
      created_at: message.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The audience's messages with the member's read flag, newest first, keyset-paged by id. */
export async function listMessages(db: Executor, who: Audience, page: { beforeId?: number; limit: number }) {
  const rows = await db
    .selectFrom('member_messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', who.memberId),
    )
    .select(['m.id', 'm.member_id', 'm.texts_json', 'm.created_at', 'r.read_at'])
    .where(visibleTo(who))
    .$if(page.beforeId !== undefined, (qb) => qb.where('m.id', '<', page.beforeId ?? 0))
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    texts: textsOf(row.texts_json),
    read: row.read_at !== null,
    broadcast: row.member_id === null,
    createdAt: row.created_at,
  }));
}

function unreadQuery(db: Executor, who: Audience) {
  return db
    .selectFrom('member_messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', who.memberId),
    )
    .select('m.id')
    .where(visibleTo(who))
    .where('r.message_id', 'is', null);
}

/** Unread messages of the audience, counted up to `cap` only, so the count stays cheap. */
export async function countUnread(db: Executor, who: Audience, cap: number): Promise<number> {
  const { n } = await db
    .selectFrom(unreadQuery(db, who).limit(cap).as('u'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The audience's unread messages among `ids` (all of them when null); others' ids are left out. */
export async function unreadIds(db: Executor, who: Audience, ids: number[] | null): Promise<number[]> {
  const rows = await unreadQuery(db, who)
    .$if(ids !== null, (qb) => qb.where('m.id', 'in', ids ?? []))
    .execute();
  return rows.map((row) => row.id);
}

export async function insertReads(
  db: Executor,
  memberId: number,
  messageIds: number[],
  readAt: string,
): Promise<void> {
  // Chunks keep the statement within both engines' parameter limits when "all" is many.
  for (let i = 0; i < messageIds.length; i += 500) {
    await db
      .insertInto('message_reads')
      .values(
        messageIds.slice(i, i + 500).map((id) => ({ message_id: id, member_id: memberId, read_at: readAt })),
      )
      .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
      .execute();
  }
}

// The operator console

/** Messages with their member's phone (none for a broadcast) and how many members read them. */
function adminMessagesQuery(db: Executor) {
  return db.selectFrom('member_messages as m').leftJoin(memberDirectory(db).as('p'), 'p.id', 'm.member_id');
}

function adminColumns(query: ReturnType<typeof adminMessagesQuery>) {
  return query.select((eb) => [
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
  ]);
}

type AdminMessageSource = Awaited<ReturnType<ReturnType<typeof adminColumns>['executeTakeFirstOrThrow']>>;

function adminMessage(row: AdminMessageSource) {
  return {
    id: row.id,
    memberId: row.member_id,
    phone: row.phone,
    texts: editableArticles(textsOf(row.texts_json)),
    readCount: Number(row.read_count ?? 0),
    createdAt: row.created_at,
  };
}

/** Newest first; with `memberId`, that member's messages and the broadcasts. */
export function adminMessagesPage(
  db: Executor,
  filter: { memberId?: number; page: number; pageSize: number },
) {
  const query = adminMessagesQuery(db).$if(filter.memberId !== undefined, (qb) =>
    qb.where((eb) => eb.or([eb('m.member_id', '=', filter.memberId ?? 0), eb('m.member_id', 'is', null)])),
  );
  return adminPage(query, filter, (qb) => adminColumns(qb).orderBy('m.id', 'desc'), adminMessage);
}

export async function findAdminMessage(db: Executor, id: number) {
  const row = await adminColumns(adminMessagesQuery(db)).where('m.id', '=', id).executeTakeFirst();
  return row && adminMessage(row);
}
