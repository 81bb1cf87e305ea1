import type { OperatorInfo, Permission } from '@cloudmine/api';
import { createContext, useContext } from 'react';

export interface SessionState {
  operator: OperatorInfo | null;
  signIn: (token: string, operator: OperatorInfo) => void;
  signOut: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the SessionContext provider');
  return session;
}

/** Whether the logged-in operator's role has this permission (the API enforces it anyway). */
export function useCan(permission: Permission): boolean {
  return useSession().operator?.permissions.includes(permission) ?? false;
}
