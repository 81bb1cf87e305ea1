import { BPS_PER_UNIT } from '@cloudmine/api';

/** A rate in basis points as a percentage: 80 → "0.8%", 500 → "5%", 125 → "1.25%" (no floats). */
export function formatBps(bps: number): string {
  const whole = Math.trunc(bps / (BPS_PER_UNIT / 100));
  const fraction = String(Math.abs(bps) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}
