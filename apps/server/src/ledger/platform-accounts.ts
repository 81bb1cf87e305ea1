/**
 * The platform side of every posting (DESIGN §4). Each member posting has a counter-leg on one of
 * these accounts, so the sum over all accounts is always zero. Their balances are derived from the
 * entries (never stored), which keeps them off the hot path of concurrent postings.
 */
export const PLATFORM_ACCOUNTS = {
  recharge_clearing: 'Money received through payment channels',
  withdrawal_clearing: 'Withdrawals reserved, paid out or refunded',
  withdrawal_fees:
    'Withdrawal fees reserved with a withdrawal, kept when it is paid, refunded when it is rejected',
  admin_adjustments: 'Operator top-ups and deductions',
  promotions: 'Welcome bonus, trial funds, first-recharge bonus, bonus points, check-in and invite points',
  mining_sales: 'Mining machine purchases and sale refunds',
  mining_payouts: 'Daily mining income',
  rebates: 'Team rebates',
  staking: 'Pledged principal held and returned',
  staking_rewards: 'Pledge rewards',
  funds: 'Fund investments held and returned',
  fund_income: 'Fund income',
  red_packets: 'Red-envelope codes',
  exchange: 'Balance and points exchange',
  lottery_pool: 'Lottery spends and wins',
  conversion: 'Team balance to balance conversion',
} as const;

export type PlatformAccount = keyof typeof PLATFORM_ACCOUNTS;
