/**
 * The error catalogue (SPEC §8): every key a failed call can answer with, once. The server answers
 * `{ code, message: <key> }`; the client shows `t('api.' + key)`. The texts of each language are a
 * file of their own (`error-texts/<language>.ts`), so an app downloads only the language it shows
 * (`loadErrorTexts`); `ERROR_CATALOGUE` (error-catalogue.ts) joins the three for the server, the
 * console and tests. A new key goes here and into each of the three files (the compiler insists).
 */
export const ERROR_KEYS = [
  // Red envelope and codes
  'redpack_already_received',
  'redpack_code_not_found',
  'redpack_code_unavailable',
  'redpack_code_used',
  'redpack_code_ended',
  'reward_claimed_or_invalid',
  'unable_to_claim',
  'unable_to_receive',

  // General
  'missing_parameters',
  'parameter_error',
  'maintenance',
  'request_too_frequent',
  'not_eligible',
  'enter_integer',

  // Balance
  'insufficient_balance',
  'insufficient_user_balance',
  'insufficient_team_balance',
  'insufficient_points',
  'insufficient_lottery_points',
  'insufficient_team_members',
  'insufficient_level',
  'not_vip',

  // Registration and login
  'passwords_mismatch',
  'phone_registered',
  'invitation_code_not_found',
  'sms_code_wrong',
  'sms_send_failed',
  'sms_too_frequent',
  'phone_not_exist',
  'phone_not_registered',
  'phone_format_wrong',
  'wrong_password',

  // Account
  'account_banned_bank',
  'account_banned_fraud',
  'old_password_wrong',
  'password_same_as_old',
  'password_update_failed',
  'wrong_file_type',
  'update_failed',

  // Payment
  'deposit_prohibited',
  'payment_channel_missing',
  'amount_below_minimum',
  'amount_above_maximum',
  'order_creation_failed',
  'no_usdt_recharge',
  'bank_collection_prohibited',

  // Bank card
  'bank_card_change_forbidden',
  'bank_card_error',
  'bank_card_registered',
  'bank_card_bind_failed',
  'bank_card_unbound',
  'usdt_address_unbound',

  // Withdrawal
  'identity_unverified',
  'withdraw_daily_count_exceeded',
  'withdraw_unable',
  'fund_password_wrong',
  'withdraw_time_wrong',
  'withdraw_amount_too_high',
  'withdraw_amount_too_low',

  // Exchange and lottery
  'exchange_below_minimum',
  'conversion_not_allowed',
  'lottery_failed',

  // Mall and pledge
  'product_not_found',
  'product_not_sold',
  'product_sold_out',
  'purchase_quantity_exceeded',
  'associated_product_required',
  'no_related_products',
  'pledge_product_not_found',
  'pledge_below_min',
  'pledge_limit_exceeded',

  // Coupons
  'coupon_missing',
  'coupon_used',
  'coupon_expired',

  // Check-in and miner
  'checkin_already_today',
  'miner_start_failed',
  'miner_sell_after_10_days',
  'no_investment_or_recharge',

  // Bargaining
  'bargain_not_open',
  'bargain_level',
  'bargain_registered_today_only',
  'bargain_limit_reached',
  'bargain_event_id_wrong',
  'bargain_ended',
  'bargain_initiator_cannot_cut',
  'bargain_already_cut',
  'bargain_cannot_buy',
  'bargain_expired',
  'bargain_not_subordinate',

  // Funds
  'fund_amount_invalid',
  'fund_not_found',
  'fund_max_times',
  'fund_below_min',
  'fund_above_max',
  'fund_total_cap',
  'fund_record_error',
  'fund_vip_too_low',

  // Platform keys the catalogue needs beyond SPEC §8 (see docs/api.md)
  'token_invalid',
  'idempotency_conflict',
  'permission_denied',
  'totp_wrong',
  'already_resolved',
  'job_running',
  'not_found',
  'server_error',

  // Integrity: sessions, lockout and payout accounts (docs/security.md)
  'credentials_changed',
  'login_locked',
  'fund_password_not_set',
  'payout_account_held',

  // Recovery and account security (docs/security.md)
  'two_factor_required',
  'two_factor_wrong',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'session_not_found',
  // Member care: uploads, identity verification and support (docs/member-care.md)
  'file_too_large',
  'too_many_files',
  'verification_under_review',
  'already_verified',
  'ticket_closed',

  // Integrity: the economic rule (docs/economics.md)
  'withdraw_turnover_required',
  'setting_rebates_over_cap',
  'setting_sell_refund_with_rebates',
  'setting_exchange_round_trip',
  'setting_recharge_bonus_over_turnover',
  'setting_lottery_over_cost',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/** The texts of one language, by key. */
export type ErrorTexts = Readonly<Record<ErrorKey, string>>;

const KNOWN_KEYS: ReadonlySet<string> = new Set(ERROR_KEYS);

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && KNOWN_KEYS.has(value);
}

/** Response codes of the `{ code, message, data }` body (SPEC §7). */
export const RESPONSE_CODE = {
  ok: 200,
  /** Not logged in, or the token is invalid: the client shows `api.token_invalid` and goes to login. */
  unauthorized: 403,
  /** Any business refusal; `message` is an `ErrorKey`. */
  failed: 400,
} as const;
