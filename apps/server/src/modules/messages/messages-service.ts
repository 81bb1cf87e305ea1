import { BADGE_MAX, type Language, type MemberMessage } from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { memberRegisteredAt } from '../accounts/index.js';
import { NO_ARTICLE, pickLanguage } from '../content/index.js';
import { countUnread, insertReads, listMessages, unreadIds, type Audience } from './messages-repository.js';

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
    return { memberId, registeredAt: await memberRegisteredAt(executor, memberId) };
  }

  const countBadge = (who: Audience) => countUnread(db, who, BADGE_MAX + 1);

  return {
    async list(memberId, language, page) {
      const who = await audience(db, memberId);
      const rows = await listMessages(db, who, page);
      return {
        items: rows.map(({ texts, ...row }) => ({
          ...row,
          ...(pickLanguage(texts, language) ?? NO_ARTICLE),
        })),
        unreadCount: await countBadge(who),
      };
    },

    async unreadCount(memberId) {
      return countBadge(await audience(db, memberId));
    },

    async markRead(memberId, ids) {
      const who = await audience(db, memberId);
      await insertReads(db, memberId, await unreadIds(db, who, ids), clock.now().toISOString());
      return countBadge(who);
    },
  };
}
