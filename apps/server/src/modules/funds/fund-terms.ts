import { imageList } from '../investments/index.js';
import type { FundRow } from './funds-repository.js';

/** A fund's terms as a member's list and the console both show them. */
export function fundTerms(row: FundRow) {
  return {
    imageUrls: imageList(row.image_urls_json),
    dailyRateBps: row.daily_rate_bps,
    termDays: row.term_days,
    minAmountMinor: row.min_amount_minor,
    maxAmountMinor: row.max_amount_minor,
    maxTimes: row.max_times,
    totalCapMinor: row.total_cap_minor,
    raisedMinor: row.raised_minor,
    requiredVipLevel: row.required_vip_level,
  };
}
