import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Member pages send a visitor to the login page (SPEC §6: a visitor sees login, register and public pages). */
export function MemberOnly({ page: Page }: { page: ComponentType }) {
  const token = useSession((state) => state.token);
  return token ? <Page /> : <Navigate to={paths.login} replace />;
}
