import type { EnvelopeCodec, Transport } from '@cloudmine/api';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { paths } from '@/config/paths';
import { installRequester } from '@/lib/api/api';
import { createRequester } from '@/lib/api/request';
import { session } from '@/lib/session';
import { showFailure } from '@/lib/toast';
import { userKeys } from '@/lib/user';
import type { AppRouter } from './router';

/**
 * Wires the request wrapper to the app (SPEC §8): every failure shows `api.<key>`; a 403 also
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
      onError: (key) => showFailure(i18n.t(`api.${key}`)),
      onUnauthorized: () => {
        session.signOut();
        queryClient.removeQueries({ queryKey: userKeys.all });
        if (router.state.location.pathname !== paths.login) {
          void router.navigate(paths.login, { replace: true });
        }
      },
    }),
  );
}
