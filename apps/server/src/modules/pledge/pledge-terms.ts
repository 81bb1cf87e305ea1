import { imageList } from '../investments/index.js';
import type { PledgeProductRow } from './pledge-repository.js';

/** A pledge product's terms as a member's list and the console both show them. */
export function pledgeTerms(row: PledgeProductRow) {
  return {
    imageUrls: imageList(row.image_urls_json),
    termDays: row.term_days,
    dailyRateBps: row.daily_rate_bps,
    minAmountMinor: row.min_amount_minor,
    maxPerMemberMinor: row.max_per_member_minor,
    requiredVipLevel: row.required_vip_level,
  };
}
