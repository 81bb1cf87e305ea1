/**
 * Shapes of identifiers, shared by the contract (server-side validation) and the app (a hint
 * before sending), kept free of zod so the app can use them without the schemas.
 */

/** A TRC20 address: base58, 34 characters, starting with T. The server also checks its checksum. */
export const TRC20_ADDRESS_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** A bank account number as typed: digits, optionally grouped by spaces or dashes. */
export function normalizeAccountNumber(text: string): string {
  return text.trim().replace(/[\s-]/g, '');
}

export const ACCOUNT_NUMBER_SHAPE = /^\d{6,30}$/;
