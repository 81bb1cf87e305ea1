import type { Language } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { runningHolding, type RunningHolding } from '../investments/index.js';
import { runningOrdersOf } from './mall-repository.js';

/** The member's running machines with their progress through the term (the earnings view). */
export async function runningMachines(
  db: Executor,
  memberId: number,
  language: Language,
): Promise<RunningHolding[]> {
  const rows = await runningOrdersOf(db, memberId);
  return rows.map((row) =>
    runningHolding('mining', language, {
      id: row.id,
      textsJson: row.texts_json,
      amountMinor: row.paid_minor,
      quantity: row.quantity,
      dailyIncomeMinor: row.daily_income_minor,
      termDays: row.term_days,
      daysPaid: row.days_paid,
      incomePaidMinor: row.income_paid_minor,
      nextDate: row.next_income_date,
      endsOn: row.ends_on,
    }),
  );
}
