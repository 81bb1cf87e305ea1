import type { Selectable } from 'kysely';
import type { BankCardsTable } from '../../platform/db/tables/bank-cards.js';

/** When a change made at `now` lets withdrawals to the account again; null when the setting is 0. */
export function holdUntil(now: Date, hours: number): string | null {
  return hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null;
}

/** The end of the account's hold while it lasts, else null. */
export function heldUntil(card: Pick<Selectable<BankCardsTable>, 'held_until'>, now: Date): string | null {
  return card.held_until !== null && new Date(card.held_until).getTime() > now.getTime()
    ? card.held_until
    : null;
}
