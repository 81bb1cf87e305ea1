import { quickReplyTexts, type Language } from '@cloudmine/api';
import { parseStoredJson } from '../../platform/db/stored-json.js';
import type { Executor, Trx } from '../../platform/db/transaction.js';

/** `support_quick_replies`: canned replies operators insert, each in the three languages. */

export interface QuickReply {
  id: number;
  title: string;
  texts: Record<Language, string>;
  updatedAt: string;
}

function fromRow(row: { id: number; title: string; texts_json: string; updated_at: string }): QuickReply {
  return {
    id: row.id,
    title: row.title,
    texts: parseStoredJson(quickReplyTexts, row.texts_json, 'support_quick_replies.texts_json'),
    updatedAt: row.updated_at,
  };
}

export async function listQuickReplies(db: Executor): Promise<QuickReply[]> {
  const rows = await db.selectFrom('support_quick_replies').selectAll().orderBy('title').execute();
  return rows.map(fromRow);
}

export async function findQuickReply(db: Executor, id: number): Promise<QuickReply | undefined> {
  const row = await db
    .selectFrom('support_quick_replies')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function saveQuickReply(
  trx: Trx,
  reply: { id?: number; title: string; texts: Record<Language, string>; at: Date },
): Promise<number> {
  const values = {
    title: reply.title,
    texts_json: JSON.stringify(reply.texts),
    updated_at: reply.at.toISOString(),
  };
  if (reply.id !== undefined) {
    await trx.updateTable('support_quick_replies').set(values).where('id', '=', reply.id).execute();
    return reply.id;
  }
  const row = await trx
    .insertInto('support_quick_replies')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteQuickReply(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom('support_quick_replies').where('id', '=', id).execute();
}
