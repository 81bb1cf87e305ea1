import type { Permission } from '@cloudmine/api';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCan, useSession } from '@/lib/session-context';

/** Without an operator session every console route goes to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { operator } = useSession();
  const location = useLocation();
  if (!operator) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}

/** The API refuses anyway; this says so plainly instead of showing a page of refusals. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useCan(permission);
  if (!allowed) return <Result status="403" title={t('common.forbidden')} />;
  if (children === null) return <Result status="404" title={t('common.notFound')} />;
  return children;
}

/** Shown while the first screen's chunk arrives (the router waits for it before drawing). */
export function RouteLoading() {
  return <div aria-busy="true" />;
}
