import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths, withQuery } from '@/config/paths';

/** Says a fund password is needed first, with the way to set one. */
export function NoFundPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="bank-card-blocker" data-testid="no-fund-password">
      <span>{t('bankCard.noFundPassword')}</span>
      <Button
        size="mini"
        color="primary"
        onClick={() => void navigate(withQuery(paths.changePassword, { tab: 'fund' }))}
      >
        {t('bankCard.setFundPassword')}
      </Button>
    </div>
  );
}
