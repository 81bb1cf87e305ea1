/** 01712345678 → 017****5678: enough to recognise, not enough to read over a shoulder. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
