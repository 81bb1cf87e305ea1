import type { Language } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { runningHolding, type RunningHolding } from '../investments/index.js';
import { activePledgesOf } from './pledge-repository.js';

/** The member's active pledges with their progress through the term (the earnings view). */
export async function runningPledges(
  db: Executor,
  memberId: number,
  language: Language,
): Promise<RunningHolding[]> {
  const rows = await activePledgesOf(db, memberId);
  return rows.map((row) =>
    runningHolding('pledge', language, {
      id: row.id,
      textsJson: row.texts_json,
      amountMinor: row.principal_minor,
      quantity: 1,
      dailyIncomeMinor: row.daily_reward_minor,
      termDays: row.term_days,
      daysPaid: row.days_paid,
      incomePaidMinor: row.rewards_paid_minor,
      nextDate: row.next_reward_date,
      endsOn: row.ends_on,
    }),
  );
}
