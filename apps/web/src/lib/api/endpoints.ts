import type * as contract from '@cloudmine/api';

type Contract = typeof contract;
/** The call definitions among the contract's exports. */
type Calls = {
  [Name in keyof Contract as Contract[Name] extends contract.CallDef ? Name : never]: Contract[Name];
};

/**
 * Method and path of each call the app makes. The compiler checks every entry against the zod
 * contract in packages/api (a typo in a path does not typecheck; endpoints.test.ts compares the
 * methods too), while the schemas themselves stay out of the browser bundle: pages need the types only.
 */
export const endpoints = {
  registerConfig: { method: 'GET', path: '/api/public/register/config' },
  smsSend: { method: 'POST', path: '/api/public/sms/send' },
  register: { method: 'POST', path: '/api/public/register' },
  login: { method: 'POST', path: '/api/public/login' },
  loginSms: { method: 'POST', path: '/api/public/login/sms' },
  logout: { method: 'POST', path: '/api/auth/user/logout' },
  getUserInfo: { method: 'POST', path: '/api/auth/user/info' },
  setLanguage: { method: 'POST', path: '/api/auth/language/set' },
  updateUserInfo: { method: 'POST', path: '/api/auth/user/update/info' },
  // Recovery and account security (docs/security.md)
  passwordReset: { method: 'POST', path: '/api/public/password/reset' },
  fundPasswordCode: { method: 'POST', path: '/api/auth/security/fund-password/code' },
  fundPasswordReset: { method: 'POST', path: '/api/auth/security/fund-password/reset' },
  loginHistory: { method: 'POST', path: '/api/auth/security/logins' },
  sessionList: { method: 'POST', path: '/api/auth/security/sessions' },
  sessionRevoke: { method: 'POST', path: '/api/auth/security/sessions/revoke' },
  sessionRevokeOthers: { method: 'POST', path: '/api/auth/security/sessions/revoke-others' },
  twoFactorStatus: { method: 'POST', path: '/api/auth/security/2fa/status' },
  twoFactorSetup: { method: 'POST', path: '/api/auth/security/2fa/setup' },
  twoFactorEnable: { method: 'POST', path: '/api/auth/security/2fa/enable' },
  twoFactorDisable: { method: 'POST', path: '/api/auth/security/2fa/disable' },
  runtimeInfo: { method: 'GET', path: '/api/public/runtime/info' },
  downloadUrl: { method: 'GET', path: '/api/public/download/url' },
  openFund: { method: 'GET', path: '/api/public/open/fund' },
  noticeList: { method: 'POST', path: '/api/public/notice/list' },
  carouselImages: { method: 'POST', path: '/api/public/carousel/images' },
  paymentChannels: { method: 'POST', path: '/api/auth/payment/channels' },
  paymentRate: { method: 'POST', path: '/api/auth/payment/rate' },
  paymentStart: { method: 'POST', path: '/api/auth/payment/start' },
  paymentRecords: { method: 'POST', path: '/api/auth/payment/records' },
  bankList: { method: 'POST', path: '/api/auth/bank/list' },
  bankConfig: { method: 'POST', path: '/api/auth/bank/config' },
  bankBind: { method: 'POST', path: '/api/auth/bank/bind' },
  bankDelete: { method: 'POST', path: '/api/auth/bank/delete' },
  withdrawHint: { method: 'POST', path: '/api/auth/withdraw/hint' },
  withdrawInfo: { method: 'POST', path: '/api/auth/withdraw/info' },
  withdrawApply: { method: 'POST', path: '/api/auth/withdraw/apply' },
  withdrawRecords: { method: 'POST', path: '/api/auth/withdraw/records' },
  fundsRecord: { method: 'POST', path: '/api/auth/user/funds/record' },
  memberEarnings: { method: 'POST', path: '/api/auth/user/earnings' },
  memberHoldings: { method: 'POST', path: '/api/auth/user/earnings/holdings' },
  // Engagement (docs/engagement.md)
  checkinStatus: { method: 'POST', path: '/api/auth/checkin/status' },
  checkinDo: { method: 'POST', path: '/api/auth/checkin/do' },
  scoreExchangeConfig: { method: 'GET', path: '/api/auth/score/exchange/config' },
  scoreExchange: { method: 'POST', path: '/api/auth/score/exchange' },
  scoreExchangeRecords: { method: 'POST', path: '/api/auth/score/exchange/records' },
  scoreRecords: { method: 'POST', path: '/api/auth/score/records' },
  conversionBalance: { method: 'POST', path: '/api/auth/conversion/balance' },
  lotteryPrizes: { method: 'GET', path: '/api/auth/lottery/prizes' },
  lotteryDraw: { method: 'POST', path: '/api/auth/lottery/draw' },
  lotteryRecordsAll: { method: 'POST', path: '/api/auth/lottery/records/all' },
  lotteryRecordsUser: { method: 'POST', path: '/api/auth/lottery/records/user' },
  redpackOpen: { method: 'POST', path: '/api/auth/redpack/open' },
  redpackRecords: { method: 'POST', path: '/api/auth/redpack/records' },
  couponList: { method: 'POST', path: '/api/auth/coupon/list' },
  messages: { method: 'POST', path: '/api/auth/messages' },
  messagesRead: { method: 'POST', path: '/api/auth/messages/read' },
  messagesUnread: { method: 'POST', path: '/api/auth/messages/unread' },
  customerService: { method: 'POST', path: '/api/auth/customer/service' },
  verification: { method: 'POST', path: '/api/auth/verification' },
  verificationSubmit: { method: 'POST', path: '/api/auth/verification/submit' },
  supportTickets: { method: 'POST', path: '/api/auth/support/tickets' },
  supportOpen: { method: 'POST', path: '/api/auth/support/open' },
  supportThreadCall: { method: 'POST', path: '/api/auth/support/thread' },
  supportReply: { method: 'POST', path: '/api/auth/support/reply' },
  mallProducts: { method: 'POST', path: '/api/auth/mall/products' },
  mallPurchase: { method: 'POST', path: '/api/auth/mall/purchase' },
  mallOrders: { method: 'POST', path: '/api/auth/mall/orders' },
  mallStart: { method: 'POST', path: '/api/auth/mall/start' },
  mallSell: { method: 'POST', path: '/api/auth/mall/sell' },
  mallRebateRates: { method: 'POST', path: '/api/auth/mall/rebate/rates' },
  mallIncomeDays: { method: 'POST', path: '/api/auth/mall/income-days' },
  maintenanceStatus: { method: 'POST', path: '/api/maintenance/status' },
  pledgeProducts: { method: 'POST', path: '/api/auth/pledge/products' },
  pledgeBalance: { method: 'POST', path: '/api/auth/pledge/balance' },
  pledge: { method: 'POST', path: '/api/auth/pledge' },
  pledgeRecords: { method: 'POST', path: '/api/auth/pledge/records' },
  fundProducts: { method: 'POST', path: '/api/auth/fund/products' },
  fundInvest: { method: 'POST', path: '/api/auth/fund/invest' },
  fundHoldings: { method: 'POST', path: '/api/auth/fund/holdings' },
  fundIncome: { method: 'POST', path: '/api/auth/fund/income' },
  promotePoster: { method: 'POST', path: '/api/auth/user/promote/poster' },
  teamCount: { method: 'POST', path: '/api/auth/team/count' },
  teamMembers: { method: 'POST', path: '/api/auth/team/members' },
  teamIncome: { method: 'POST', path: '/api/auth/team/income' },
  bargainEvents: { method: 'POST', path: '/api/auth/bargain/events' },
  bargainStart: { method: 'POST', path: '/api/auth/bargain/start' },
  bargainDetail: { method: 'POST', path: '/api/auth/bargain/detail' },
  bargainCut: { method: 'POST', path: '/api/auth/bargain/cut' },
  bargainMine: { method: 'POST', path: '/api/auth/bargain/mine' },
  bargainCuttable: { method: 'POST', path: '/api/auth/bargain/cuttable' },
  bargainBuy: { method: 'POST', path: '/api/auth/bargain/buy' },
} as const satisfies { [Name in keyof Calls]?: Pick<Calls[Name], 'method' | 'path'> };

export type CallName = keyof typeof endpoints;
export type CallDefOf<N extends CallName> = Calls[N];
export type RequestOf<N extends CallName> = contract.CallRequest<Calls[N]>;
export type ResponseOf<N extends CallName> = contract.CallResponse<Calls[N]>;
