import type { Executor } from '../../platform/db/transaction.js';

/** Members' login attempts (`member_login_attempts`): the history the security page shows. */

export interface LoginAttemptRow {
  id: number;
  at: string;
  ip: string;
  user_agent: string;
  success: number;
}

export async function recordLoginAttempt(
  db: Executor,
  attempt: {
    memberId: number;
    at: Date;
    ip: string;
    userAgent: string;
    method: 'password' | 'sms';
    success: boolean;
  },
): Promise<void> {
  await db
    .insertInto('member_login_attempts')
    .values({
      member_id: attempt.memberId,
      at: attempt.at.toISOString(),
      ip: attempt.ip,
      user_agent: attempt.userAgent,
      method: attempt.method,
      success: attempt.success ? 1 : 0,
    })
    .execute();
}

export function listLoginAttempts(
  db: Executor,
  memberId: number,
  page: { beforeId: number | undefined; limit: number },
): Promise<LoginAttemptRow[]> {
  return db
    .selectFrom('member_login_attempts')
    .select(['id', 'at', 'ip', 'user_agent', 'success'])
    .where('member_id', '=', memberId)
    .$if(page.beforeId !== undefined, (q) => q.where('id', '<', page.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(page.limit)
    .execute();
}
