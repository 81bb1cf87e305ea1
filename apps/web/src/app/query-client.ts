import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The request wrapper already told the user; the page offers a retry (or pull to refresh).
        retry: false,
        staleTime: 30_000,
        // The shell's visibility check covers "app shown again" (SPEC §4).
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
