import type { UserInfo } from '@cloudmine/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api/api';
import { session, useSession } from './session';

/** Query keys of the member's own record, shared by the shell, My and the settings pages. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};

/** getUserInfo, stored in the session (SPEC §4: fetched and stored at launch). */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: async () => {
      const user = await api.call('getUserInfo', {});
      session.setUser(user);
      return user;
    },
    initialData: () => session.get().user ?? undefined,
    // The stored copy shows at once; a fresh one is fetched on every visit.
    initialDataUpdatedAt: 0,
  });

export function useUserInfo() {
  const token = useSession((state) => state.token);
  return useQuery({ ...userInfoQuery(), enabled: token !== null });
}

/** After a call that answers the updated member (updateUserInfo). */
export function storeUser(queryClient: QueryClient, user: UserInfo): void {
  session.setUser(user);
  queryClient.setQueryData(userKeys.info(), user);
}
