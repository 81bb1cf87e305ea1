import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { session } from '@/lib/session';
import { showSuccess } from '@/lib/toast';
import { PositionView } from './position-view';
import { usePosition } from './use-position';

/** Our reading of the platform's built-in "choose location": find the device's position and keep it. */
export default function ChooseLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, locate } = usePosition();
  return (
    <Page title="chooseLocation">
      <PositionView state={state} onLocate={locate} />
      {state.status === 'found' ? (
        <div className="location-actions">
          <Button
            block
            color="primary"
            onClick={() => {
              session.setLocation({
                latitude: state.latitude,
                longitude: state.longitude,
                accuracyM: state.accuracyM,
              });
              showSuccess(t('location.saved'), { acrossNavigation: true });
              void navigate(-1);
            }}
          >
            {t('location.useThis')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
