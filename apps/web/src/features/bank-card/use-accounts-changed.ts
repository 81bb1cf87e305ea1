import { useQueryClient } from '@tanstack/react-query';
import { bankCardKeys } from './bank-card-queries';

/** Everything that shows bound accounts (the withdrawal page) reads them again after a change. */
export function useAccountsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bankCardKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['withdraw'] }),
    ]);
}
