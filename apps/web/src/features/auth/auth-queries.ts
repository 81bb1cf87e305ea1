import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { session } from '@/lib/session';

export const authKeys = {
  registerConfig: ['auth', 'register-config'] as const,
};

/** Phone pattern, resend wait and password length: operator settings read by login and register. */
export const registerConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.registerConfig,
    queryFn: async () => {
      const config = await api.call('registerConfig', {});
      session.setConfig(config);
      return config;
    },
    staleTime: 5 * 60_000,
  });

/** Checks a phone against the operator's pattern; a broken pattern never blocks the member. */
export function phoneMatches(pattern: string | undefined, phone: string): boolean {
  if (!pattern) return phone.length > 0;
  try {
    return new RegExp(pattern).test(phone);
  } catch {
    return phone.length > 0;
  }
}
