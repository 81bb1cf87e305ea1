import type { BargainSummary } from '@cloudmine/api';

/** How far the price has come down towards the floor, in whole percent (0..100). */
export function cutPercent(
  bargain: Pick<BargainSummary, 'originalPriceMinor' | 'floorPriceMinor' | 'priceMinor'>,
): number {
  const span = bargain.originalPriceMinor - bargain.floorPriceMinor;
  if (span <= 0) return 100;
  const done = bargain.originalPriceMinor - bargain.priceMinor;
  return Math.min(100, Math.max(0, Math.floor((done * 100) / span)));
}

/** Time left until `expiresAt` as H:MM:SS (hours may pass 24), or null once it has passed. */
export function formatTimeLeft(expiresAt: string, nowMs: number): string | null {
  const left = Math.floor((Date.parse(expiresAt) - nowMs) / 1000);
  if (!(left > 0)) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** What the member can do with a bargain they look at. */
export type BargainAction = 'share' | 'buy' | 'bought' | 'cut' | 'cutByMe' | 'none';

export function actionFor(bargain: Pick<BargainSummary, 'mine' | 'status' | 'cutByMe'>): BargainAction {
  if (bargain.mine) {
    if (bargain.status === 'open') return 'share';
    if (bargain.status === 'completed') return 'buy';
    if (bargain.status === 'bought') return 'bought';
    return 'none';
  }
  if (bargain.cutByMe) return 'cutByMe';
  return bargain.status === 'open' ? 'cut' : 'none';
}
