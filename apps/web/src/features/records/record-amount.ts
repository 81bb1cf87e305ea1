import { formatMinor, type WalletKind } from '@cloudmine/api';

/** A posting's signed amount as the member reads it: "+12.50 USD", "-3.00 USD", "+200 points". */
export function signedAmount(amount: number, wallet: WalletKind): { text: string; unit: 'usd' | 'points' } {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  if (wallet === 'points') return { text: `${sign}${Math.abs(amount)}`, unit: 'points' };
  return { text: `${sign}${formatMinor(Math.abs(amount))}`, unit: 'usd' };
}
