import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A change made through the API: on success it says so and refreshes the lists named in `refresh`
 * (query-key prefixes). Refusals are already shown by the API wrapper.
 */
export function useAction<V, R>(
  run: (variables: V) => Promise<R>,
  options: { refresh: string[]; onDone?: (result: R) => void },
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      void message.success(t('common.saved'));
      options.onDone?.(result);
      await Promise.all(options.refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
}
