import type { SettingTexts } from './en.js';

/** Operator settings in Chinese (en.ts has the English and the rules). */
export const zh: SettingTexts = {
  modules: {
    withdrawals: '提现',
    recharge: '充值',
    'bank-cards': '银行卡与 USDT 地址',
    exchange: '兑换与转换',
    mall: '矿机',
    investments: 'VIP 等级',
    team: '团队与邀请',
    checkin: '签到',
    lottery: '抽奖',
    bargain: '砍价',
    content: '应用内容',
    messages: '客服与消息文案',
    accounts: '注册、登录与短信',
    uploads: '上传',
    maintenance: '维护',
    platform: '营业日与会话',
    jobs: '定时任务',
    backup: '备份',
    admin: '后台登录',
  },
  settings: {
    'withdraw.enabled': {
      title: '开放提现',
      meaning: '会员可以申请提现；关闭时申请会被拒绝（无法提现）。',
    },
    'withdraw.min_minor': { title: '单笔最低提现', meaning: '单笔提现的最低金额，不含手续费。' },
    'withdraw.max_minor': { title: '单笔最高提现', meaning: '单笔提现的最高金额，不含手续费。' },
    'withdraw.daily_count': {
      title: '每日提现次数',
      meaning: '每位会员每个营业日可提交的提现申请数，被拒绝的也计算在内。',
    },
    'withdraw.window_start': {
      title: '提现开始时间',
      meaning: '按营业时区，每天从此时起可以申请提现。',
    },
    'withdraw.window_end': {
      title: '提现结束时间',
      meaning: '按营业时区，每天到此时停止申请；早于开始时间表示跨越午夜。',
    },
    'withdraw.fee_bps': {
      title: '提现手续费（比例）',
      meaning: '按提现金额比例收取的手续费，在金额之外另行预留，向下取整到分。',
    },
    'withdraw.fee_fixed_minor': {
      title: '提现手续费（固定）',
      meaning: '每笔提现在上述比例之外另加的固定手续费。',
    },
    'withdraw.turnover_bps': {
      title: '提现前投资比例',
      meaning: '每笔到账充值中必须先投资（持有矿机、质押或投入基金）才能提现的比例；在平台赚到的钱不受限制。',
    },
    'withdraw.usdt_requires_usdt_recharge': {
      title: 'USDT 提现需先有 USDT 充值',
      meaning: '提现到 USDT 地址前，会员须有一笔已到账的 USDT 充值。',
    },
    'withdraw.fund_password_max_failures': {
      title: '资金密码错误上限',
      meaning: '资金密码输错达到此次数后锁定该会员的提现，防止被盗会话猜出密码。',
    },
    'withdraw.fund_password_lock_minutes': {
      title: '资金密码锁定时长',
      meaning: '资金密码输错过多后，提现保持锁定的时长。',
    },
    'withdraw.notice': { title: '提现页提示', meaning: '提现页面上显示的提示，每种语言一份。' },
    'recharge.first_bonus_bps': {
      title: '首充奖励（比例）',
      meaning: '会员首笔到账充值按比例发放的奖励（资金记录：首充奖励）。',
    },
    'recharge.first_bonus_fixed_minor': {
      title: '首充奖励（固定）',
      meaning: '首笔到账充值在上述比例之外另加的固定金额。',
    },
    'recharge.first_bonus_max_minor': {
      title: '首充奖励上限',
      meaning: '首充奖励不超过此金额。',
    },
    'recharge.bonus_points_per_usd': {
      title: '充值赠送积分',
      meaning: '每笔到账充值每满一美元赠送的积分（资金记录：充值赠送积分）。',
    },
    'recharge.max_open_orders': {
      title: '待审核充值订单数',
      meaning: '一位会员同时可有的审核中充值订单数。',
    },
    'bank.edit_allowed': {
      title: '允许修改账户',
      meaning: '会员可更换已绑定的银行卡或 USDT 地址；有提现审核中时不可更换。',
    },
    'bank.delete_allowed': {
      title: '允许删除账户',
      meaning: '会员可删除已绑定的银行卡或 USDT 地址；有提现审核中时不可删除。',
    },
    'bank.change_hold_hours': {
      title: '账户变更后冻结',
      meaning:
        '修改过（或删除后重新绑定）的提现账户在此时长内不能提现；0 表示不冻结。会员的第一个账户不冻结。',
    },
    'exchange.balance_to_points_allowed': {
      title: '余额兑换积分',
      meaning: '会员可以用余额兑换积分。',
    },
    'exchange.points_to_balance_allowed': {
      title: '积分兑换余额',
      meaning: '会员可以用积分兑换余额。',
    },
    'exchange.balance_to_points_per_usd': {
      title: '每美元兑换积分',
      meaning: '会员每用一美元余额可得到的积分。',
    },
    'exchange.points_to_balance_per_usd': {
      title: '兑换一美元所需积分',
      meaning: '会员每兑换一美元余额需支付的积分。',
    },
    'exchange.minimum_usd': {
      title: '最低兑换',
      meaning: '任一方向的最低兑换金额，以整美元计。',
    },
    'conversion.allowed': {
      title: '团队余额转换',
      meaning: '会员可以把团队余额转入余额。',
    },
    'conversion.minimum_minor': { title: '最低转换', meaning: '团队余额单次转换的最低金额。' },
    'conversion.fee_bps': {
      title: '转换手续费',
      meaning: '团队余额转换时按金额比例收取的手续费，向下取整到分。',
    },
    'mall.start_window_days': {
      title: '矿机启动期限',
      meaning: '矿机须在购买后这么多天内启动；逾期未启动的订单过期。',
    },
    'mall.sell_refund_bps': {
      title: '回售退款比例',
      meaning: '回售矿机时退还已付金额的比例，再扣除已发放的收益；与三级返佣合计不超过 100%。',
    },
    'mall.rebate_level1_bps': {
      title: '团队返佣（一级）',
      meaning: '购买矿机时按支付金额返给买家邀请人的比例；三级合计不超过 10%。',
    },
    'mall.rebate_level2_bps': {
      title: '团队返佣（二级）',
      meaning: '购买矿机时返给邀请人的邀请人的比例；三级合计不超过 10%。',
    },
    'mall.rebate_level3_bps': {
      title: '团队返佣（三级）',
      meaning: '返给买家上方第三级的比例；三级合计不超过 10%。',
    },
    'vip.thresholds_minor': {
      title: 'VIP 门槛',
      meaning: '达到 VIP 1、2、3…级所需的累计投资（矿机付款、质押本金、基金投入），须递增；等级不会下降。',
    },
    'invite.bonus_points': {
      title: '邀请奖励',
      meaning: '每邀请一位符合条件的好友，给邀请人一次性发放的积分；0 表示关闭。',
    },
    'invite.bonus_min_recharge_minor': {
      title: '被邀请人合格充值',
      meaning: '被邀请好友首笔充值达到此金额即符合条件；0 表示任意首充。',
    },
    'invite.link_base_url': {
      title: '邀请链接地址',
      meaning: '邀请链接及其二维码使用的地址；留空则使用会员打开应用时的地址。',
    },
    'checkin.points_per_day': { title: '签到积分', meaning: '每日签到获得的积分。' },
    'checkin.streak_reward_points': {
      title: '连续签到奖励',
      meaning: '每连续签到第 7 天（第 7、14…天）额外获得的积分；中断一天重新计算。',
    },
    'checkin.requires_investment_or_recharge': {
      title: '签到需充值或投资',
      meaning: '只有充值过或投资过的会员可以签到。',
    },
    'lottery.cost_points': { title: '每次抽奖积分', meaning: '每次抽奖消耗的积分。' },
    'lottery.requires_investment_or_recharge': {
      title: '抽奖需充值或投资',
      meaning: '只有充值过或投资过的会员可以抽奖。',
    },
    'bargain.open': { title: '开放砍价', meaning: '关闭时不能发起、砍价或购买。' },
    'bargain.ends_at': {
      title: '砍价结束时间',
      meaning: '此时刻之后不能发起或参与砍价；留空表示不结束。',
    },
    'bargain.min_vip_level': { title: '发起砍价的 VIP 等级', meaning: '会员发起砍价所需的 VIP 等级。' },
    'bargain.requires_machine': {
      title: '砍价需已购矿机',
      meaning: '只有购买过矿机的会员可以发起砍价；其他会员会被告知未购买相关产品。',
    },
    'bargain.registered_today_only': {
      title: '仅限新会员砍价',
      meaning: '只有当天（营业日）注册的会员可以帮砍。',
    },
    'bargain.max_per_member': { title: '每人砍价次数', meaning: '一位会员在一个活动中可发起的砍价数。' },
    'bargain.duration_hours': {
      title: '砍价时长',
      meaning: '一次砍价可以被砍、砍到底价后可以购买的时长。',
    },
    'bargain.subordinate_levels': {
      title: '可帮砍的团队层级',
      meaning: '帮砍者在发起人团队中的最大层级：1 表示直接邀请，最多 3。',
    },
    'app.download_url': {
      title: '应用下载链接',
      meaning: '应用的下载地址；留空则首页不显示下载链接。',
    },
    'funds.open': { title: '开放基金', meaning: '开启前基金标签页隐藏。' },
    'customer_service.url': {
      title: '客服链接',
      meaning: '客服中心或聊天页面的网址；留空则隐藏。',
    },
    'customer_service.chat': {
      title: '客服聊天账号',
      meaning: '客服的聊天账号，如 Telegram 或 WhatsApp 用户名；留空则隐藏。',
    },
    'support.contact_per_ip_per_hour': {
      title: '每个地址的公开客服留言数',
      meaning: '无法登录的会员通过客服表单留言时，每个地址每小时可发送的条数。',
    },
    'support.contact_per_day': {
      title: '每位会员的公开客服留言数',
      meaning: '会员凭手机号和密码通过客服表单留言时，24 小时内可发送的条数。',
    },
    'templates.sms.code': {
      title: '验证码短信',
      meaning: '各语言的验证码短信内容；{code} 和 {minutes} 会被替换。',
    },
    'templates.sms.withdrawal_paid': {
      title: '短信：提现已到账',
      meaning: '提现到账时发送的短信，每种语言一份；{amount} 会被替换。',
    },
    'templates.sms.withdrawal_rejected': {
      title: '短信：提现被拒绝',
      meaning: '提现被拒绝时发送的短信，每种语言一份；{amount} 和 {reason} 会被替换。',
    },
    'templates.sms.password_changed': {
      title: '短信：登录密码已修改',
      meaning: '会员修改或重置登录密码时发送的短信，每种语言一份；没有变量。',
    },
    'templates.message.recharge_credited': {
      title: '消息：充值已到账',
      meaning: '充值存入余额时发送的站内信，每种语言一份；{amount} 会被替换。',
    },
    'templates.message.withdrawal_paid': {
      title: '消息：提现已到账',
      meaning: '提现到账时发送的站内信，每种语言一份；{amount} 会被替换。',
    },
    'templates.message.withdrawal_rejected': {
      title: '消息：提现被拒绝',
      meaning: '提现被拒绝时发送的站内信，每种语言一份；{amount} 和 {reason} 会被替换。',
    },
    'templates.message.login_password_changed': {
      title: '消息：登录密码已修改',
      meaning: '会员修改或重置登录密码（所有设备退出登录）时发送的站内信，每种语言一份；没有变量。',
    },
    'templates.message.fund_password_changed': {
      title: '消息：资金密码已修改',
      meaning: '会员设置、修改或重置资金密码时发送的站内信，每种语言一份；没有变量。',
    },
    'templates.message.payout_account_bound': {
      title: '消息：已添加提现账户',
      meaning: '添加用于提现的银行卡或USDT地址时发送的站内信，每种语言一份；没有变量。',
    },
    'templates.message.payout_account_changed': {
      title: '消息：提现账户已修改',
      meaning: '提现账户被修改（提现到该账户暂缓一段时间）时发送的站内信，每种语言一份；没有变量。',
    },
    'templates.message.payout_account_deleted': {
      title: '消息：已删除提现账户',
      meaning: '提现账户被删除时发送的站内信，每种语言一份；没有变量。',
    },
    'templates.message.two_factor_enabled': {
      title: '消息：已开启身份验证器',
      meaning: '会员开启身份验证器（两步验证）时发送的站内信，每种语言一份；没有变量。',
    },
    'templates.message.two_factor_disabled': {
      title: '消息：已关闭身份验证器',
      meaning: '会员关闭身份验证器（两步验证）时发送的站内信，每种语言一份；没有变量。',
    },
    'phone.pattern': {
      title: '手机号格式',
      meaning: '手机号必须匹配的正则表达式（默认孟加拉手机号，如 01712345678）。',
    },
    'phone.example': { title: '手机号示例', meaning: '手机号输入框中显示的示例。' },
    'register.invitation_required': { title: '必须填写邀请码', meaning: '注册时需要有效的邀请码。' },
    'register.welcome_bonus_minor': {
      title: '注册奖励',
      meaning: '注册时存入余额（资金记录：注册奖励）。',
    },
    'register.trial_funds_minor': {
      title: '体验金',
      meaning: '注册时存入余额（资金记录：体验金）。',
    },
    'register.max_per_ip_per_hour': {
      title: '每个地址注册数',
      meaning: '每小时接受来自同一 IP 地址的注册数。',
    },
    'sms.code_ttl_seconds': { title: '验证码有效期', meaning: '验证码保持有效的时长。' },
    'sms.resend_seconds': { title: '重发等待', meaning: '向同一手机号再次发送验证码前的等待时间。' },
    'sms.max_per_phone_per_day': {
      title: '每个手机号每日验证码数',
      meaning: '每个营业日向同一手机号发送的验证码数。',
    },
    'sms.max_per_ip_per_hour': {
      title: '每个地址每小时验证码数',
      meaning: '每小时来自同一 IP 地址的验证码请求数。',
    },
    'sms.max_per_day': {
      title: '每日短信总数',
      meaning:
        '每个营业日向所有手机号发送的短信总数（验证码和通知都计入）；超出后拒发验证码（通知仍会发送），限制短信轰炸造成的费用。',
    },
    'sms.max_attempts': { title: '验证码尝试次数', meaning: '输错达到此次数后验证码作废。' },
    'login.max_failures': {
      title: '每个手机号和地址的密码错误次数',
      meaning: '同一手机号从同一 IP 地址输错密码达到此次数后锁定该组合；其他人仍可登录。',
    },
    'login.max_failures_per_ip': {
      title: '每个地址的密码错误次数',
      meaning: '同一 IP 地址输错密码达到此次数后锁定该地址。',
    },
    'login.lock_minutes': {
      title: '登录锁定时长',
      meaning: '密码输错过多后，手机号与地址组合或该地址保持锁定的时长。',
    },
    'login.max_failures_per_phone': {
      title: '每个手机号的密码错误次数',
      meaning: '同一手机号从所有地址合计输错密码达到此次数后锁定该手机号；会员仍可用短信验证码登录。',
    },
    'login.phone_lock_minutes': {
      title: '手机号锁定时长',
      meaning: '所有地址合计输错密码过多后，手机号保持锁定的时长。',
    },
    'login.failure_delay_ms': {
      title: '密码错误后的延迟',
      meaning: '每次近期失败在回答错误密码前额外等待的时间，最多 3 秒。',
    },
    'two_factor.max_failures': {
      title: '二次验证错误次数',
      meaning: '输错验证器或恢复码达到此次数后锁定会员的二次验证。',
    },
    'two_factor.lock_minutes': {
      title: '二次验证锁定时长',
      meaning: '输错验证码过多后二次验证保持锁定的时长。',
    },
    'uploads.max_file_bytes': {
      title: '上传文件上限',
      meaning: '会员可上传的最大文件（身份证照片、客服图片）。',
    },
    'uploads.daily_count': {
      title: '每日上传数',
      meaning: '一位会员 24 小时内可上传的文件数；每次实名认证需要三张。',
    },
    'maintenance.enabled': {
      title: '维护模式',
      meaning: '所有会员请求都被拒绝，应用显示维护页面；后台照常工作。定时任务有单独的开关。',
    },
    'maintenance.message_zh': {
      title: '维护提示（中文）',
      meaning: '维护页面的中文提示；留空则显示应用自带文字。',
    },
    'maintenance.message_en': {
      title: '维护提示（英文）',
      meaning: '维护页面的英文提示；留空则显示应用自带文字。',
    },
    'maintenance.message_bd': {
      title: '维护提示（孟加拉文）',
      meaning: '维护页面的孟加拉文提示；留空则显示应用自带文字。',
    },
    'maintenance.ends_at': {
      title: '维护结束时间',
      meaning: '预计恢复开放的时间，显示给会员；留空则不显示。',
    },
    'business.time_zone': {
      title: '营业时区',
      meaning: '营业日所用的时区：每日收益、签到、提现次数和开放时间。',
    },
    'session.ttl_hours': { title: '会员登录有效期', meaning: '会员无需重新登录即可保持登录的时长。' },
    'jobs.enabled': {
      title: '运行定时任务',
      meaning:
        '是否运行定时任务（每日收益、过期、本金返还、对账、备份）。与维护模式无关；后台手动重跑不受影响。',
    },
    'backup.interval_hours': {
      title: '备份间隔',
      meaning: '内置数据库两次定时备份之间的时间；0 表示关闭。数据库服务器用其自身工具备份。',
    },
    'backup.keep': {
      title: '保留备份数',
      meaning: '保留的定时备份数量；写入新备份后删除较旧的。',
    },
    'admin.session_ttl_hours': { title: '操作员登录有效期', meaning: '操作员保持登录的时长。' },
    'admin.login_max_failures': {
      title: '每个操作员和地址的登录错误次数',
      meaning: '同一操作员从同一 IP 地址输错密码或验证码达到此次数后锁定该组合。',
    },
    'admin.login_lock_minutes': {
      title: '操作员与地址锁定时长',
      meaning: '操作员与地址组合保持锁定的时长。',
    },
    'admin.login_max_failures_per_username': {
      title: '每个操作员的登录错误次数',
      meaning: '同一操作员从所有地址合计输错密码或验证码达到此次数后锁定账号（operator:unlock 可解锁）。',
    },
    'admin.login_username_lock_minutes': {
      title: '操作员账号锁定时长',
      meaning: '所有地址合计失败过多后操作员账号保持锁定的时长。',
    },
  },
};
