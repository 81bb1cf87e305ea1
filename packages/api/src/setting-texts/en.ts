import type { SettingModule } from '../setting-units.js';

/** A setting as an operator reads it: a short title and what it does. */
export interface SettingText {
  title: string;
  meaning: string;
}

/**
 * The title and meaning of every operator setting in English, keyed by setting key. The console shows
 * them in the operator's language (zh.ts, bd.ts have the same keys, the compiler checks), and
 * docs/configuration.md is generated from these. A server test fails when a setting has no text.
 */
export const en = {
  modules: {
    withdrawals: 'Withdrawals',
    recharge: 'Recharge',
    'bank-cards': 'Bank cards and USDT addresses',
    exchange: 'Exchange and conversion',
    mall: 'Mining machines',
    investments: 'VIP levels',
    team: 'Team and invitations',
    checkin: 'Check-in',
    lottery: 'Lucky draw',
    bargain: 'Bargaining',
    content: 'App content',
    messages: 'Customer service and message texts',
    accounts: 'Registration, login and SMS',
    uploads: 'Uploads',
    maintenance: 'Maintenance',
    platform: 'Business day and sessions',
    jobs: 'Scheduled jobs',
    backup: 'Backups',
    admin: 'Console sign-in',
  } satisfies Record<SettingModule, string>,
  settings: {
    'withdraw.enabled': {
      title: 'Withdrawals open',
      meaning:
        'Members may apply for withdrawals; while off, applications are refused as unable to withdraw.',
    },
    'withdraw.min_minor': {
      title: 'Smallest withdrawal',
      meaning: 'Smallest amount of one withdrawal, the fee not included.',
    },
    'withdraw.max_minor': {
      title: 'Largest withdrawal',
      meaning: 'Largest amount of one withdrawal, the fee not included.',
    },
    'withdraw.daily_count': {
      title: 'Withdrawals per day',
      meaning: 'Withdrawal applications one member may make per business day; rejected ones count too.',
    },
    'withdraw.window_start': {
      title: 'Withdrawals open at',
      meaning: 'Time of day, in the business time zone, from which members may apply for withdrawals.',
    },
    'withdraw.window_end': {
      title: 'Withdrawals close at',
      meaning:
        'Time of day, in the business time zone, at which applications stop; a time before the opening spans midnight.',
    },
    'withdraw.fee_bps': {
      title: 'Withdrawal fee (share)',
      meaning: 'Fee as a share of the amount, reserved on top of the amount and rounded down to the cent.',
    },
    'withdraw.fee_fixed_minor': {
      title: 'Withdrawal fee (fixed)',
      meaning: 'Fixed fee added to the share above on every withdrawal.',
    },
    'withdraw.turnover_bps': {
      title: 'Investment before withdrawing',
      meaning:
        'Share of every credited recharge that must be invested (machines kept, pledged or put in funds) before it can be withdrawn; money made on the platform is never held back.',
    },
    'withdraw.usdt_requires_usdt_recharge': {
      title: 'USDT withdrawals need a USDT recharge',
      meaning: 'Withdrawals to a USDT address need an earlier credited USDT recharge.',
    },
    'withdraw.fund_password_max_failures': {
      title: 'Wrong fund passwords before lock',
      meaning:
        'Wrong fund passwords after which the member’s withdrawals are locked, so a stolen session cannot guess it.',
    },
    'withdraw.fund_password_lock_minutes': {
      title: 'Fund password lock',
      meaning: 'How long withdrawals stay locked after too many wrong fund passwords.',
    },
    'withdraw.notice': {
      title: 'Withdrawal page notice',
      meaning: 'Notice shown on the withdrawal page, in each language.',
    },
    'recharge.first_bonus_bps': {
      title: 'First-recharge bonus (share)',
      meaning:
        'Bonus on a member’s first credited recharge, as a share of it (fund record: first recharge bonus).',
    },
    'recharge.first_bonus_fixed_minor': {
      title: 'First-recharge bonus (fixed)',
      meaning: 'Fixed amount added to the share above on the first credited recharge.',
    },
    'recharge.first_bonus_max_minor': {
      title: 'Largest first-recharge bonus',
      meaning: 'The first-recharge bonus never exceeds this amount.',
    },
    'recharge.bonus_points_per_usd': {
      title: 'Recharge bonus points',
      meaning:
        'Points credited for each whole dollar of every credited recharge (fund record: recharge bonus points).',
    },
    'recharge.max_open_orders': {
      title: 'Open recharge orders',
      meaning: 'Recharge orders one member may have under review at once.',
    },
    'bank.edit_allowed': {
      title: 'Members may change accounts',
      meaning:
        'Members may replace a bound bank card or USDT address, never while a withdrawal to it is under review.',
    },
    'bank.delete_allowed': {
      title: 'Members may delete accounts',
      meaning:
        'Members may delete a bound bank card or USDT address, never while a withdrawal to it is under review.',
    },
    'bank.change_hold_hours': {
      title: 'Hold after an account change',
      meaning:
        'A changed withdrawal account (edited, or bound again after a deletion) receives no withdrawal for this long; 0 means no hold. A member’s first account is not held.',
    },
    'exchange.balance_to_points_allowed': {
      title: 'Balance to points',
      meaning: 'Members may exchange balance for points.',
    },
    'exchange.points_to_balance_allowed': {
      title: 'Points to balance',
      meaning: 'Members may exchange points for balance.',
    },
    'exchange.balance_to_points_per_usd': {
      title: 'Points bought with a dollar',
      meaning: 'Points a member receives for each whole dollar of balance.',
    },
    'exchange.points_to_balance_per_usd': {
      title: 'Points for a dollar',
      meaning: 'Points a member pays for each whole dollar of balance received.',
    },
    'exchange.minimum_usd': {
      title: 'Smallest exchange',
      meaning: 'Smallest exchange in either direction, in whole dollars.',
    },
    'conversion.allowed': {
      title: 'Team balance conversion',
      meaning: 'Members may move their team balance into their balance.',
    },
    'conversion.minimum_minor': {
      title: 'Smallest conversion',
      meaning: 'Smallest team-balance conversion.',
    },
    'conversion.fee_bps': {
      title: 'Conversion fee',
      meaning: 'Fee kept on a team-balance conversion, as a share of the amount, rounded down to the cent.',
    },
    'mall.start_window_days': {
      title: 'Days to start a machine',
      meaning:
        'A machine must be started within this many days of its purchase; an order not started by then expires.',
    },
    'mall.sell_refund_bps': {
      title: 'Sell-back refund',
      meaning:
        'Selling a machine back refunds this share of the amount paid, minus the income it has already paid; with the three rebates at most 100%.',
    },
    'mall.rebate_level1_bps': {
      title: 'Team rebate, level 1',
      meaning:
        'Rebate to the buyer’s inviter on a machine purchase, as a share of the amount paid; the three levels together at most 10%.',
    },
    'mall.rebate_level2_bps': {
      title: 'Team rebate, level 2',
      meaning:
        'Rebate to the inviter’s inviter on a machine purchase; the three levels together at most 10%.',
    },
    'mall.rebate_level3_bps': {
      title: 'Team rebate, level 3',
      meaning: 'Rebate to the third level above the buyer; the three levels together at most 10%.',
    },
    'vip.thresholds_minor': {
      title: 'VIP thresholds',
      meaning:
        'Total invested (machines paid, principal pledged, amounts put in funds) that reaches VIP level 1, 2, 3…, rising; a level never falls.',
    },
    'invite.bonus_points': {
      title: 'Invitation bonus',
      meaning:
        'Points credited to the inviter once for each invited friend who qualifies; 0 turns the bonus off.',
    },
    'invite.bonus_min_recharge_minor': {
      title: 'Recharge that qualifies an invitee',
      meaning:
        'An invited friend qualifies with a first recharge of at least this much; 0 means any first recharge.',
    },
    'invite.link_base_url': {
      title: 'Invitation link address',
      meaning:
        'Origin of the invitation link and its QR code; empty uses the address the member opened the app at.',
    },
    'checkin.points_per_day': {
      title: 'Check-in points',
      meaning: 'Points for each daily check-in.',
    },
    'checkin.streak_reward_points': {
      title: 'Streak reward',
      meaning:
        'Extra points on every 7th consecutive check-in (day 7, 14, …); a missed day starts the streak again.',
    },
    'checkin.requires_investment_or_recharge': {
      title: 'Check-in needs a recharge or investment',
      meaning: 'Only members who have recharged or invested may check in.',
    },
    'lottery.cost_points': {
      title: 'Points per draw',
      meaning: 'Points one lucky draw costs.',
    },
    'lottery.requires_investment_or_recharge': {
      title: 'Draws need a recharge or investment',
      meaning: 'Only members who have recharged or invested may draw.',
    },
    'bargain.open': {
      title: 'Bargaining open',
      meaning: 'While closed, no bargain can be started, cut or bought.',
    },
    'bargain.ends_at': {
      title: 'Bargaining ends',
      meaning: 'After this moment no bargain starts or is cut; empty means no end.',
    },
    'bargain.min_vip_level': {
      title: 'VIP level to start a bargain',
      meaning: 'VIP level a member needs to start a bargain.',
    },
    'bargain.requires_machine': {
      title: 'Bargains need a machine',
      meaning:
        'Only members who have bought a mining machine may start a bargain; others are told no related products were bought.',
    },
    'bargain.registered_today_only': {
      title: 'Only new members cut',
      meaning: 'Only members who registered on the same business day may cut a price.',
    },
    'bargain.max_per_member': {
      title: 'Bargains per member',
      meaning: 'Bargains one member may start on one event.',
    },
    'bargain.duration_hours': {
      title: 'Bargain duration',
      meaning: 'How long a bargain can be cut and, once at its lowest price, bought.',
    },
    'bargain.subordinate_levels': {
      title: 'Team levels that may cut',
      meaning: 'How deep in the initiator’s team a cutter may be: 1 means invited directly, at most 3.',
    },
    'app.download_url': {
      title: 'App download link',
      meaning: 'Where the app can be downloaded; empty hides the download link on Home.',
    },
    'funds.open': {
      title: 'Funds open',
      meaning: 'The Funds tab is hidden until this is on.',
    },
    'customer_service.url': {
      title: 'Customer service link',
      meaning: 'Web address of a help desk or chat page; empty hides it.',
    },
    'customer_service.chat': {
      title: 'Customer service chat',
      meaning: 'Chat handle of customer service, such as a Telegram or WhatsApp name; empty hides it.',
    },
    'support.contact_per_ip_per_hour': {
      title: 'Public support messages per address',
      meaning:
        'Messages one address may send in an hour through the support form for members who cannot log in.',
    },
    'support.contact_per_day': {
      title: 'Public support messages per member',
      meaning:
        'Messages one member may send in 24 hours through the support form, proved by their phone and password.',
    },
    'templates.sms.code': {
      title: 'Verification code SMS',
      meaning: 'SMS text of a verification code in each language; {code} and {minutes} are filled in.',
    },
    'templates.sms.withdrawal_paid': {
      title: 'SMS: withdrawal paid',
      meaning: 'SMS when a withdrawal is paid, in each language; {amount} is filled in.',
    },
    'templates.sms.withdrawal_rejected': {
      title: 'SMS: withdrawal rejected',
      meaning: 'SMS when a withdrawal is rejected, in each language; {amount} and {reason} are filled in.',
    },
    'templates.sms.password_changed': {
      title: 'SMS: login password changed',
      meaning: 'SMS when a member’s login password is changed or reset, in each language; no variables.',
    },
    'templates.message.recharge_credited': {
      title: 'Message: recharge credited',
      meaning:
        'In-app message when a recharge is credited to the balance, in each language; {amount} is filled in.',
    },
    'templates.message.withdrawal_paid': {
      title: 'Message: withdrawal paid',
      meaning: 'In-app message when a withdrawal is paid, in each language; {amount} is filled in.',
    },
    'templates.message.withdrawal_rejected': {
      title: 'Message: withdrawal rejected',
      meaning:
        'In-app message when a withdrawal is rejected, in each language; {amount} and {reason} are filled in.',
    },
    'templates.message.login_password_changed': {
      title: 'Message: login password changed',
      meaning:
        'In-app message when a member’s login password is changed or reset (every device is signed out), in each language; no variables.',
    },
    'templates.message.fund_password_changed': {
      title: 'Message: fund password changed',
      meaning:
        'In-app message when a member’s fund password is set, changed or reset, in each language; no variables.',
    },
    'templates.message.payout_account_bound': {
      title: 'Message: withdrawal account added',
      meaning:
        'In-app message when a bank card or USDT address is added for withdrawals, in each language; no variables.',
    },
    'templates.message.payout_account_changed': {
      title: 'Message: withdrawal account changed',
      meaning:
        'In-app message when a withdrawal account is changed (withdrawals to it are held a while), in each language; no variables.',
    },
    'templates.message.payout_account_deleted': {
      title: 'Message: withdrawal account removed',
      meaning: 'In-app message when a withdrawal account is removed, in each language; no variables.',
    },
    'templates.message.two_factor_enabled': {
      title: 'Message: authenticator turned on',
      meaning:
        'In-app message when a member turns on the authenticator (two-step verification), in each language; no variables.',
    },
    'templates.message.two_factor_disabled': {
      title: 'Message: authenticator turned off',
      meaning:
        'In-app message when a member turns off the authenticator (two-step verification), in each language; no variables.',
    },
    'phone.pattern': {
      title: 'Phone number pattern',
      meaning:
        'Regular expression a phone number must match (by default Bangladeshi mobiles such as 01712345678).',
    },
    'phone.example': {
      title: 'Phone number example',
      meaning: 'Example shown in the phone number field.',
    },
    'register.invitation_required': {
      title: 'Invitation code required',
      meaning: 'Registration needs an existing invitation code.',
    },
    'register.welcome_bonus_minor': {
      title: 'Welcome bonus',
      meaning: 'Credited to the balance at registration (fund record: welcome bonus).',
    },
    'register.trial_funds_minor': {
      title: 'Trial funds',
      meaning: 'Credited to the balance at registration (fund record: trial funds).',
    },
    'register.max_per_ip_per_hour': {
      title: 'Registrations per address',
      meaning: 'Registrations accepted from one IP address per hour.',
    },
    'sms.code_ttl_seconds': {
      title: 'Code validity',
      meaning: 'How long a verification code stays valid.',
    },
    'sms.resend_seconds': {
      title: 'Wait before resending',
      meaning: 'Wait before another code can be sent to the same phone.',
    },
    'sms.max_per_phone_per_day': {
      title: 'Codes per phone per day',
      meaning: 'Codes sent to one phone per business day.',
    },
    'sms.max_per_ip_per_hour': {
      title: 'Codes per address per hour',
      meaning: 'Codes requested from one IP address per hour.',
    },
    'sms.max_per_day': {
      title: 'SMS per day',
      meaning:
        'SMS sent to all phones together per business day, codes and notices alike; beyond it codes are refused (notices still go); caps what SMS pumping can cost.',
    },
    'sms.max_attempts': {
      title: 'Guesses per code',
      meaning: 'Wrong guesses after which a code is void.',
    },
    'login.max_failures': {
      title: 'Wrong passwords per phone and address',
      meaning:
        'Wrong passwords for one phone from one IP address before that pair is locked; others still get in.',
    },
    'login.max_failures_per_ip': {
      title: 'Wrong passwords per address',
      meaning: 'Wrong passwords from one IP address before the address is locked.',
    },
    'login.lock_minutes': {
      title: 'Login lock',
      meaning:
        'How long a phone and address pair, or an address, stays locked after too many wrong passwords.',
    },
    'login.max_failures_per_phone': {
      title: 'Wrong passwords per phone',
      meaning:
        'Wrong passwords for one phone from all addresses together before the phone is locked; the member can still log in with an SMS code.',
    },
    'login.phone_lock_minutes': {
      title: 'Phone lock',
      meaning: 'How long a phone stays locked after too many wrong passwords from all addresses.',
    },
    'login.failure_delay_ms': {
      title: 'Delay after a wrong password',
      meaning: 'Extra wait per recent failure before a wrong password is answered, at most 3 seconds.',
    },
    'two_factor.max_failures': {
      title: 'Wrong second-factor codes',
      meaning: 'Wrong authenticator or recovery codes before the member’s second factor is locked.',
    },
    'two_factor.lock_minutes': {
      title: 'Second-factor lock',
      meaning: 'How long the second factor stays locked after too many wrong codes.',
    },
    'uploads.max_file_bytes': {
      title: 'Largest upload',
      meaning: 'Largest file a member may upload (identity photos, support images).',
    },
    'uploads.daily_count': {
      title: 'Uploads per day',
      meaning: 'Files one member may upload in 24 hours; each identity verification needs three.',
    },
    'maintenance.enabled': {
      title: 'Maintenance mode',
      meaning:
        'Every member call is refused and the app shows its maintenance screen; the console keeps working. Scheduled jobs have their own switch.',
    },
    'maintenance.message_zh': {
      title: 'Maintenance message (Chinese)',
      meaning: 'Message of the maintenance screen in Chinese; empty shows the app’s own text.',
    },
    'maintenance.message_en': {
      title: 'Maintenance message (English)',
      meaning: 'Message of the maintenance screen in English; empty shows the app’s own text.',
    },
    'maintenance.message_bd': {
      title: 'Maintenance message (Bengali)',
      meaning: 'Message of the maintenance screen in Bengali; empty shows the app’s own text.',
    },
    'maintenance.ends_at': {
      title: 'Maintenance ends',
      meaning: 'When the app is expected to open again, shown to members; empty says nothing.',
    },
    'business.time_zone': {
      title: 'Business time zone',
      meaning: 'Time zone of the business day: daily income, check-in, withdrawal counts and opening hours.',
    },
    'session.ttl_hours': {
      title: 'Member session',
      meaning: 'How long a member stays logged in without logging in again.',
    },
    'jobs.enabled': {
      title: 'Scheduled jobs run',
      meaning:
        'Whether scheduled jobs run (daily income, expiries, principal returns, reconcile, backups). Apart from maintenance mode; a re-run from the console works either way.',
    },
    'backup.interval_hours': {
      title: 'Backup interval',
      meaning:
        'Time between scheduled backups of the embedded database; 0 turns them off. A database server is backed up with its own tools.',
    },
    'backup.keep': {
      title: 'Backups kept',
      meaning: 'How many scheduled backups are kept; older ones are deleted after a new one is written.',
    },
    'admin.session_ttl_hours': {
      title: 'Operator session',
      meaning: 'How long an operator stays signed in.',
    },
    'admin.login_max_failures': {
      title: 'Wrong sign-ins per operator and address',
      meaning:
        'Wrong passwords or authenticator codes for one operator from one IP address before that pair is locked.',
    },
    'admin.login_lock_minutes': {
      title: 'Operator and address lock',
      meaning: 'How long an operator and address pair stays locked.',
    },
    'admin.login_max_failures_per_username': {
      title: 'Wrong sign-ins per operator',
      meaning:
        'Wrong passwords or codes for one operator from all addresses together before the account is locked (operator:unlock opens it).',
    },
    'admin.login_username_lock_minutes': {
      title: 'Operator account lock',
      meaning: 'How long an operator account stays locked after too many failures from all addresses.',
    },
  } satisfies Record<string, SettingText>,
};

export type SettingKeyWithText = keyof typeof en.settings;

/** Another language's texts: the same modules and settings as English. */
export interface SettingTexts {
  modules: Record<SettingModule, string>;
  settings: Record<SettingKeyWithText, SettingText>;
}
