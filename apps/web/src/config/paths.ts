/**
 * The one route table (SPEC §2): every path of the app, written once. Links, redirects and the
 * router all go through these names; no hand-written hash strings anywhere else.
 */
export const paths = {
  // Tabs
  root: '/',
  home: '/pages/index/index',
  mall: '/pages/mall/mall',
  pledge: '/pages/pledge/pledge',
  funds: '/pages/funds/funds',
  my: '/pages/my/my',
  // Other pages
  buy: '/pages/buy/buy',
  register: '/pages/register/register',
  login: '/pages/login/login',
  checking: '/pages/checking/checking',
  msgcenter: '/pages/msgcenter/msgcenter',
  recharge: '/pages/recharge/recharge',
  withdraw: '/pages/withdraw/withdraw',
  withdrawRecord: '/pages/withdraw/record',
  fundsRecord: '/pages/funds/record',
  myTeam: '/pages/myTeam/myTeam',
  teamMembers: '/pages/myTeam/brisk',
  invite: '/pages/invite/invite',
  miner: '/pages/miner/miner',
  bonus: '/pages/bonus/bonus',
  bonusRecord: '/pages/bonus/record',
  exchange: '/pages/exchange/exchange',
  exchangeRecord: '/pages/exchange/record',
  balanceConversion: '/pages/exchange/temeExblance',
  raffle: '/pages/raffle/raffle',
  raffleRecord: '/pages/raffle/record',
  coupon: '/pages/coupon/coupon',
  about: '/pages/about/about',
  company: '/pages/about/company',
  integral: '/pages/integral/integral',
  teamIncome: '/pages/teamIncome/teamIncome',
  addCard: '/pages/addCard/addCard',
  bankList: '/pages/addCard/bank',
  changeInfo: '/pages/changeinfo/changeinfo',
  changeName: '/pages/changeinfo/changename',
  changePassword: '/pages/changeinfo/changepwd',
  // Recovery and account security (docs/security.md); SPEC §2 lists no page for them.
  forgotPassword: '/pages/login/forgot',
  security: '/pages/security/security',
  resetFundPassword: '/pages/security/fundpwd',
  twoFactor: '/pages/security/twofactor',
  recruitMiners: '/pages/recruitminers/recruitminers',
  // The bargaining activity (SPEC §6); SPEC §2 lists no page for it (docs/bargain.md).
  bargain: '/pages/bargain/bargain',
  bargainDetail: '/pages/bargain/detail',
  // Income by day and the holdings that earn it (issue 16); SPEC §2 lists no page for it.
  earnings: '/pages/earnings/earnings',
  // The platform's built-in location pages; our reading is in docs/web-app.md.
  chooseLocation: '/pages/location/choose',
  openLocation: '/pages/location/open',
  // Member care (docs/member-care.md); SPEC §2 lists no page for them.
  verification: '/pages/verification/verification',
  support: '/pages/support/support',
  supportThread: '/pages/support/thread',
  // Customer service for someone who cannot log in (a banned account).
  supportContact: '/pages/support/contact',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

const knownPaths = new Set<string>(Object.values(paths));

/** True for a path of this table; used for links that come from data (carousel `linkPath`). */
export function isAppPath(value: string): value is AppPath {
  return knownPaths.has(value);
}

/** A path with a query string, e.g. `withQuery(paths.login, { phone })`. */
export function withQuery(path: AppPath, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Pages that open with the 300 ms slide-in-right of SPEC §2. */
export const SLIDE_IN_RIGHT_PATHS: ReadonlySet<string> = new Set([
  paths.buy,
  paths.register,
  paths.login,
  paths.forgotPassword,
]);

/** Pages a visitor may open (SPEC §6: login, register and public information); the rest need a login. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  paths.root,
  paths.home,
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.supportContact,
  paths.about,
  paths.company,
  paths.chooseLocation,
  paths.openLocation,
]);
