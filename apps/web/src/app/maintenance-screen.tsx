import { formatDateTime } from '@cloudmine/api';
import type { Language } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { api } from '@/lib/api/api';
import { maintenance } from '@/lib/maintenance';

/**
 * Shown instead of the pages while the server answers `maintenance`: the operator's message in the
 * member's language (the app's own text when there is none) and the expected end. "Try again" asks
 * the server; when it is open again the app comes back where it was.
 */
export function MaintenanceScreen() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['maintenance-status'],
    queryFn: () => api.call('maintenanceStatus', {}, { quiet: true }),
  });
  const language = i18n.language as Language;
  const message = status.data?.message[language] || t('api.maintenance');
  const endsAt = status.data?.endsAt ?? null;
  const retry = async () => {
    const answer = await status.refetch();
    if (answer.data && !answer.data.on) {
      maintenance.leave();
      await queryClient.invalidateQueries();
    }
  };
  return (
    <div className="exited-screen maintenance-screen" role="status">
      <h2>{t('maintenance.title')}</h2>
      <p>{message}</p>
      {endsAt ? <p>{t('maintenance.endsAt', { at: formatDateTime(endsAt, language) })}</p> : null}
      <Button fill="none" color="primary" loading={status.isFetching} onClick={() => void retry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
