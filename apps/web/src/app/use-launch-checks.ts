import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';
import { userInfoQuery } from '@/lib/user';

/** The open-fund check (SPEC §4): the stored flag follows `data.isOpen`; silent when it fails. */
function checkOpenFund(): void {
  api.call('openFund', {}, { quiet: true }).then(
    (data) => session.setOpenFund(data.isOpen),
    () => undefined,
  );
}

/**
 * SPEC §4: at launch a stored token fetches and stores the user info; at launch and every time the
 * app is shown again, the open-fund check runs.
 */
export function useLaunchChecks(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (session.get().token) void queryClient.prefetchQuery(userInfoQuery());
    checkOpenFund();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') checkOpenFund();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [queryClient]);
}
