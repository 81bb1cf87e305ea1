import { SUPPORT_TOPIC_OF_REFUSAL, type EnvelopeCodec, type Transport } from '@cloudmine/api';
import type { QueryClient } from '@tanstack/react-query';
import { paths, PUBLIC_PATHS, withQuery } from '@/config/paths';
import { loginReturningTo } from '@/config/return-path';
import { installRequester } from '@/lib/api/api';
import { createRequester } from '@/lib/api/request';
import type { I18n } from '@/lib/i18n/translator';
import { maintenance } from '@/lib/maintenance';
import { session } from '@/lib/session';
import { showFailure, showFailureWithAction } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import type { AppRouter } from './router';

/**
 * Wires the request wrapper to the app (SPEC §8): every failure shows `api.<key>` (with a way to
 * customer service where the text sends the member there); a 403 also
 * clears token and user and goes to the login page.
 */
export function installApi(deps: {
  codec: EnvelopeCodec;
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
  transport?: Transport;
}): void {
  const { router, queryClient, i18n } = deps;
  installRequester(
    createRequester({
      codec: deps.codec,
      ...(deps.transport ? { transport: deps.transport } : {}),
      getToken: () => session.get().token,
      onError: (key) => {
        // A refusal that sends the member to customer service opens support with its topic; without
        // a session (a banned member refused at login) the public contact page.
        const topic = SUPPORT_TOPIC_OF_REFUSAL[key];
        if (!topic) return showFailure(i18n.t(`api.${key}`));
        showFailureWithAction(i18n.t(`api.${key}`), i18n.t('care.contactSupport'), () => {
          const page = session.get().token ? paths.support : paths.supportContact;
          void router.navigate(withQuery(page, { topic }));
        });
      },
      onMaintenance: () => maintenance.enter(),
      onUnauthorized: () => {
        session.signOut();
        queryClient.removeQueries({ queryKey: userKeys.all });
        const { pathname, search } = router.state.location;
        // Back to this page after logging in again, when it is one that needs a login.
        if (pathname !== paths.login) {
          const back = PUBLIC_PATHS.has(pathname) ? paths.login : loginReturningTo(pathname, search);
          void router.navigate(back, { replace: true });
        }
      },
    }),
  );
}
