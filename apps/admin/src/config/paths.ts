import type { Permission } from '@cloudmine/api';

/** The console's one route table (hash routes under /admin/); links go through it. */
export const paths = {
  login: '/login',
  dashboard: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  withdrawals: '/reviews/withdrawals',
  recharges: '/reviews/recharges',
  verifications: '/reviews/verifications',
  support: '/support',
  quickReplies: '/support/quick-replies',
  miningProducts: '/catalogue/mining-products',
  pledgeProducts: '/catalogue/pledge-products',
  funds: '/catalogue/funds',
  lottery: '/catalogue/lottery',
  redpacks: '/catalogue/redpacks',
  coupons: '/catalogue/coupons',
  bargain: '/catalogue/bargain',
  notices: '/content/notices',
  carousel: '/content/carousel',
  messages: '/content/messages',
  banks: '/finance/banks',
  paymentChannels: '/finance/payment-channels',
  settings: '/settings',
  operators: '/operators',
  audit: '/audit',
  jobs: '/jobs',
} as const;

export interface MenuEntry {
  path: string;
  /** i18n key of the label. */
  label: string;
  /** The permission the API requires to read this screen; the menu hides what the role lacks. */
  permission: Permission;
}
export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** The screens of the route table that stand in the menu (not the login, not a member's page). */
type MenuPage = Exclude<keyof typeof paths, 'login' | 'member'>;

/** An entry's label is its screen's name under `menu.` in the catalogue. */
function entry(page: MenuPage, permission: Permission): MenuEntry {
  return { path: paths[page], label: `menu.${page}`, permission };
}

/** The entries of a group whose screens all need the same permission. */
function entriesNeeding(permission: Permission, pages: readonly MenuPage[]): MenuEntry[] {
  return pages.map((page) => entry(page, permission));
}

export const menu: MenuGroup[] = [
  { label: 'menu.overview', entries: [entry('dashboard', 'dashboard.read')] },
  {
    label: 'menu.people',
    entries: entriesNeeding('members.read', ['members', 'verifications', 'support', 'quickReplies']),
  },
  { label: 'menu.reviews', entries: entriesNeeding('finance.review', ['withdrawals', 'recharges']) },
  {
    label: 'menu.catalogue',
    entries: entriesNeeding('catalogue.manage', [
      'miningProducts',
      'pledgeProducts',
      'funds',
      'lottery',
      'redpacks',
      'coupons',
      'bargain',
    ]),
  },
  { label: 'menu.content', entries: entriesNeeding('content.manage', ['notices', 'carousel', 'messages']) },
  { label: 'menu.finance', entries: entriesNeeding('finance.review', ['banks', 'paymentChannels']) },
  {
    label: 'menu.administration',
    entries: [
      entry('settings', 'settings.manage'),
      entry('operators', 'operators.manage'),
      entry('audit', 'audit.read'),
      entry('jobs', 'dashboard.read'),
    ],
  },
];

/** The groups and entries an operator with these permissions may open. */
export function visibleMenu(permissions: readonly Permission[]): MenuGroup[] {
  return menu
    .map((group) => ({ ...group, entries: group.entries.filter((e) => permissions.includes(e.permission)) }))
    .filter((group) => group.entries.length > 0);
}
