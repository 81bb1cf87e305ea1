import { formatMinorIn, formatNumber, type WalletKind } from '@cloudmine/api';

/**
 * A posting's signed amount as the member reads it, grouped in the reader's language like every
 * shown amount: "+1,212.50 USD", "-3.00 USD", "+1,200 points".
 */
export function signedAmount(
  amount: number,
  wallet: WalletKind,
  language: string,
): { text: string; unit: 'usd' | 'points' } {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  if (wallet === 'points')
    return { text: `${sign}${formatNumber(Math.abs(amount), language)}`, unit: 'points' };
  return { text: `${sign}${formatMinorIn(Math.abs(amount), language)}`, unit: 'usd' };
}

/** A balance after a posting, grouped like the amount beside it. */
export function balanceText(balance: number, wallet: WalletKind, language: string): string {
  return wallet === 'points' ? formatNumber(balance, language) : formatMinorIn(balance, language);
}
