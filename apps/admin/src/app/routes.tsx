import type { Permission } from '@cloudmine/api';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AuditPage } from '@/features/audit/audit-page';
import { LoginPage } from '@/features/auth/login-page';
import { BargainPage } from '@/features/catalogue/bargain-page';
import { CouponsPage } from '@/features/catalogue/coupons-page';
import { FundsPage } from '@/features/catalogue/funds-page';
import { LotteryPage } from '@/features/catalogue/lottery-page';
import { MiningProductsPage } from '@/features/catalogue/mining-products-page';
import { PledgeProductsPage } from '@/features/catalogue/pledge-products-page';
import { RedpacksPage } from '@/features/catalogue/redpacks-page';
import { CarouselPage } from '@/features/content/carousel-page';
import { MessagesPage } from '@/features/content/messages-page';
import { NoticesPage } from '@/features/content/notices-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { BanksPage } from '@/features/finance/banks-page';
import { PaymentChannelsPage } from '@/features/finance/payment-channels-page';
import { MemberDetailPage } from '@/features/members/member-detail-page';
import { MembersPage } from '@/features/members/members-page';
import { OperatorsPage } from '@/features/operators/operators-page';
import { RechargesPage } from '@/features/reviews/recharges-page';
import { WithdrawalsPage } from '@/features/reviews/withdrawals-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { ConsoleLayout } from './console-layout';
import { RequirePermission, RequireSession } from './guards';

function guarded(path: string, permission: Permission, page: ReactNode): RouteObject {
  return { path, element: <RequirePermission permission={permission}>{page}</RequirePermission> };
}

/** Every screen once, each behind the permission the API wants for it. */
export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  {
    element: (
      <RequireSession>
        <ConsoleLayout />
      </RequireSession>
    ),
    children: [
      guarded(paths.dashboard, 'dashboard.read', <DashboardPage />),
      guarded(paths.members, 'members.read', <MembersPage />),
      guarded(paths.member(':memberId'), 'members.read', <MemberDetailPage />),
      guarded(paths.withdrawals, 'finance.review', <WithdrawalsPage />),
      guarded(paths.recharges, 'finance.review', <RechargesPage />),
      guarded(paths.miningProducts, 'catalogue.manage', <MiningProductsPage />),
      guarded(paths.pledgeProducts, 'catalogue.manage', <PledgeProductsPage />),
      guarded(paths.funds, 'catalogue.manage', <FundsPage />),
      guarded(paths.lottery, 'catalogue.manage', <LotteryPage />),
      guarded(paths.redpacks, 'catalogue.manage', <RedpacksPage />),
      guarded(paths.coupons, 'catalogue.manage', <CouponsPage />),
      guarded(paths.bargain, 'catalogue.manage', <BargainPage />),
      guarded(paths.notices, 'content.manage', <NoticesPage />),
      guarded(paths.carousel, 'content.manage', <CarouselPage />),
      guarded(paths.messages, 'content.manage', <MessagesPage />),
      guarded(paths.banks, 'finance.review', <BanksPage />),
      guarded(paths.paymentChannels, 'finance.review', <PaymentChannelsPage />),
      guarded(paths.settings, 'settings.manage', <SettingsPage />),
      guarded(paths.operators, 'operators.manage', <OperatorsPage />),
      guarded(paths.audit, 'audit.read', <AuditPage />),
      { path: '*', element: <RequirePermission permission="dashboard.read">{null}</RequirePermission> },
    ],
  },
];
