import { useUserInfo } from '@/lib/user';

/**
 * Whether the member has a fund password, which every change of a withdrawal account asks for.
 * Unknown (still loading) counts as yes: the server decides, and the field is then shown at once.
 */
export function useHasFundPassword(): boolean {
  return useUserInfo().data?.hasFundPassword ?? true;
}
