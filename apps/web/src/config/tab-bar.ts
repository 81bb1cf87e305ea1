import { paths } from './paths';

export type TabName = 'home' | 'mall' | 'pledge' | 'funds' | 'my';

/**
 * SPEC §2 gives two orders for the bottom tabs. We follow the one in the screen list (and DESIGN §7);
 * to switch, set TAB_ORDER to TAB_ORDER_NOTES. See docs/web-app.md.
 */
export const TAB_ORDER_SPEC: readonly TabName[] = ['home', 'mall', 'pledge', 'funds', 'my'];
export const TAB_ORDER_NOTES: readonly TabName[] = ['home', 'funds', 'mall', 'pledge', 'my'];
// A copy, not an alias: the order in use is its own setting, whichever list it starts from.
export const TAB_ORDER: readonly TabName[] = [...TAB_ORDER_SPEC];

export const TAB_PATHS: Record<TabName, string> = {
  home: paths.home,
  mall: paths.mall,
  pledge: paths.pledge,
  funds: paths.funds,
  my: paths.my,
};

/** The tab a path belongs to, if it is a tab root (`/` is Home too). */
export function tabOfPath(pathname: string): TabName | null {
  if (pathname === paths.root) return 'home';
  return TAB_ORDER_SPEC.find((tab) => TAB_PATHS[tab] === pathname) ?? null;
}
