import type { Language } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { runningHolding, type RunningHolding } from '../investments/index.js';
import { activeHoldingsOf } from './funds-repository.js';

/** The member's active fund holdings with their progress through the term (the earnings view). */
export async function runningFundHoldings(
  db: Executor,
  memberId: number,
  language: Language,
): Promise<RunningHolding[]> {
  const rows = await activeHoldingsOf(db, memberId);
  return rows.map((row) =>
    runningHolding('fund', language, {
      id: row.id,
      textsJson: row.texts_json,
      amountMinor: row.amount_minor,
      quantity: 1,
      dailyIncomeMinor: row.daily_income_minor,
      termDays: row.term_days,
      daysPaid: row.days_paid,
      incomePaidMinor: row.income_paid_minor,
      nextDate: row.next_income_date,
      endsOn: row.ends_on,
    }),
  );
}
