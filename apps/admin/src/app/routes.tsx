import type { Permission } from '@cloudmine/api';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission, RequireSession, RouteLoading } from './guards';

/**
 * Each screen is its own chunk, loaded when its route is first matched (the router waits for it, so
 * no half-drawn page shows): the login page and the dashboard load only what they draw.
 */
const audit = () => import('@/features/audit/audit-page').then((m) => m.AuditPage);
const login = () => import('@/features/auth/login-page').then((m) => m.LoginPage);
const bargain = () => import('@/features/catalogue/bargain-page').then((m) => m.BargainPage);
const coupons = () => import('@/features/catalogue/coupons-page').then((m) => m.CouponsPage);
const funds = () => import('@/features/catalogue/funds-page').then((m) => m.FundsPage);
const lottery = () => import('@/features/catalogue/lottery-page').then((m) => m.LotteryPage);
const miningProducts = () =>
  import('@/features/catalogue/mining-products-page').then((m) => m.MiningProductsPage);
const pledgeProducts = () =>
  import('@/features/catalogue/pledge-products-page').then((m) => m.PledgeProductsPage);
const redpacks = () => import('@/features/catalogue/redpacks-page').then((m) => m.RedpacksPage);
const carousel = () => import('@/features/content/carousel-page').then((m) => m.CarouselPage);
const messages = () => import('@/features/content/messages-page').then((m) => m.MessagesPage);
const notices = () => import('@/features/content/notices-page').then((m) => m.NoticesPage);
const verifications = () => import('@/features/care/verifications-page').then((m) => m.VerificationsPage);
const support = () => import('@/features/care/support-page').then((m) => m.SupportPage);
const quickReplies = () => import('@/features/care/quick-replies-page').then((m) => m.QuickRepliesPage);
const jobs = () => import('@/features/jobs/jobs-page').then((m) => m.JobsPage);
const dashboard = () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage);
const banks = () => import('@/features/finance/banks-page').then((m) => m.BanksPage);
const paymentChannels = () =>
  import('@/features/finance/payment-channels-page').then((m) => m.PaymentChannelsPage);
const memberDetail = () => import('@/features/members/member-detail-page').then((m) => m.MemberDetailPage);
const members = () => import('@/features/members/members-page').then((m) => m.MembersPage);
const operators = () => import('@/features/operators/operators-page').then((m) => m.OperatorsPage);
const recharges = () => import('@/features/reviews/recharges-page').then((m) => m.RechargesPage);
const withdrawals = () => import('@/features/reviews/withdrawals-page').then((m) => m.WithdrawalsPage);
const settings = () => import('@/features/settings/settings-page').then((m) => m.SettingsPage);

type PageLoader = () => Promise<ComponentType>;

function guarded(path: string, permission: Permission, load: PageLoader): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RequirePermission permission={permission}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  };
}

/** Every screen once, each behind the permission the API wants for it. */
export const routes: RouteObject[] = [
  {
    path: paths.login,
    HydrateFallback: RouteLoading,
    lazy: async () => {
      const LoginPage = await login();
      return { element: <LoginPage /> };
    },
  },
  {
    // The menu and header are not needed on the login page either.
    HydrateFallback: RouteLoading,
    lazy: async () => {
      const { ConsoleLayout } = await import('./console-layout');
      return {
        element: (
          <RequireSession>
            <ConsoleLayout />
          </RequireSession>
        ),
      };
    },
    children: [
      guarded(paths.dashboard, 'dashboard.read', dashboard),
      guarded(paths.members, 'members.read', members),
      guarded(paths.member(':memberId'), 'members.read', memberDetail),
      guarded(paths.withdrawals, 'finance.review', withdrawals),
      guarded(paths.verifications, 'members.read', verifications),
      guarded(paths.support, 'members.read', support),
      guarded(paths.quickReplies, 'members.read', quickReplies),
      guarded(paths.recharges, 'finance.review', recharges),
      guarded(paths.miningProducts, 'catalogue.manage', miningProducts),
      guarded(paths.pledgeProducts, 'catalogue.manage', pledgeProducts),
      guarded(paths.funds, 'catalogue.manage', funds),
      guarded(paths.lottery, 'catalogue.manage', lottery),
      guarded(paths.redpacks, 'catalogue.manage', redpacks),
      guarded(paths.coupons, 'catalogue.manage', coupons),
      guarded(paths.bargain, 'catalogue.manage', bargain),
      guarded(paths.notices, 'content.manage', notices),
      guarded(paths.carousel, 'content.manage', carousel),
      guarded(paths.messages, 'content.manage', messages),
      guarded(paths.banks, 'finance.review', banks),
      guarded(paths.paymentChannels, 'finance.review', paymentChannels),
      guarded(paths.settings, 'settings.manage', settings),
      guarded(paths.operators, 'operators.manage', operators),
      guarded(paths.audit, 'audit.read', audit),
      guarded(paths.jobs, 'dashboard.read', jobs),
      { path: '*', element: <RequirePermission permission="dashboard.read">{null}</RequirePermission> },
    ],
  },
];
