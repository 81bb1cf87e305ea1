/**
 * A phone as other members see it: the first three and last four digits (017****5678). Shorter
 * numbers keep less, so at least half of the digits are always hidden.
 */
export function maskPhone(phone: string): string {
  if (phone.length >= 10) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  const keep = Math.floor(phone.length / 4);
  return `${phone.slice(0, keep)}****${keep > 0 ? phone.slice(-keep) : ''}`;
}
