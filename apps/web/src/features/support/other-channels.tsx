import List from 'antd-mobile/es/components/list';
import { ServiceLinkItem } from '@/components/service-link-item';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The operator's own channels (a help-desk link, a chat handle), when set: alternatives to the app's. */
export function OtherChannels({ url, chat }: { url: string; chat: string }) {
  const { t } = useTranslation();
  if (!url && !chat) return null;
  return (
    <List mode="card" header={t('care.otherChannels')} data-testid="support-channels">
      {url ? <ServiceLinkItem url={url} /> : null}
      {chat ? <List.Item description={chat}>{t('messages.chat')}</List.Item> : null}
    </List>
  );
}
