import type { Language } from './constants.js';

/**
 * Fund-record types 1..25 in SPEC §3 order. Every posting carries one; the member's records page
 * names them in three languages.
 */
export const FUND_RECORD_TYPES = {
  recharge: 1,
  withdrawal: 2,
  admin_top_up: 3,
  admin_deduction: 4,
  buy_mining_machine: 5,
  mining_income: 6,
  team_rebate: 7,
  staking_deduction: 8,
  staking_reward: 9,
  first_recharge_bonus: 10,
  red_packet: 11,
  points_to_balance: 12,
  balance_to_points: 13,
  points_spent_lottery: 14,
  points_won_lottery: 15,
  balance_won_lottery: 16,
  welcome_bonus: 17,
  trial_funds: 18,
  checkin_points: 19,
  recharge_bonus_points: 20,
  invite_bonus_points: 21,
  sell_mining_machine: 22,
  fund_income: 23,
  withdrawal_rejected: 24,
  balance_conversion: 25,
} as const;

export type FundRecordTypeName = keyof typeof FUND_RECORD_TYPES;
export type FundRecordType = (typeof FUND_RECORD_TYPES)[FundRecordTypeName];
export const FUND_RECORD_TYPE_CODES = Object.values(FUND_RECORD_TYPES) as FundRecordType[];

export function isFundRecordType(value: number): value is FundRecordType {
  return Number.isInteger(value) && value >= 1 && value <= 25;
}

export const FUND_RECORD_TYPE_NAMES: Record<FundRecordType, Record<Language, string>> = {
  1: { en: 'Recharge', zh: '充值', bd: 'রিচার্জ' },
  2: { en: 'Withdrawal', zh: '提现', bd: 'উত্তোলন' },
  3: { en: 'Admin top-up', zh: '后台充值', bd: 'অ্যাডমিন টপ-আপ' },
  4: { en: 'Admin deduction', zh: '后台扣款', bd: 'অ্যাডমিন কর্তন' },
  5: { en: 'Buy mining machine', zh: '购买矿机', bd: 'মাইনিং মেশিন ক্রয়' },
  6: { en: 'Mining income', zh: '挖矿收益', bd: 'মাইনিং আয়' },
  7: { en: 'Team rebate', zh: '团队返利', bd: 'টিম রিবেট' },
  8: { en: 'Staking deduction', zh: '质押扣款', bd: 'স্টেকিং কর্তন' },
  9: { en: 'Staking reward', zh: '质押奖励', bd: 'স্টেকিং পুরস্কার' },
  10: { en: 'First recharge bonus', zh: '首充奖励', bd: 'প্রথম রিচার্জ বোনাস' },
  11: { en: 'Red packet', zh: '红包', bd: 'লাল খাম' },
  12: { en: 'Points to balance', zh: '积分兑换余额', bd: 'পয়েন্ট থেকে ব্যালেন্স' },
  13: { en: 'Balance to points', zh: '余额兑换积分', bd: 'ব্যালেন্স থেকে পয়েন্ট' },
  14: { en: 'Points spent (lottery)', zh: '抽奖消耗积分', bd: 'লটারিতে খরচ পয়েন্ট' },
  15: { en: 'Points won (lottery)', zh: '抽奖获得积分', bd: 'লটারিতে জেতা পয়েন্ট' },
  16: { en: 'Balance won (lottery)', zh: '抽奖获得余额', bd: 'লটারিতে জেতা ব্যালেন্স' },
  17: { en: 'Welcome bonus', zh: '注册奖励', bd: 'স্বাগত বোনাস' },
  18: { en: 'Trial funds', zh: '体验金', bd: 'ট্রায়াল ফান্ড' },
  19: { en: 'Check-in points', zh: '签到积分', bd: 'চেক-ইন পয়েন্ট' },
  20: { en: 'Recharge bonus points', zh: '充值奖励积分', bd: 'রিচার্জ বোনাস পয়েন্ট' },
  21: { en: 'Invite bonus points', zh: '邀请奖励积分', bd: 'আমন্ত্রণ বোনাস পয়েন্ট' },
  22: { en: 'Sell mining machine', zh: '出售矿机', bd: 'মাইনিং মেশিন বিক্রয়' },
  23: { en: 'Fund income', zh: '基金收益', bd: 'ফান্ড আয়' },
  24: { en: 'Withdrawal rejected', zh: '提现驳回', bd: 'উত্তোলন প্রত্যাখ্যাত' },
  25: { en: 'Balance conversion', zh: '余额转换', bd: 'ব্যালেন্স রূপান্তর' },
};

/**
 * Subtypes under the 25 types, for postings whose type alone reads wrong to a member: a fund
 * investment is posted as type 23 ("Fund income") with a negative amount, and a pledge's principal
 * coming back as type 9 ("Staking reward"). The posting's reference kind tells them apart; the type
 * stays what SPEC §3 says, so filters and totals by type are unchanged.
 */
export const FUND_RECORD_SUBTYPES = {
  fund_investment: {
    type: FUND_RECORD_TYPES.fund_income,
    names: { en: 'Fund investment', zh: '基金投资', bd: 'ফান্ড বিনিয়োগ' },
  },
  fund_principal: {
    type: FUND_RECORD_TYPES.fund_income,
    names: { en: 'Fund amount returned', zh: '基金本金返还', bd: 'ফান্ডের অর্থ ফেরত' },
  },
  pledge_principal: {
    type: FUND_RECORD_TYPES.staking_reward,
    names: { en: 'Pledge principal returned', zh: '质押本金返还', bd: 'স্টেকিং মূলধন ফেরত' },
  },
} as const satisfies Record<string, { type: FundRecordType; names: Record<Language, string> }>;

export type FundRecordSubtype = keyof typeof FUND_RECORD_SUBTYPES;

/** The subtype of a posting of `type` caused by `referenceKind`, or null when the type says it all. */
export function fundRecordSubtype(type: number, referenceKind: string): FundRecordSubtype | null {
  if (!Object.hasOwn(FUND_RECORD_SUBTYPES, referenceKind)) return null;
  const subtype = referenceKind as FundRecordSubtype;
  return FUND_RECORD_SUBTYPES[subtype].type === type ? subtype : null;
}

/** What a member reads for a posting: its subtype's name where it has one, else its type's. */
export function fundRecordLabel(type: number, referenceKind: string, language: Language): string {
  const subtype = fundRecordSubtype(type, referenceKind);
  if (subtype) return FUND_RECORD_SUBTYPES[subtype].names[language];
  return isFundRecordType(type) ? FUND_RECORD_TYPE_NAMES[type][language] : String(type);
}

/** Which wallet a member holds; points are whole numbers, the others are cents. */
export const WALLET_KINDS = ['balance', 'team_balance', 'points'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Money movement states shared by recharges and withdrawals (SPEC §3). */
export const REVIEW_STATES = ['under_review', 'successful', 'failed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
