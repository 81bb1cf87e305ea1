import Badge from 'antd-mobile/es/components/badge';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ListLinkRow } from '@/components/list-rows';
import { paths } from '@/config/paths';
import { supportEntryQuery } from '@/lib/support';
import { verificationStatusQuery } from '@/lib/verification';
import { useUserInfo } from '@/lib/user';

/**
 * My's rows that show a member's own state. Each reads its own query, so an answer re-renders its
 * row, not the whole page (each whole-page render was a long task on a slow phone).
 */
export function VerificationRow() {
  const { t } = useTranslation();
  const user = useUserInfo();
  // Verified members are verified for good; the others see where their submission stands.
  const verified = user.data?.identityVerified ?? false;
  const verification = useQuery({ ...verificationStatusQuery(), enabled: Boolean(user.data) && !verified });
  const state = verified ? 'verified' : verification.data?.state;
  return (
    <ListLinkRow
      to={paths.verification}
      data-testid="my-verification"
      extra={state ? t(`care.state.${state}`) : null}
    >
      {t('my.menu.verification')}
    </ListLinkRow>
  );
}

export function SupportRow() {
  const { t } = useTranslation();
  const supportEntry = useQuery(supportEntryQuery());
  const unreadReplies = supportEntry.data?.unreadCount ?? 0;
  return (
    <ListLinkRow
      to={paths.support}
      data-testid="my-customer-service"
      extra={unreadReplies > 0 ? <Badge content={String(unreadReplies)} data-testid="support-badge" /> : null}
    >
      {t('my.menu.customerService')}
    </ListLinkRow>
  );
}
