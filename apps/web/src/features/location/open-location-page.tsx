import List from 'antd-mobile/es/components/list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Page } from '@/components/page';
import { useSession } from '@/lib/session';
import { PositionView } from './position-view';
import { usePosition } from './use-position';

/** Our reading of the built-in "open location": the saved position, and the device's current one. */
export default function OpenLocationPage() {
  const { t } = useTranslation();
  const saved = useSession((state) => state.location);
  const { state, locate } = usePosition();
  return (
    <Page title="openLocation">
      {saved ? (
        <List mode="card" header={t('location.savedTitle')}>
          <List.Item extra={saved.latitude.toFixed(6)}>{t('location.latitude')}</List.Item>
          <List.Item extra={saved.longitude.toFixed(6)}>{t('location.longitude')}</List.Item>
        </List>
      ) : null}
      <PositionView state={state} onLocate={locate} />
    </Page>
  );
}
