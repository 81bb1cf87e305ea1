import { BADGE_MAX } from '@cloudmine/api';

/** The unread badge (SPEC §9: badge max 999): nothing at zero, "999+" beyond. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
