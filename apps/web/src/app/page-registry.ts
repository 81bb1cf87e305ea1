import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { lazyPage } from '@/components/lazy-page';

type Page = ComponentType;

/**
 * The page of every path of config/paths.ts, each its own lazily loaded chunk. `/` and
 * `/pages/index/index` share the Home page. Pages marked "coming soon" in docs/web-app.md render the
 * shared placeholder until their issue replaces them.
 */
export const PAGES: Record<Exclude<PathName, 'root'>, Page> = {
  home: lazyPage(() => import('@/features/home/home-page')),
  mall: lazyPage(() => import('@/features/mall/mall-page')),
  pledge: lazyPage(() => import('@/features/pledge/pledge-page')),
  funds: lazyPage(() => import('@/features/funds/funds-page')),
  my: lazyPage(() => import('@/features/my/my-page')),
  buy: lazyPage(() => import('@/features/mall/buy-page')),
  register: lazyPage(() => import('@/features/auth/register-page')),
  login: lazyPage(() => import('@/features/auth/login-page')),
  forgotPassword: lazyPage(() => import('@/features/auth/forgot-password-page')),
  security: lazyPage(() => import('@/features/security/security-page')),
  resetFundPassword: lazyPage(() => import('@/features/security/reset-fund-password-page')),
  twoFactor: lazyPage(() => import('@/features/security/two-factor-page')),
  checking: lazyPage(() => import('@/features/checking/checking-page')),
  msgcenter: lazyPage(() => import('@/features/msgcenter/msgcenter-page')),
  recharge: lazyPage(() => import('@/features/recharge/recharge-page')),
  withdraw: lazyPage(() => import('@/features/withdraw/withdraw-page')),
  withdrawRecord: lazyPage(() => import('@/features/withdraw/withdraw-record-page')),
  fundsRecord: lazyPage(() => import('@/features/records/funds-record-page')),
  myTeam: lazyPage(() => import('@/features/team/my-team-page')),
  teamMembers: lazyPage(() => import('@/features/team/team-members-page')),
  invite: lazyPage(() => import('@/features/invite/invite-page')),
  miner: lazyPage(() => import('@/features/mall/miner-page')),
  bonus: lazyPage(() => import('@/features/bonus/bonus-page')),
  bonusRecord: lazyPage(() => import('@/features/bonus/bonus-record-page')),
  exchange: lazyPage(() => import('@/features/exchange/exchange-page')),
  exchangeRecord: lazyPage(() => import('@/features/exchange/exchange-record-page')),
  balanceConversion: lazyPage(() => import('@/features/exchange/balance-conversion-page')),
  raffle: lazyPage(() => import('@/features/raffle/raffle-page')),
  raffleRecord: lazyPage(() => import('@/features/raffle/raffle-record-page')),
  coupon: lazyPage(() => import('@/features/coupon/coupon-page')),
  about: lazyPage(() => import('@/features/about/about-page')),
  company: lazyPage(() => import('@/features/about/company-page')),
  integral: lazyPage(() => import('@/features/integral/integral-page')),
  teamIncome: lazyPage(() => import('@/features/team-income/team-income-page')),
  addCard: lazyPage(() => import('@/features/bank-card/add-card-page')),
  bankList: lazyPage(() => import('@/features/bank-card/bank-list-page')),
  changeInfo: lazyPage(() => import('@/features/profile/change-info-page')),
  changeName: lazyPage(() => import('@/features/profile/change-name-page')),
  changePassword: lazyPage(() => import('@/features/profile/change-password-page')),
  recruitMiners: lazyPage(() => import('@/features/mall/recruit-miners-page')),
  bargain: lazyPage(() => import('@/features/bargain/bargain-page')),
  bargainDetail: lazyPage(() => import('@/features/bargain/bargain-detail-page')),
  earnings: lazyPage(() => import('@/features/earnings/earnings-page')),
  chooseLocation: lazyPage(() => import('@/features/location/choose-location-page')),
  openLocation: lazyPage(() => import('@/features/location/open-location-page')),
  verification: lazyPage(() => import('@/features/verification/verification-page')),
  support: lazyPage(() => import('@/features/support/support-page')),
  supportThread: lazyPage(() => import('@/features/support/support-thread-page')),
  supportContact: lazyPage(() => import('@/features/support/support-contact-page')),
};
