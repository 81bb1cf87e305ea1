import { useTranslation } from '@/lib/i18n/use-translation';
import { useOnline } from '@/hooks/use-online';
import { reloadIntoUpdate, useUpdateWaiting } from '@/lib/pwa/service-worker';

/**
 * Above every page: says plainly when the device is offline (what shows was kept from earlier, and
 * balances wait for the network), and offers the reload into a newly deployed version.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const updateWaiting = useUpdateWaiting();
  return (
    <div role="status" className="connection-banner-slot">
      {online ? null : (
        <p className="connection-banner connection-banner-offline" data-testid="offline-banner">
          {t('pwa.offline')}
        </p>
      )}
      {updateWaiting ? (
        <p className="connection-banner connection-banner-update">
          <span>{t('pwa.updateReady')}</span>
          <button type="button" onClick={reloadIntoUpdate}>
            {t('pwa.reload')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
