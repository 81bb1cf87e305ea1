import type { ErrorTexts } from '../errors.js';

/** The error catalogue's texts in Bengali (errors.ts lists the keys). */
export const ERROR_TEXTS_BD = {
  // Red envelope and codes
  redpack_already_received: 'আপনি ইতিমধ্যে এই লাল খাম গ্রহণ করেছেন',
  redpack_code_not_found: 'লাল খাম কোড পাওয়া যায়নি',
  redpack_code_unavailable: 'এই লাল খাম কোডটি উপলব্ধ নয়',
  redpack_code_used: 'এই লাল খাম কোডটি ব্যবহৃত হয়ে গেছে',
  redpack_code_ended: 'এই লাল খাম ইভেন্ট শেষ হয়েছে',
  reward_claimed_or_invalid: 'পুরস্কারটি ইতিমধ্যে নেওয়া হয়েছে বা অবৈধ',
  unable_to_claim: 'দাবি করা যাচ্ছে না',
  unable_to_receive: 'গ্রহণ করা যাচ্ছে না',

  // General
  missing_parameters: 'প্যারামিটার অনুপস্থিত',
  parameter_error: 'প্যারামিটার ত্রুটি',
  maintenance: 'রক্ষণাবেক্ষণের জন্য অ্যাপটি বন্ধ আছে, অনুগ্রহ করে পরে আবার আসুন',
  request_too_frequent: 'অনেক বেশি অনুরোধ, পরে আবার চেষ্টা করুন',
  not_eligible: 'যোগ্য নন',
  enter_integer: 'একটি পূর্ণসংখ্যা লিখুন',

  // Balance
  insufficient_balance: 'অপর্যাপ্ত ব্যালেন্স',
  insufficient_user_balance: 'ব্যবহারকারীর ব্যালেন্স অপর্যাপ্ত',
  insufficient_team_balance: 'টিম ব্যালেন্স অপর্যাপ্ত',
  insufficient_points: 'অপর্যাপ্ত পয়েন্ট',
  insufficient_lottery_points: 'লটারির জন্য পর্যাপ্ত পয়েন্ট নেই',
  insufficient_team_members: 'পর্যাপ্ত টিম সদস্য নেই',
  insufficient_level: 'আপনার লেভেল যথেষ্ট নয়',
  not_vip: 'আপনি ভিআইপি নন',

  // Registration and login
  passwords_mismatch: 'দুটি পাসওয়ার্ড মেলেনি',
  phone_registered: 'এই ফোন নম্বরটি ইতিমধ্যে নিবন্ধিত',
  invitation_code_not_found: 'আমন্ত্রণ কোডটি নেই',
  sms_code_wrong: 'যাচাইকরণ কোড ভুল',
  sms_send_failed: 'যাচাইকরণ কোড পাঠানো যায়নি',
  sms_too_frequent: 'খুব ঘন ঘন পাঠানো হচ্ছে, অপেক্ষা করুন',
  phone_not_exist: 'ফোন নম্বরটি নেই',
  phone_not_registered: 'ফোন নম্বরটি নিবন্ধিত নয়',
  phone_format_wrong: 'ফোন নম্বরের বিন্যাস ভুল',
  wrong_password: 'ভুল পাসওয়ার্ড',

  // Account
  account_banned_bank: 'ব্যাংক অ্যাকাউন্টটি নিষিদ্ধ করেছে; 60 দিন পরে মূলধন ফেরত দেওয়া হবে',
  account_banned_fraud: 'প্রতারণার কারণে অ্যাকাউন্ট নিষিদ্ধ',
  old_password_wrong: 'পুরানো পাসওয়ার্ড ভুল',
  password_same_as_old: 'নতুন পাসওয়ার্ড পুরানোটির থেকে আলাদা হতে হবে',
  password_update_failed: 'পাসওয়ার্ড আপডেট ব্যর্থ হয়েছে',
  wrong_file_type: 'ভুল ফাইলের ধরন',
  update_failed: 'আপডেট ব্যর্থ হয়েছে',

  // Payment
  deposit_prohibited: 'এই অ্যাকাউন্টে জমা নিষিদ্ধ',
  payment_channel_missing: 'পেমেন্ট চ্যানেল উপলব্ধ নয়',
  amount_below_minimum: 'পরিমাণ সর্বনিম্নের চেয়ে কম',
  amount_above_maximum: 'পরিমাণ সর্বোচ্চের চেয়ে বেশি',
  order_creation_failed: 'অর্ডার তৈরি ব্যর্থ হয়েছে',
  no_usdt_recharge: 'এখনও কোনো USDT রিচার্জ নেই',
  bank_collection_prohibited: 'ব্যাংক সংগ্রহ নিষিদ্ধ করেছে',

  // Bank card
  bank_card_change_forbidden: 'ব্যাংক কার্ড সম্পাদনা বা মুছে ফেলা যাবে না',
  bank_card_error: 'ব্যাংক কার্ড ত্রুটি',
  bank_card_registered: 'এই কার্ড নম্বরটি ইতিমধ্যে নিবন্ধিত',
  bank_card_bind_failed: 'যুক্ত বা মুছে ফেলা ব্যর্থ হয়েছে',
  bank_card_unbound: 'কোনো ব্যাংক কার্ড যুক্ত নেই',
  usdt_address_unbound: 'কোনো USDT ঠিকানা যুক্ত নেই',

  // Withdrawal
  identity_unverified: 'পরিচয় যাচাই সম্পন্ন হয়নি; গ্রাহক সেবায় যোগাযোগ করুন',
  withdraw_daily_count_exceeded: 'দৈনিক উত্তোলনের সংখ্যা অতিক্রম করেছে',
  withdraw_unable: 'উত্তোলন করা যাচ্ছে না',
  fund_password_wrong: 'ফান্ড পাসওয়ার্ড ভুল',
  withdraw_time_wrong: 'এই সময়ে উত্তোলন অনুমোদিত নয়',
  withdraw_amount_too_high: 'একক উত্তোলনের পরিমাণ খুব বেশি',
  withdraw_amount_too_low: 'একক উত্তোলনের পরিমাণ খুব কম',

  // Exchange and lottery
  exchange_below_minimum: 'সর্বনিম্ন বিনিময় পরিমাণের চেয়ে কম',
  conversion_not_allowed: 'রূপান্তর অনুমোদিত নয়',
  lottery_failed: 'লটারি ব্যর্থ হয়েছে',

  // Mall and pledge
  product_not_found: 'পণ্য পাওয়া যায়নি',
  product_not_sold: 'পণ্যটি বিক্রয়ে নেই',
  product_sold_out: 'বিক্রি শেষ',
  purchase_quantity_exceeded: 'ক্রয়ের পরিমাণ অতিক্রম করেছে',
  associated_product_required: 'প্রথমে সংশ্লিষ্ট প্রকল্পটি কিনতে হবে',
  no_related_products: 'কোনো সম্পর্কিত পণ্য কেনা হয়নি',
  pledge_product_not_found: 'প্লেজ পণ্য পাওয়া যায়নি',
  pledge_below_min: 'সর্বনিম্ন প্লেজ পরিমাণের চেয়ে কম',
  pledge_limit_exceeded: 'প্লেজ সীমা অতিক্রম করেছে',

  // Coupons
  coupon_missing: 'কুপনটি নেই',
  coupon_used: 'কুপনটি ইতিমধ্যে ব্যবহৃত',
  coupon_expired: 'কুপনের মেয়াদ শেষ',

  // Check-in and miner
  checkin_already_today: 'আজ ইতিমধ্যে চেক-ইন করেছেন',
  miner_start_failed: 'মাইনার চালু করা যায়নি',
  miner_sell_after_10_days: 'ক্রয়ের 10 দিন পরে বিক্রি করা যাবে না',
  no_investment_or_recharge: 'এখনও কোনো বিনিয়োগ বা রিচার্জ নেই',

  // Bargaining
  bargain_not_open: 'দর কষাকষি ইভেন্ট চালু নেই',
  bargain_level: 'দর কষাকষির জন্য আপনার লেভেল যথেষ্ট নয়',
  bargain_registered_today_only: 'শুধুমাত্র আজ নিবন্ধিত ব্যবহারকারীরা দর কষাকষি করতে পারবেন',
  bargain_limit_reached: 'দর কষাকষির সীমায় পৌঁছেছে',
  bargain_event_id_wrong: 'ইভেন্ট আইডি ভুল',
  bargain_ended: 'দর কষাকষি শেষ হয়েছে',
  bargain_initiator_cannot_cut: 'উদ্যোক্তা দর কষাকষি করতে পারবেন না',
  bargain_already_cut: 'আপনি ইতিমধ্যে দর কষাকষি করেছেন',
  bargain_cannot_buy: 'এখনও কেনা যাবে না',
  bargain_expired: 'দর কষাকষির মেয়াদ শেষ',
  bargain_not_subordinate: 'আপনি উদ্যোক্তার অধীনস্থ নন',

  // Funds
  fund_amount_invalid: 'অবৈধ পরিমাণ',
  fund_not_found: 'ফান্ড পাওয়া যায়নি',
  fund_max_times: 'সর্বোচ্চ বিনিয়োগ সংখ্যায় পৌঁছেছে',
  fund_below_min: 'সর্বনিম্ন বিনিয়োগের চেয়ে কম',
  fund_above_max: 'সর্বোচ্চ বিনিয়োগের চেয়ে বেশি',
  fund_total_cap: 'ফান্ডটি মোট সীমায় পৌঁছেছে',
  fund_record_error: 'বিনিয়োগ রেকর্ড করতে ত্রুটি',
  fund_vip_too_low: 'ভিআইপি লেভেল খুব কম',

  // Platform keys the catalogue needs beyond SPEC §8 (see docs/api.md)
  token_invalid: 'অনুগ্রহ করে আবার লগ ইন করুন',
  idempotency_conflict: 'এই অনুরোধটি ভিন্ন তথ্য দিয়ে আগেই করা হয়েছে',
  permission_denied: 'আপনার ভূমিকায় এটি অনুমোদিত নয়',
  totp_wrong: 'অথেনটিকেটর কোড ভুল',
  already_resolved: 'এটি ইতিমধ্যে নিষ্পত্তি হয়েছে',
  job_running: 'এই কাজটি এখন চলছে; শেষ হলে আবার চেষ্টা করুন',
  not_found: 'পাওয়া যায়নি',
  server_error: 'কিছু ভুল হয়েছে, আবার চেষ্টা করুন',

  // Integrity: sessions, lockout and payout accounts (docs/security.md)
  credentials_changed: 'এর মধ্যে আপনার পাসওয়ার্ড পরিবর্তন হয়েছে; নতুন পাসওয়ার্ড দিয়ে লগ ইন করুন',
  login_locked: 'অনেকবার ভুল পাসওয়ার্ড; এর বদলে এসএমএস কোড দিয়ে লগ ইন করুন',
  fund_password_not_set: 'অনুগ্রহ করে প্রথমে একটি ফান্ড পাসওয়ার্ড সেট করুন',
  payout_account_held: 'এই উত্তোলন অ্যাকাউন্টটি সম্প্রতি পরিবর্তিত হয়েছে; আপনার নিরাপত্তার জন্য এতে উত্তোলন স্থগিত আছে',

  // Recovery and account security (docs/security.md)
  two_factor_required: 'আপনার অথেনটিকেটর অ্যাপের কোডটি লিখুন',
  two_factor_wrong: 'অথেনটিকেটর কোডটি ভুল',
  two_factor_already_enabled: 'দুই-ধাপ যাচাইকরণ ইতিমধ্যে চালু আছে',
  two_factor_not_enabled: 'দুই-ধাপ যাচাইকরণ চালু নেই',
  session_not_found: 'এই ডিভাইসটি ইতিমধ্যে সাইন আউট হয়েছে',
  // Member care: uploads, identity verification and support (docs/member-care.md)
  file_too_large: 'ফাইলটি খুব বড়',
  too_many_files: 'অনেক বেশি ফাইল',
  verification_under_review: 'আপনার পরিচয় যাচাই পর্যালোচনাধীন',
  already_verified: 'আপনার পরিচয় ইতিমধ্যে যাচাই করা হয়েছে',
  ticket_closed: 'এই কথোপকথনটি বন্ধ; অনুগ্রহ করে একটি নতুন শুরু করুন',

  // Integrity: the economic rule (docs/economics.md)
  withdraw_turnover_required: 'রিচার্জের পরিমাণ উত্তোলনের আগে বিনিয়োগ করুন',
  setting_rebates_over_cap: 'তিন স্তরের টিম রিবেট মিলিয়ে পরিশোধিত পরিমাণের 10% এর বেশি হতে পারবে না',
  setting_sell_refund_with_rebates: 'বিক্রয় ফেরত এবং টিম রিবেট মিলিয়ে পরিশোধিত পরিমাণের বেশি হতে পারবে না',
  setting_exchange_round_trip: 'ব্যালেন্স থেকে পয়েন্ট এবং ফিরে বিনিময়ে খরচের বেশি ফেরত দেওয়া যাবে না',
  setting_recharge_bonus_over_turnover:
    'রিচার্জ বোনাস পয়েন্টের মূল্য টার্নওভার শর্ত ও উত্তোলন ফি মিলিয়ে তার বেশি হতে পারবে না',
  setting_lottery_over_cost: 'একটি লটারি ড্রয়ের প্রত্যাশিত পুরস্কার তার খরচের বেশি হতে পারবে না',
} satisfies ErrorTexts;
