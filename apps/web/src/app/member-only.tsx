import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginReturningTo } from '@/config/return-path';
import { useSession } from '@/lib/session';

/**
 * Member pages send a visitor to the login page (SPEC §6: a visitor sees login, register and public
 * pages), which brings them back here once logged in.
 */
export function MemberOnly({ page: Page }: { page: ComponentType }) {
  const token = useSession((state) => state.token);
  const { pathname, search } = useLocation();
  return token ? <Page /> : <Navigate to={loginReturningTo(pathname, search)} replace />;
}
