import { applyRateBps, mulMinor, type Minor } from './money.js';

/**
 * What a machine, pledge or fund holding earns: the one rule the server settles by and the product
 * pages' calculators show. Machines earn a fixed amount per machine per business day; pledges and
 * funds earn a daily rate (basis points) of the amount put in, rounded toward zero once per day.
 */

/** A machine order's income per business day: the product's daily income times the quantity. */
export function machineDailyIncome(unitDailyMinor: Minor, quantity: number): Minor {
  return mulMinor(unitDailyMinor, quantity);
}

/** A pledge's or fund holding's income per business day: the daily rate of the amount. */
export function rateDailyIncome(amountMinor: Minor, dailyRateBps: number): Minor {
  return applyRateBps(amountMinor, dailyRateBps);
}

/** Income over the whole term: the same daily amount paid on each of `termDays` business days. */
export function termIncome(dailyMinor: Minor, termDays: number): Minor {
  return mulMinor(dailyMinor, termDays);
}
