/**
 * The error catalogue (SPEC §8): every key a failed call can answer with, once, with its text in the
 * three languages of the app. The server answers `{ code, message: <key> }`; the client shows
 * `t('api.' + key)`.
 */
export const ERROR_CATALOGUE = {
  // Red envelope and codes
  redpack_already_received: {
    en: 'You have already received this red envelope',
    zh: '您已领取过该红包',
    bd: 'আপনি ইতিমধ্যে এই লাল খাম গ্রহণ করেছেন',
  },
  redpack_code_not_found: {
    en: 'Red envelope code not found',
    zh: '红包码不存在',
    bd: 'লাল খাম কোড পাওয়া যায়নি',
  },
  redpack_code_unavailable: {
    en: 'This red envelope code is not available',
    zh: '红包码不可用',
    bd: 'এই লাল খাম কোডটি উপলব্ধ নয়',
  },
  redpack_code_used: {
    en: 'This red envelope code has been used up',
    zh: '红包码已被领完',
    bd: 'এই লাল খাম কোডটি ব্যবহৃত হয়ে গেছে',
  },
  redpack_code_ended: {
    en: 'This red envelope event has ended',
    zh: '红包活动已结束',
    bd: 'এই লাল খাম ইভেন্ট শেষ হয়েছে',
  },
  reward_claimed_or_invalid: {
    en: 'The reward has been claimed or is invalid',
    zh: '奖励已领取或无效',
    bd: 'পুরস্কারটি ইতিমধ্যে নেওয়া হয়েছে বা অবৈধ',
  },
  unable_to_claim: { en: 'Unable to claim', zh: '无法领取', bd: 'দাবি করা যাচ্ছে না' },
  unable_to_receive: { en: 'Unable to receive', zh: '无法接收', bd: 'গ্রহণ করা যাচ্ছে না' },

  // General
  missing_parameters: { en: 'Missing parameters', zh: '缺少参数', bd: 'প্যারামিটার অনুপস্থিত' },
  parameter_error: { en: 'Parameter error', zh: '参数错误', bd: 'প্যারামিটার ত্রুটি' },
  maintenance: {
    en: 'The app is closed for maintenance, please come back later',
    zh: '系统维护中，请稍后再来',
    bd: 'রক্ষণাবেক্ষণের জন্য অ্যাপটি বন্ধ আছে, অনুগ্রহ করে পরে আবার আসুন',
  },
  request_too_frequent: {
    en: 'Too many requests, please try again later',
    zh: '请求过于频繁，请稍后再试',
    bd: 'অনেক বেশি অনুরোধ, পরে আবার চেষ্টা করুন',
  },
  not_eligible: { en: 'Not eligible', zh: '不符合条件', bd: 'যোগ্য নন' },
  enter_integer: { en: 'Please enter an integer', zh: '请输入整数', bd: 'একটি পূর্ণসংখ্যা লিখুন' },

  // Balance
  insufficient_balance: { en: 'Insufficient balance', zh: '余额不足', bd: 'অপর্যাপ্ত ব্যালেন্স' },
  insufficient_user_balance: {
    en: 'Insufficient user balance',
    zh: '用户余额不足',
    bd: 'ব্যবহারকারীর ব্যালেন্স অপর্যাপ্ত',
  },
  insufficient_team_balance: {
    en: 'Insufficient team balance',
    zh: '团队余额不足',
    bd: 'টিম ব্যালেন্স অপর্যাপ্ত',
  },
  insufficient_points: { en: 'Insufficient points', zh: '积分不足', bd: 'অপর্যাপ্ত পয়েন্ট' },
  insufficient_lottery_points: {
    en: 'Not enough points to draw',
    zh: '抽奖积分不足',
    bd: 'লটারির জন্য পর্যাপ্ত পয়েন্ট নেই',
  },
  insufficient_team_members: {
    en: 'Not enough team members',
    zh: '团队人数不足',
    bd: 'পর্যাপ্ত টিম সদস্য নেই',
  },
  insufficient_level: { en: 'Your level is too low', zh: '等级不足', bd: 'আপনার লেভেল যথেষ্ট নয়' },
  not_vip: { en: 'You are not a VIP', zh: '您不是VIP', bd: 'আপনি ভিআইপি নন' },

  // Registration and login
  passwords_mismatch: {
    en: 'The two passwords do not match',
    zh: '两次输入的密码不一致',
    bd: 'দুটি পাসওয়ার্ড মেলেনি',
  },
  phone_registered: {
    en: 'This phone number is already registered',
    zh: '该手机号已注册',
    bd: 'এই ফোন নম্বরটি ইতিমধ্যে নিবন্ধিত',
  },
  invitation_code_not_found: {
    en: 'Invitation code does not exist',
    zh: '邀请码不存在',
    bd: 'আমন্ত্রণ কোডটি নেই',
  },
  sms_code_wrong: {
    en: 'Wrong verification code',
    zh: '验证码错误',
    bd: 'যাচাইকরণ কোড ভুল',
  },
  sms_send_failed: {
    en: 'Failed to send the verification code',
    zh: '验证码发送失败',
    bd: 'যাচাইকরণ কোড পাঠানো যায়নি',
  },
  sms_too_frequent: {
    en: 'Sending too frequently, please wait',
    zh: '发送过于频繁，请稍候',
    bd: 'খুব ঘন ঘন পাঠানো হচ্ছে, অপেক্ষা করুন',
  },
  phone_not_exist: {
    en: 'Phone number does not exist',
    zh: '手机号不存在',
    bd: 'ফোন নম্বরটি নেই',
  },
  phone_not_registered: {
    en: 'Phone number is not registered',
    zh: '手机号未注册',
    bd: 'ফোন নম্বরটি নিবন্ধিত নয়',
  },
  phone_format_wrong: {
    en: 'The phone number format is wrong',
    zh: '手机号格式错误',
    bd: 'ফোন নম্বরের বিন্যাস ভুল',
  },
  wrong_password: { en: 'Wrong password', zh: '密码错误', bd: 'ভুল পাসওয়ার্ড' },

  // Account
  account_banned_bank: {
    en: 'Account banned by the bank; the principal will be returned after 60 days',
    zh: '账户已被银行封禁，本金将在60天后退回',
    bd: 'ব্যাংক অ্যাকাউন্টটি নিষিদ্ধ করেছে; ৬০ দিন পরে মূলধন ফেরত দেওয়া হবে',
  },
  account_banned_fraud: {
    en: 'Account banned for fraud',
    zh: '账户因欺诈被封禁',
    bd: 'প্রতারণার কারণে অ্যাকাউন্ট নিষিদ্ধ',
  },
  old_password_wrong: { en: 'Old password is wrong', zh: '旧密码错误', bd: 'পুরানো পাসওয়ার্ড ভুল' },
  password_same_as_old: {
    en: 'The new password must differ from the old one',
    zh: '新密码不能与旧密码相同',
    bd: 'নতুন পাসওয়ার্ড পুরানোটির থেকে আলাদা হতে হবে',
  },
  password_update_failed: {
    en: 'Password update failed',
    zh: '密码修改失败',
    bd: 'পাসওয়ার্ড আপডেট ব্যর্থ হয়েছে',
  },
  wrong_file_type: { en: 'Wrong file type', zh: '文件类型错误', bd: 'ভুল ফাইলের ধরন' },
  update_failed: { en: 'Update failed', zh: '更新失败', bd: 'আপডেট ব্যর্থ হয়েছে' },

  // Payment
  deposit_prohibited: {
    en: 'Deposits are prohibited for this account',
    zh: '该账户禁止充值',
    bd: 'এই অ্যাকাউন্টে জমা নিষিদ্ধ',
  },
  payment_channel_missing: {
    en: 'Payment channel not available',
    zh: '支付通道不存在',
    bd: 'পেমেন্ট চ্যানেল উপলব্ধ নয়',
  },
  amount_below_minimum: {
    en: 'Amount is below the minimum',
    zh: '金额低于最低限额',
    bd: 'পরিমাণ সর্বনিম্নের চেয়ে কম',
  },
  amount_above_maximum: {
    en: 'Amount is above the maximum',
    zh: '金额高于最高限额',
    bd: 'পরিমাণ সর্বোচ্চের চেয়ে বেশি',
  },
  order_creation_failed: {
    en: 'Order creation failed',
    zh: '订单创建失败',
    bd: 'অর্ডার তৈরি ব্যর্থ হয়েছে',
  },
  no_usdt_recharge: {
    en: 'No USDT recharge yet',
    zh: '暂无USDT充值',
    bd: 'এখনও কোনো USDT রিচার্জ নেই',
  },
  bank_collection_prohibited: {
    en: 'The bank prohibits collection',
    zh: '银行禁止收款',
    bd: 'ব্যাংক সংগ্রহ নিষিদ্ধ করেছে',
  },

  // Bank card
  bank_card_change_forbidden: {
    en: 'Bank card cannot be edited or deleted',
    zh: '银行卡不允许修改或删除',
    bd: 'ব্যাংক কার্ড সম্পাদনা বা মুছে ফেলা যাবে না',
  },
  bank_card_error: { en: 'Bank card error', zh: '银行卡错误', bd: 'ব্যাংক কার্ড ত্রুটি' },
  bank_card_registered: {
    en: 'This card number is already registered',
    zh: '该卡号已被注册',
    bd: 'এই কার্ড নম্বরটি ইতিমধ্যে নিবন্ধিত',
  },
  bank_card_bind_failed: {
    en: 'Binding or deleting failed',
    zh: '绑定或删除失败',
    bd: 'যুক্ত বা মুছে ফেলা ব্যর্থ হয়েছে',
  },
  bank_card_unbound: {
    en: 'No bank card bound',
    zh: '未绑定银行卡',
    bd: 'কোনো ব্যাংক কার্ড যুক্ত নেই',
  },
  usdt_address_unbound: {
    en: 'No USDT address bound',
    zh: '未绑定USDT地址',
    bd: 'কোনো USDT ঠিকানা যুক্ত নেই',
  },

  // Withdrawal
  identity_unverified: {
    en: 'Identity verification not completed; please contact customer service',
    zh: '未完成身份验证，请联系客服',
    bd: 'পরিচয় যাচাই সম্পন্ন হয়নি; গ্রাহক সেবায় যোগাযোগ করুন',
  },
  withdraw_daily_count_exceeded: {
    en: 'Daily withdrawal count exceeded',
    zh: '超过每日提现次数',
    bd: 'দৈনিক উত্তোলনের সংখ্যা অতিক্রম করেছে',
  },
  withdraw_unable: { en: 'Unable to withdraw', zh: '无法提现', bd: 'উত্তোলন করা যাচ্ছে না' },
  fund_password_wrong: {
    en: 'Wrong fund password',
    zh: '资金密码错误',
    bd: 'ফান্ড পাসওয়ার্ড ভুল',
  },
  withdraw_time_wrong: {
    en: 'Withdrawals are not allowed at this time',
    zh: '当前不在提现时间内',
    bd: 'এই সময়ে উত্তোলন অনুমোদিত নয়',
  },
  withdraw_amount_too_high: {
    en: 'Single withdrawal amount is too high',
    zh: '单笔提现金额过高',
    bd: 'একক উত্তোলনের পরিমাণ খুব বেশি',
  },
  withdraw_amount_too_low: {
    en: 'Single withdrawal amount is too low',
    zh: '单笔提现金额过低',
    bd: 'একক উত্তোলনের পরিমাণ খুব কম',
  },

  // Exchange and lottery
  exchange_below_minimum: {
    en: 'Below the minimum exchange amount',
    zh: '低于最低兑换数量',
    bd: 'সর্বনিম্ন বিনিময় পরিমাণের চেয়ে কম',
  },
  conversion_not_allowed: {
    en: 'Conversion is not allowed',
    zh: '不允许转换',
    bd: 'রূপান্তর অনুমোদিত নয়',
  },
  lottery_failed: { en: 'Lottery draw failed', zh: '抽奖失败', bd: 'লটারি ব্যর্থ হয়েছে' },

  // Mall and pledge
  product_not_found: { en: 'Product not found', zh: '产品不存在', bd: 'পণ্য পাওয়া যায়নি' },
  product_not_sold: { en: 'Product is not on sale', zh: '产品未上架', bd: 'পণ্যটি বিক্রয়ে নেই' },
  product_sold_out: { en: 'Sold out', zh: '已售罄', bd: 'বিক্রি শেষ' },
  purchase_quantity_exceeded: {
    en: 'Purchase quantity exceeded',
    zh: '超过购买数量',
    bd: 'ক্রয়ের পরিমাণ অতিক্রম করেছে',
  },
  associated_product_required: {
    en: 'You must buy the associated project first',
    zh: '请先购买关联项目',
    bd: 'প্রথমে সংশ্লিষ্ট প্রকল্পটি কিনতে হবে',
  },
  no_related_products: {
    en: 'No related products purchased',
    zh: '未购买相关产品',
    bd: 'কোনো সম্পর্কিত পণ্য কেনা হয়নি',
  },
  pledge_product_not_found: {
    en: 'Pledge product not found',
    zh: '质押产品不存在',
    bd: 'প্লেজ পণ্য পাওয়া যায়নি',
  },
  pledge_below_min: {
    en: 'Below the minimum pledge amount',
    zh: '低于最低质押金额',
    bd: 'সর্বনিম্ন প্লেজ পরিমাণের চেয়ে কম',
  },
  pledge_limit_exceeded: {
    en: 'Pledge limit exceeded',
    zh: '超过质押限额',
    bd: 'প্লেজ সীমা অতিক্রম করেছে',
  },

  // Coupons
  coupon_missing: { en: 'Coupon does not exist', zh: '优惠券不存在', bd: 'কুপনটি নেই' },
  coupon_used: { en: 'Coupon already used', zh: '优惠券已使用', bd: 'কুপনটি ইতিমধ্যে ব্যবহৃত' },
  coupon_expired: { en: 'Coupon has expired', zh: '优惠券已过期', bd: 'কুপনের মেয়াদ শেষ' },

  // Check-in and miner
  checkin_already_today: {
    en: 'Already checked in today',
    zh: '今天已签到',
    bd: 'আজ ইতিমধ্যে চেক-ইন করেছেন',
  },
  miner_start_failed: {
    en: 'Failed to start the miner',
    zh: '矿机启动失败',
    bd: 'মাইনার চালু করা যায়নি',
  },
  miner_sell_after_10_days: {
    en: 'Cannot sell more than 10 days after purchase',
    zh: '购买超过10天无法出售',
    bd: 'ক্রয়ের ১০ দিন পরে বিক্রি করা যাবে না',
  },
  no_investment_or_recharge: {
    en: 'No investment or recharge yet',
    zh: '暂无投资或充值',
    bd: 'এখনও কোনো বিনিয়োগ বা রিচার্জ নেই',
  },

  // Bargaining
  bargain_not_open: {
    en: 'The bargaining event is not open',
    zh: '砍价活动未开启',
    bd: 'দর কষাকষি ইভেন্ট চালু নেই',
  },
  bargain_level: {
    en: 'Your level is too low for bargaining',
    zh: '等级不足，无法砍价',
    bd: 'দর কষাকষির জন্য আপনার লেভেল যথেষ্ট নয়',
  },
  bargain_registered_today_only: {
    en: 'Only users registered today can bargain',
    zh: '仅限今日注册用户砍价',
    bd: 'শুধুমাত্র আজ নিবন্ধিত ব্যবহারকারীরা দর কষাকষি করতে পারবেন',
  },
  bargain_limit_reached: {
    en: 'Bargaining limit reached',
    zh: '砍价次数已达上限',
    bd: 'দর কষাকষির সীমায় পৌঁছেছে',
  },
  bargain_event_id_wrong: {
    en: 'Wrong event id',
    zh: '活动ID错误',
    bd: 'ইভেন্ট আইডি ভুল',
  },
  bargain_ended: { en: 'The bargain has ended', zh: '砍价已结束', bd: 'দর কষাকষি শেষ হয়েছে' },
  bargain_initiator_cannot_cut: {
    en: 'The initiator cannot bargain',
    zh: '发起人不能砍价',
    bd: 'উদ্যোক্তা দর কষাকষি করতে পারবেন না',
  },
  bargain_already_cut: {
    en: 'You have already bargained',
    zh: '您已砍过价',
    bd: 'আপনি ইতিমধ্যে দর কষাকষি করেছেন',
  },
  bargain_cannot_buy: {
    en: 'Cannot buy yet',
    zh: '暂不能购买',
    bd: 'এখনও কেনা যাবে না',
  },
  bargain_expired: { en: 'The bargain has expired', zh: '砍价已过期', bd: 'দর কষাকষির মেয়াদ শেষ' },
  bargain_not_subordinate: {
    en: 'You are not a subordinate of the initiator',
    zh: '您不是发起人的下级',
    bd: 'আপনি উদ্যোক্তার অধীনস্থ নন',
  },

  // Funds
  fund_amount_invalid: { en: 'Invalid amount', zh: '金额错误', bd: 'অবৈধ পরিমাণ' },
  fund_not_found: { en: 'Fund not found', zh: '基金不存在', bd: 'ফান্ড পাওয়া যায়নি' },
  fund_max_times: {
    en: 'Maximum number of investments reached',
    zh: '已达最大投资次数',
    bd: 'সর্বোচ্চ বিনিয়োগ সংখ্যায় পৌঁছেছে',
  },
  fund_below_min: {
    en: 'Below the minimum investment',
    zh: '低于最低投资额',
    bd: 'সর্বনিম্ন বিনিয়োগের চেয়ে কম',
  },
  fund_above_max: {
    en: 'Above the maximum investment',
    zh: '高于最高投资额',
    bd: 'সর্বোচ্চ বিনিয়োগের চেয়ে বেশি',
  },
  fund_total_cap: {
    en: 'The fund has reached its total cap',
    zh: '基金已达总额上限',
    bd: 'ফান্ডটি মোট সীমায় পৌঁছেছে',
  },
  fund_record_error: {
    en: 'Error recording the investment',
    zh: '记录错误',
    bd: 'বিনিয়োগ রেকর্ড করতে ত্রুটি',
  },
  fund_vip_too_low: {
    en: 'VIP level too low',
    zh: 'VIP等级过低',
    bd: 'ভিআইপি লেভেল খুব কম',
  },

  // Platform keys the catalogue needs beyond SPEC §8 (see docs/api.md)
  token_invalid: {
    en: 'Please log in again',
    zh: '登录已失效，请重新登录',
    bd: 'অনুগ্রহ করে আবার লগ ইন করুন',
  },
  idempotency_conflict: {
    en: 'This request was already made with different details',
    zh: '该请求已以不同内容提交过',
    bd: 'এই অনুরোধটি ভিন্ন তথ্য দিয়ে আগেই করা হয়েছে',
  },
  permission_denied: {
    en: 'Your role does not allow this',
    zh: '您的角色无权执行此操作',
    bd: 'আপনার ভূমিকায় এটি অনুমোদিত নয়',
  },
  totp_wrong: {
    en: 'Wrong authenticator code',
    zh: '动态验证码错误',
    bd: 'অথেনটিকেটর কোড ভুল',
  },
  already_resolved: {
    en: 'This has already been resolved',
    zh: '该记录已处理',
    bd: 'এটি ইতিমধ্যে নিষ্পত্তি হয়েছে',
  },
  job_running: {
    en: 'This job is running now; try again when it has finished',
    zh: '该任务正在运行，请在完成后再试',
    bd: 'এই কাজটি এখন চলছে; শেষ হলে আবার চেষ্টা করুন',
  },
  not_found: {
    en: 'Not found',
    zh: '未找到',
    bd: 'পাওয়া যায়নি',
  },
  server_error: {
    en: 'Something went wrong, please try again',
    zh: '系统繁忙，请稍后再试',
    bd: 'কিছু ভুল হয়েছে, আবার চেষ্টা করুন',
  },

  // Integrity: sessions, lockout and payout accounts (docs/security.md)
  credentials_changed: {
    en: 'Your password was changed meanwhile; please log in with the new one',
    zh: '您的密码刚刚已被修改，请使用新密码登录',
    bd: 'এর মধ্যে আপনার পাসওয়ার্ড পরিবর্তন হয়েছে; নতুন পাসওয়ার্ড দিয়ে লগ ইন করুন',
  },
  login_locked: {
    en: 'Too many wrong passwords; log in with an SMS code instead',
    zh: '密码错误次数过多，请改用短信验证码登录',
    bd: 'অনেকবার ভুল পাসওয়ার্ড; এর বদলে এসএমএস কোড দিয়ে লগ ইন করুন',
  },
  fund_password_not_set: {
    en: 'Please set a fund password first',
    zh: '请先设置资金密码',
    bd: 'অনুগ্রহ করে প্রথমে একটি ফান্ড পাসওয়ার্ড সেট করুন',
  },
  payout_account_held: {
    en: 'This withdrawal account was changed recently; withdrawals to it are held for your safety',
    zh: '该提现账户最近已修改，为了您的安全暂缓提现到该账户',
    bd: 'এই উত্তোলন অ্যাকাউন্টটি সম্প্রতি পরিবর্তিত হয়েছে; আপনার নিরাপত্তার জন্য এতে উত্তোলন স্থগিত আছে',
  },

  // Recovery and account security (docs/security.md)
  two_factor_required: {
    en: 'Enter the code from your authenticator app',
    zh: '请输入身份验证器中的验证码',
    bd: 'আপনার অথেনটিকেটর অ্যাপের কোডটি লিখুন',
  },
  two_factor_wrong: {
    en: 'The authenticator code is wrong',
    zh: '身份验证器验证码错误',
    bd: 'অথেনটিকেটর কোডটি ভুল',
  },
  two_factor_already_enabled: {
    en: 'Two-step verification is already on',
    zh: '两步验证已开启',
    bd: 'দুই-ধাপ যাচাইকরণ ইতিমধ্যে চালু আছে',
  },
  two_factor_not_enabled: {
    en: 'Two-step verification is not on',
    zh: '两步验证未开启',
    bd: 'দুই-ধাপ যাচাইকরণ চালু নেই',
  },
  session_not_found: {
    en: 'This device is already signed out',
    zh: '该设备已退出登录',
    bd: 'এই ডিভাইসটি ইতিমধ্যে সাইন আউট হয়েছে',
  },
  // Member care: uploads, identity verification and support (docs/member-care.md)
  file_too_large: {
    en: 'The file is too large',
    zh: '文件过大',
    bd: 'ফাইলটি খুব বড়',
  },
  too_many_files: {
    en: 'Too many files',
    zh: '文件数量过多',
    bd: 'অনেক বেশি ফাইল',
  },
  verification_under_review: {
    en: 'Your identity verification is under review',
    zh: '您的实名认证正在审核中',
    bd: 'আপনার পরিচয় যাচাই পর্যালোচনাধীন',
  },
  already_verified: {
    en: 'Your identity is already verified',
    zh: '您已完成实名认证',
    bd: 'আপনার পরিচয় ইতিমধ্যে যাচাই করা হয়েছে',
  },
  ticket_closed: {
    en: 'This conversation is closed; please open a new one',
    zh: '该会话已关闭，请新建会话',
    bd: 'এই কথোপকথনটি বন্ধ; অনুগ্রহ করে একটি নতুন শুরু করুন',
  },

  // Integrity: the economic rule (docs/economics.md)
  withdraw_turnover_required: {
    en: 'Invest your recharged amount before withdrawing it',
    zh: '充值金额需先用于投资后才能提现',
    bd: 'রিচার্জের পরিমাণ উত্তোলনের আগে বিনিয়োগ করুন',
  },
  setting_rebates_over_cap: {
    en: 'The three team rebates together may not exceed 10% of the amount paid',
    zh: '三级团队返利合计不得超过支付金额的10%',
    bd: 'তিন স্তরের টিম রিবেট মিলিয়ে পরিশোধিত পরিমাণের ১০% এর বেশি হতে পারবে না',
  },
  setting_sell_refund_with_rebates: {
    en: 'The sell-back refund plus the team rebates may not exceed the amount paid',
    zh: '回售退款与团队返利之和不得超过支付金额',
    bd: 'বিক্রয় ফেরত এবং টিম রিবেট মিলিয়ে পরিশোধিত পরিমাণের বেশি হতে পারবে না',
  },
  setting_exchange_round_trip: {
    en: 'Exchanging balance to points and back may not return more than it cost',
    zh: '余额与积分来回兑换不得多于投入',
    bd: 'ব্যালেন্স থেকে পয়েন্ট এবং ফিরে বিনিময়ে খরচের বেশি ফেরত দেওয়া যাবে না',
  },
  setting_recharge_bonus_over_turnover: {
    en: 'Recharge bonus points may not be worth more than the turnover requirement plus the withdrawal fee',
    zh: '充值赠送积分的价值不得超过流水要求与提现手续费之和',
    bd: 'রিচার্জ বোনাস পয়েন্টের মূল্য টার্নওভার শর্ত ও উত্তোলন ফি মিলিয়ে তার বেশি হতে পারবে না',
  },
  setting_lottery_over_cost: {
    en: 'A lottery draw may not be expected to pay more than it costs',
    zh: '抽奖的期望奖励不得高于抽奖成本',
    bd: 'একটি লটারি ড্রয়ের প্রত্যাশিত পুরস্কার তার খরচের বেশি হতে পারবে না',
  },
} as const satisfies Record<string, Record<'en' | 'zh' | 'bd', string>>;

export type ErrorKey = keyof typeof ERROR_CATALOGUE;

export const ERROR_KEYS = Object.keys(ERROR_CATALOGUE) as ErrorKey[];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** Response codes of the `{ code, message, data }` body (SPEC §7). */
export const RESPONSE_CODE = {
  ok: 200,
  /** Not logged in, or the token is invalid: the client shows `api.token_invalid` and goes to login. */
  unauthorized: 403,
  /** Any business refusal; `message` is an `ErrorKey`. */
  failed: 400,
} as const;
