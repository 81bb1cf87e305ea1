import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';
import { showInfo } from '@/lib/toast';
import { userKeys } from '@/lib/user';

/**
 * Signs this device out: the server ends this session, the app forgets the member and goes to the
 * login page (My's log out, and "sign out this device" on Account security).
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    // Quiet: the local sign-out happens whatever the server says (an expired token is fine).
    mutationFn: () => api.call('logout', {}, { quiet: true }).catch(() => undefined),
    onSettled: () => {
      session.signOut();
      queryClient.removeQueries({ queryKey: userKeys.all });
      showInfo(t('my.loggedOut'));
      void navigate(paths.login, { replace: true });
    },
  });
}
