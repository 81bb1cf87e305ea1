import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from './icon';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state-view" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-view" role="alert">
      <Icon name="alert" size={48} />
      <p>{message ?? t('common.loadFailed')}</p>
      {onRetry ? (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state-view">
      <Icon name="empty" size={48} />
      <p>{message ?? t('common.empty')}</p>
    </div>
  );
}
