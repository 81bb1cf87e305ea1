import type { ErrorTexts } from '../errors.js';

/** The error catalogue's texts in English (errors.ts lists the keys). */
export const ERROR_TEXTS_EN = {
  // Red envelope and codes
  redpack_already_received: 'You have already received this red envelope',
  redpack_code_not_found: 'Red envelope code not found',
  redpack_code_unavailable: 'This red envelope code is not available',
  redpack_code_used: 'This red envelope code has been used up',
  redpack_code_ended: 'This red envelope event has ended',
  reward_claimed_or_invalid: 'The reward has been claimed or is invalid',
  unable_to_claim: 'Unable to claim',
  unable_to_receive: 'Unable to receive',

  // General
  missing_parameters: 'Missing parameters',
  parameter_error: 'Parameter error',
  maintenance: 'The app is closed for maintenance, please come back later',
  request_too_frequent: 'Too many requests, please try again later',
  not_eligible: 'Not eligible',
  enter_integer: 'Please enter an integer',

  // Balance
  insufficient_balance: 'Insufficient balance',
  insufficient_user_balance: 'Insufficient user balance',
  insufficient_team_balance: 'Insufficient team balance',
  insufficient_points: 'Insufficient points',
  insufficient_lottery_points: 'Not enough points to draw',
  insufficient_team_members: 'Not enough team members',
  insufficient_level: 'Your level is too low',
  not_vip: 'You are not a VIP',

  // Registration and login
  passwords_mismatch: 'The two passwords do not match',
  phone_registered: 'This phone number is already registered',
  invitation_code_not_found: 'Invitation code does not exist',
  sms_code_wrong: 'Wrong verification code',
  sms_send_failed: 'Failed to send the verification code',
  sms_too_frequent: 'Sending too frequently, please wait',
  phone_not_exist: 'Phone number does not exist',
  phone_not_registered: 'Phone number is not registered',
  phone_format_wrong: 'The phone number format is wrong',
  wrong_password: 'Wrong password',

  // Account
  account_banned_bank: 'Account banned by the bank; the principal will be returned after 60 days',
  account_banned_fraud: 'Account banned for fraud',
  old_password_wrong: 'Old password is wrong',
  password_same_as_old: 'The new password must differ from the old one',
  password_update_failed: 'Password update failed',
  wrong_file_type: 'Wrong file type',
  update_failed: 'Update failed',

  // Payment
  deposit_prohibited: 'Deposits are prohibited for this account',
  payment_channel_missing: 'Payment channel not available',
  amount_below_minimum: 'Amount is below the minimum',
  amount_above_maximum: 'Amount is above the maximum',
  order_creation_failed: 'Order creation failed',
  no_usdt_recharge: 'No USDT recharge yet',
  bank_collection_prohibited: 'The bank prohibits collection',

  // Bank card
  bank_card_change_forbidden: 'Bank card cannot be edited or deleted',
  bank_card_error: 'Bank card error',
  bank_card_registered: 'This card number is already registered',
  bank_card_bind_failed: 'Binding or deleting failed',
  bank_card_unbound: 'No bank card bound',
  usdt_address_unbound: 'No USDT address bound',

  // Withdrawal
  identity_unverified: 'Identity verification not completed; please contact customer service',
  withdraw_daily_count_exceeded: 'Daily withdrawal count exceeded',
  withdraw_unable: 'Unable to withdraw',
  fund_password_wrong: 'Wrong fund password',
  withdraw_time_wrong: 'Withdrawals are not allowed at this time',
  withdraw_amount_too_high: 'Single withdrawal amount is too high',
  withdraw_amount_too_low: 'Single withdrawal amount is too low',

  // Exchange and lottery
  exchange_below_minimum: 'Below the minimum exchange amount',
  conversion_not_allowed: 'Conversion is not allowed',
  lottery_failed: 'Lottery draw failed',

  // Mall and pledge
  product_not_found: 'Product not found',
  product_not_sold: 'Product is not on sale',
  product_sold_out: 'Sold out',
  purchase_quantity_exceeded: 'Purchase quantity exceeded',
  associated_product_required: 'You must buy the associated project first',
  no_related_products: 'No related products purchased',
  pledge_product_not_found: 'Pledge product not found',
  pledge_below_min: 'Below the minimum pledge amount',
  pledge_limit_exceeded: 'Pledge limit exceeded',

  // Coupons
  coupon_missing: 'Coupon does not exist',
  coupon_used: 'Coupon already used',
  coupon_expired: 'Coupon has expired',

  // Check-in and miner
  checkin_already_today: 'Already checked in today',
  miner_start_failed: 'Failed to start the miner',
  miner_sell_after_10_days: 'Cannot sell more than 10 days after purchase',
  no_investment_or_recharge: 'No investment or recharge yet',

  // Bargaining
  bargain_not_open: 'The bargaining event is not open',
  bargain_level: 'Your level is too low for bargaining',
  bargain_registered_today_only: 'Only users registered today can bargain',
  bargain_limit_reached: 'Bargaining limit reached',
  bargain_event_id_wrong: 'Wrong event id',
  bargain_ended: 'The bargain has ended',
  bargain_initiator_cannot_cut: 'The initiator cannot bargain',
  bargain_already_cut: 'You have already bargained',
  bargain_cannot_buy: 'Cannot buy yet',
  bargain_expired: 'The bargain has expired',
  bargain_not_subordinate: 'You are not a subordinate of the initiator',

  // Funds
  fund_amount_invalid: 'Invalid amount',
  fund_not_found: 'Fund not found',
  fund_max_times: 'Maximum number of investments reached',
  fund_below_min: 'Below the minimum investment',
  fund_above_max: 'Above the maximum investment',
  fund_total_cap: 'The fund has reached its total cap',
  fund_record_error: 'Error recording the investment',
  fund_vip_too_low: 'VIP level too low',

  // Platform keys the catalogue needs beyond SPEC §8 (see docs/api.md)
  token_invalid: 'Please log in again',
  idempotency_conflict: 'This request was already made with different details',
  permission_denied: 'Your role does not allow this',
  totp_wrong: 'Wrong authenticator code',
  already_resolved: 'This has already been resolved',
  job_running: 'This job is running now; try again when it has finished',
  not_found: 'Not found',
  server_error: 'Something went wrong, please try again',

  // Integrity: sessions, lockout and payout accounts (docs/security.md)
  credentials_changed: 'Your password was changed meanwhile; please log in with the new one',
  login_locked: 'Too many wrong passwords; log in with an SMS code instead',
  fund_password_not_set: 'Please set a fund password first',
  payout_account_held:
    'This withdrawal account was changed recently; withdrawals to it are held for your safety',

  // Recovery and account security (docs/security.md)
  two_factor_required: 'Enter the code from your authenticator app',
  two_factor_wrong: 'The authenticator code is wrong',
  two_factor_already_enabled: 'Two-step verification is already on',
  two_factor_not_enabled: 'Two-step verification is not on',
  session_not_found: 'This device is already signed out',
  // Member care: uploads, identity verification and support (docs/member-care.md)
  file_too_large: 'The file is too large',
  too_many_files: 'Too many files',
  verification_under_review: 'Your identity verification is under review',
  already_verified: 'Your identity is already verified',
  ticket_closed: 'This conversation is closed; please open a new one',

  // Integrity: the economic rule (docs/economics.md)
  withdraw_turnover_required: 'Invest your recharged amount before withdrawing it',
  setting_rebates_over_cap: 'The three team rebates together may not exceed 10% of the amount paid',
  setting_sell_refund_with_rebates:
    'The sell-back refund plus the team rebates may not exceed the amount paid',
  setting_exchange_round_trip: 'Exchanging balance to points and back may not return more than it cost',
  setting_recharge_bonus_over_turnover:
    'Recharge bonus points may not be worth more than the turnover requirement plus the withdrawal fee',
  setting_lottery_over_cost: 'A lottery draw may not be expected to pay more than it costs',
} satisfies ErrorTexts;
