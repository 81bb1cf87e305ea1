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

export const menu: MenuGroup[] = [
  {
    label: 'menu.overview',
    entries: [{ path: paths.dashboard, label: 'menu.dashboard', permission: 'dashboard.read' }],
  },
  {
    label: 'menu.people',
    entries: [
      { path: paths.members, label: 'menu.members', permission: 'members.read' },
      { path: paths.verifications, label: 'menu.verifications', permission: 'members.read' },
      { path: paths.support, label: 'menu.support', permission: 'members.read' },
      { path: paths.quickReplies, label: 'menu.quickReplies', permission: 'members.read' },
    ],
  },
  {
    label: 'menu.reviews',
    entries: [
      { path: paths.withdrawals, label: 'menu.withdrawals', permission: 'finance.review' },
      { path: paths.recharges, label: 'menu.recharges', permission: 'finance.review' },
    ],
  },
  {
    label: 'menu.catalogue',
    entries: [
      { path: paths.miningProducts, label: 'menu.miningProducts', permission: 'catalogue.manage' },
      { path: paths.pledgeProducts, label: 'menu.pledgeProducts', permission: 'catalogue.manage' },
      { path: paths.funds, label: 'menu.funds', permission: 'catalogue.manage' },
      { path: paths.lottery, label: 'menu.lottery', permission: 'catalogue.manage' },
      { path: paths.redpacks, label: 'menu.redpacks', permission: 'catalogue.manage' },
      { path: paths.coupons, label: 'menu.coupons', permission: 'catalogue.manage' },
      { path: paths.bargain, label: 'menu.bargain', permission: 'catalogue.manage' },
    ],
  },
  {
    label: 'menu.content',
    entries: [
      { path: paths.notices, label: 'menu.notices', permission: 'content.manage' },
      { path: paths.carousel, label: 'menu.carousel', permission: 'content.manage' },
      { path: paths.messages, label: 'menu.messages', permission: 'content.manage' },
    ],
  },
  {
    label: 'menu.finance',
    entries: [
      { path: paths.banks, label: 'menu.banks', permission: 'finance.review' },
      { path: paths.paymentChannels, label: 'menu.paymentChannels', permission: 'finance.review' },
    ],
  },
  {
    label: 'menu.administration',
    entries: [
      { path: paths.settings, label: 'menu.settings', permission: 'settings.manage' },
      { path: paths.operators, label: 'menu.operators', permission: 'operators.manage' },
      { path: paths.audit, label: 'menu.audit', permission: 'audit.read' },
      { path: paths.jobs, label: 'menu.jobs', permission: 'dashboard.read' },
    ],
  },
];

/** The groups and entries an operator with these permissions may open. */
export function visibleMenu(permissions: readonly Permission[]): MenuGroup[] {
  return menu
    .map((group) => ({ ...group, entries: group.entries.filter((e) => permissions.includes(e.permission)) }))
    .filter((group) => group.entries.length > 0);
}
