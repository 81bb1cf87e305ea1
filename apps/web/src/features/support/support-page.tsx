import { type SupportTopic, formatDateTime } from '@cloudmine/api';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { supportEntryQuery, supportKeys } from '@/lib/support';
import { OtherChannels } from './other-channels';
import { topicOf } from './topic-of';
import { TopicPicker } from './topic-picker';
import { MessageField } from './message-field';
import '@/components/member-care.css';
import { SupportPhotos } from './support-photos';

function NewTicket({ initialTopic }: { initialTopic: SupportTopic }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [topic, setTopic] = useState<SupportTopic>(initialTopic);
  const [text, setText] = useState('');
  const [images, setImages] = useState<number[]>([]);
  const open = useMutation({
    mutationFn: () => api.call('supportOpen', { topic, text: text.trim(), uploadIds: images }),
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      void navigate(withQuery(paths.supportThread, { id: String(thread.id) }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) open.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <List mode="card" header={t('care.newTicket')}>
        <TopicPicker value={topic} onChange={setTopic} />
        <MessageField id="support-text" label={t('care.message')} value={text} onChange={setText} />
      </List>
      <SupportPhotos idPrefix="support-image" value={images} onChange={setImages} />
      <FormActions label={t('care.send')} loading={open.isPending} />
    </form>
  );
}

/** Support (docs/member-care.md): the member's conversations, a new one, and the operator's own channels. */
export default function SupportPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requested = search.get('topic');
  const entry = useQuery(supportEntryQuery());
  const tickets = useQuery({ queryKey: supportKeys.tickets, queryFn: () => api.call('supportTickets', {}) });
  const { url, chat } = entry.data ?? { url: '', chat: '' };
  return (
    <Page title="support">
      {tickets.data && tickets.data.items.length > 0 ? (
        <List mode="card" header={t('care.conversations')}>
          {tickets.data.items.map((ticket) => (
            <List.Item
              key={ticket.id}
              data-testid="support-ticket"
              description={formatDateTime(ticket.updatedAt, i18n.language)}
              extra={
                ticket.unread ? (
                  <Badge content={Badge.dot}>
                    <span>{t(`care.ticketState.${ticket.state}`)}</span>
                  </Badge>
                ) : (
                  t(`care.ticketState.${ticket.state}`)
                )
              }
              onClick={() => void navigate(withQuery(paths.supportThread, { id: String(ticket.id) }))}
            >
              {t(`care.topic.${ticket.topic}`)}
            </List.Item>
          ))}
        </List>
      ) : null}
      <NewTicket key={requested ?? ''} initialTopic={topicOf(requested) ?? 'other'} />
      <OtherChannels url={url} chat={chat} />
    </Page>
  );
}
