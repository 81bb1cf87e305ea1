import List from 'antd-mobile/es/components/list';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The row that opens the operator's own help-desk link in a new tab (message centre, support). */
export function ServiceLinkItem({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <List.Item
      extra={
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('messages.openChat')}
        </a>
      }
    >
      {t('messages.serviceLink')}
    </List.Item>
  );
}
