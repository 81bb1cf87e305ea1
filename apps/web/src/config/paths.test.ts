import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { isAppPath, paths } from './paths';
import { TAB_ORDER, TAB_ORDER_NOTES, TAB_ORDER_SPEC, tabOfPath } from './tab-bar';

/** SPEC §2, copied from the spec: the tab routes, then the other pages. */
const SPEC_PATHS = [
  '/',
  '/pages/index/index',
  '/pages/mall/mall',
  '/pages/pledge/pledge',
  '/pages/funds/funds',
  '/pages/my/my',
  '/pages/buy/buy',
  '/pages/register/register',
  '/pages/login/login',
  '/pages/checking/checking',
  '/pages/msgcenter/msgcenter',
  '/pages/recharge/recharge',
  '/pages/withdraw/withdraw',
  '/pages/withdraw/record',
  '/pages/funds/record',
  '/pages/myTeam/myTeam',
  '/pages/myTeam/brisk',
  '/pages/invite/invite',
  '/pages/miner/miner',
  '/pages/bonus/bonus',
  '/pages/bonus/record',
  '/pages/exchange/exchange',
  '/pages/exchange/record',
  '/pages/exchange/temeExblance',
  '/pages/raffle/raffle',
  '/pages/raffle/record',
  '/pages/coupon/coupon',
  '/pages/about/about',
  '/pages/about/company',
  '/pages/integral/integral',
  '/pages/teamIncome/teamIncome',
  '/pages/addCard/addCard',
  '/pages/addCard/bank',
  '/pages/changeinfo/changeinfo',
  '/pages/changeinfo/changename',
  '/pages/changeinfo/changepwd',
  '/pages/recruitminers/recruitminers',
];
/** Our reading of "built-in choose-location and open-location pages" (docs/web-app.md). */
const LOCATION_PATHS = ['/pages/location/choose', '/pages/location/open'];
/** The bargaining activity's pages, which SPEC §2 does not list (docs/bargain.md). */
const BARGAIN_PATHS = ['/pages/bargain/bargain', '/pages/bargain/detail'];
/** The earnings view of issue 16, which SPEC §2 does not list (docs/web-app.md). */
const EARNINGS_PATHS = ['/pages/earnings/earnings'];
/** Recovery and account security, which SPEC §2 does not list (docs/security.md). */
const SECURITY_PATHS = [
  '/pages/login/forgot',
  '/pages/security/security',
  '/pages/security/fundpwd',
  '/pages/security/twofactor',
];
/** Identity verification, support conversations and support without a session (docs/member-care.md). */
const CARE_PATHS = [
  '/pages/verification/verification',
  '/pages/support/support',
  '/pages/support/thread',
  '/pages/support/contact',
];

function routedPaths(): string[] {
  const [layout] = appRoutes();
  return (layout?.children ?? []).map((route) => route.path ?? '').filter((path) => path !== '*');
}

describe('the route table', () => {
  it('holds every SPEC §2 path exactly once, and only our documented additions', () => {
    const table = Object.values(paths);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual(
      [
        ...SPEC_PATHS,
        ...LOCATION_PATHS,
        ...BARGAIN_PATHS,
        ...EARNINGS_PATHS,
        ...SECURITY_PATHS,
        ...CARE_PATHS,
      ].sort(),
    );
  });

  it('routes every path exactly once', () => {
    const routed = routedPaths();
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual([...Object.values(paths)].sort());
  });

  it('knows its own paths only', () => {
    expect(isAppPath('/pages/mall/mall')).toBe(true);
    expect(isAppPath('/pages/mall/unknown')).toBe(false);
    expect(isAppPath('https://example.com')).toBe(false);
  });

  it('has five tabs in one easily switched order, `/` counting as Home', () => {
    expect(TAB_ORDER).toEqual(TAB_ORDER_SPEC);
    expect(TAB_ORDER_SPEC).toEqual(['home', 'mall', 'pledge', 'funds', 'my']);
    expect([...TAB_ORDER_NOTES].sort()).toEqual([...TAB_ORDER_SPEC].sort());
    expect(tabOfPath('/')).toBe('home');
    expect(tabOfPath(paths.home)).toBe('home');
    expect(tabOfPath(paths.my)).toBe('my');
    expect(tabOfPath(paths.buy)).toBeNull();
  });
});
