import type { ErrorTexts } from '../errors.js';

/** The error catalogue's texts in Chinese (simplified) (errors.ts lists the keys). */
export const ERROR_TEXTS_ZH = {
  // Red envelope and codes
  redpack_already_received: '您已领取过该红包',
  redpack_code_not_found: '红包码不存在',
  redpack_code_unavailable: '红包码不可用',
  redpack_code_used: '红包码已被领完',
  redpack_code_ended: '红包活动已结束',
  reward_claimed_or_invalid: '奖励已领取或无效',
  unable_to_claim: '无法领取',
  unable_to_receive: '无法接收',

  // General
  missing_parameters: '缺少参数',
  parameter_error: '参数错误',
  maintenance: '系统维护中，请稍后再来',
  request_too_frequent: '请求过于频繁，请稍后再试',
  not_eligible: '不符合条件',
  enter_integer: '请输入整数',

  // Balance
  insufficient_balance: '余额不足',
  insufficient_user_balance: '用户余额不足',
  insufficient_team_balance: '团队余额不足',
  insufficient_points: '积分不足',
  insufficient_lottery_points: '抽奖积分不足',
  insufficient_team_members: '团队人数不足',
  insufficient_level: '等级不足',
  not_vip: '您不是VIP',

  // Registration and login
  passwords_mismatch: '两次输入的密码不一致',
  phone_registered: '该手机号已注册',
  invitation_code_not_found: '邀请码不存在',
  sms_code_wrong: '验证码错误',
  sms_send_failed: '验证码发送失败',
  sms_too_frequent: '发送过于频繁，请稍候',
  phone_not_exist: '手机号不存在',
  phone_not_registered: '手机号未注册',
  phone_format_wrong: '手机号格式错误',
  wrong_password: '密码错误',

  // Account
  account_banned_bank: '账户已被银行封禁，本金将在60天后退回',
  account_banned_fraud: '账户因欺诈被封禁',
  old_password_wrong: '旧密码错误',
  password_same_as_old: '新密码不能与旧密码相同',
  password_update_failed: '密码修改失败',
  wrong_file_type: '文件类型错误',
  update_failed: '更新失败',

  // Payment
  deposit_prohibited: '该账户禁止充值',
  payment_channel_missing: '支付通道不存在',
  amount_below_minimum: '金额低于最低限额',
  amount_above_maximum: '金额高于最高限额',
  order_creation_failed: '订单创建失败',
  no_usdt_recharge: '暂无USDT充值',
  bank_collection_prohibited: '银行禁止收款',

  // Bank card
  bank_card_change_forbidden: '银行卡不允许修改或删除',
  bank_card_error: '银行卡错误',
  bank_card_registered: '该卡号已被注册',
  bank_card_bind_failed: '绑定或删除失败',
  bank_card_unbound: '未绑定银行卡',
  usdt_address_unbound: '未绑定USDT地址',

  // Withdrawal
  identity_unverified: '未完成身份验证，请联系客服',
  withdraw_daily_count_exceeded: '超过每日提现次数',
  withdraw_unable: '无法提现',
  fund_password_wrong: '资金密码错误',
  withdraw_time_wrong: '当前不在提现时间内',
  withdraw_amount_too_high: '单笔提现金额过高',
  withdraw_amount_too_low: '单笔提现金额过低',

  // Exchange and lottery
  exchange_below_minimum: '低于最低兑换数量',
  conversion_not_allowed: '不允许转换',
  lottery_failed: '抽奖失败',

  // Mall and pledge
  product_not_found: '产品不存在',
  product_not_sold: '产品未上架',
  product_sold_out: '已售罄',
  purchase_quantity_exceeded: '超过购买数量',
  associated_product_required: '请先购买关联项目',
  no_related_products: '未购买相关产品',
  pledge_product_not_found: '质押产品不存在',
  pledge_below_min: '低于最低质押金额',
  pledge_limit_exceeded: '超过质押限额',

  // Coupons
  coupon_missing: '优惠券不存在',
  coupon_used: '优惠券已使用',
  coupon_expired: '优惠券已过期',

  // Check-in and miner
  checkin_already_today: '今天已签到',
  miner_start_failed: '矿机启动失败',
  miner_sell_after_10_days: '购买超过10天无法出售',
  no_investment_or_recharge: '暂无投资或充值',

  // Bargaining
  bargain_not_open: '砍价活动未开启',
  bargain_level: '等级不足，无法砍价',
  bargain_registered_today_only: '仅限今日注册用户砍价',
  bargain_limit_reached: '砍价次数已达上限',
  bargain_event_id_wrong: '活动ID错误',
  bargain_ended: '砍价已结束',
  bargain_initiator_cannot_cut: '发起人不能砍价',
  bargain_already_cut: '您已砍过价',
  bargain_cannot_buy: '暂不能购买',
  bargain_expired: '砍价已过期',
  bargain_not_subordinate: '您不是发起人的下级',

  // Funds
  fund_amount_invalid: '金额错误',
  fund_not_found: '基金不存在',
  fund_max_times: '已达最大投资次数',
  fund_below_min: '低于最低投资额',
  fund_above_max: '高于最高投资额',
  fund_total_cap: '基金已达总额上限',
  fund_record_error: '记录错误',
  fund_vip_too_low: 'VIP等级过低',

  // Platform keys the catalogue needs beyond SPEC §8 (see docs/api.md)
  token_invalid: '登录已失效，请重新登录',
  idempotency_conflict: '该请求已以不同内容提交过',
  permission_denied: '您的角色无权执行此操作',
  totp_wrong: '动态验证码错误',
  already_resolved: '该记录已处理',
  job_running: '该任务正在运行，请在完成后再试',
  not_found: '未找到',
  server_error: '系统繁忙，请稍后再试',

  // Integrity: sessions, lockout and payout accounts (docs/security.md)
  credentials_changed: '您的密码刚刚已被修改，请使用新密码登录',
  login_locked: '密码错误次数过多，请改用短信验证码登录',
  fund_password_not_set: '请先设置资金密码',
  payout_account_held: '该提现账户最近已修改，为了您的安全暂缓提现到该账户',

  // Recovery and account security (docs/security.md)
  two_factor_required: '请输入身份验证器中的验证码',
  two_factor_wrong: '身份验证器验证码错误',
  two_factor_already_enabled: '两步验证已开启',
  two_factor_not_enabled: '两步验证未开启',
  session_not_found: '该设备已退出登录',
  // Member care: uploads, identity verification and support (docs/member-care.md)
  file_too_large: '文件过大',
  too_many_files: '文件数量过多',
  verification_under_review: '您的实名认证正在审核中',
  already_verified: '您已完成实名认证',
  ticket_closed: '该会话已关闭，请新建会话',

  // Integrity: the economic rule (docs/economics.md)
  withdraw_turnover_required: '充值金额需先用于投资后才能提现',
  setting_rebates_over_cap: '三级团队返利合计不得超过支付金额的10%',
  setting_sell_refund_with_rebates: '回售退款与团队返利之和不得超过支付金额',
  setting_exchange_round_trip: '余额与积分来回兑换不得多于投入',
  setting_recharge_bonus_over_turnover: '充值赠送积分的价值不得超过流水要求与提现手续费之和',
  setting_lottery_over_cost: '抽奖的期望奖励不得高于抽奖成本',
} satisfies ErrorTexts;
