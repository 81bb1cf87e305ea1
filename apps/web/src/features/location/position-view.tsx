import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadingState } from '@/components/state-views';
import type { PositionState } from './use-position';
import './location.css';

/** The position, or what stands in its way (no permission, no fix, no API), with a way forward. */
export function PositionView({ state, onLocate }: { state: PositionState; onLocate: () => void }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'locating':
      return <LoadingState label={t('location.locating')} />;
    case 'found':
      return (
        <List mode="card">
          <List.Item extra={state.latitude.toFixed(6)}>{t('location.latitude')}</List.Item>
          <List.Item extra={state.longitude.toFixed(6)}>{t('location.longitude')}</List.Item>
          <List.Item extra={t('location.accuracyValue', { meters: state.accuracyM })}>
            {t('location.accuracy')}
          </List.Item>
        </List>
      );
    case 'unsupported':
      return <p className="location-message">{t('location.unsupported')}</p>;
    case 'idle':
    case 'denied':
    case 'unavailable':
      return (
        <div className="location-message">
          <p role={state.status === 'idle' ? undefined : 'alert'}>
            {t(state.status === 'idle' ? 'location.empty' : `location.${state.status}`)}
          </p>
          <Button color="primary" onClick={onLocate}>
            {state.status === 'idle' ? t('location.locate') : t('common.retry')}
          </Button>
        </div>
      );
  }
}
