import { SUPPORT_TOPICS, type SupportTopic } from '@cloudmine/api';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { PhotoPicker } from '@/components/photo-picker';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { formatDateTime } from '@/lib/date';
import { supportEntryQuery, supportKeys } from '@/lib/support';
import '@/components/member-care.css';

const MAX_IMAGES = 3;

function isTopic(value: string | null): value is SupportTopic {
  return value !== null && (SUPPORT_TOPICS as readonly string[]).includes(value);
}

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
        <List.Item title={t('care.topicLabel')}>
          <Selector
            columns={3}
            value={[topic]}
            onChange={(value) => {
              const [picked] = value;
              if (picked) setTopic(picked);
            }}
            options={SUPPORT_TOPICS.map((value) => ({ value, label: t(`care.topic.${value}`) }))}
          />
        </List.Item>
        <List.Item title={<label htmlFor="support-text">{t('care.message')}</label>}>
          <textarea
            id="support-text"
            className="support-text"
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </List.Item>
      </List>
      <div className="photo-row">
        {images.map((id, index) => (
          <PhotoPicker
            key={id}
            id={`support-image-${index}`}
            label=""
            purpose="support"
            value={id}
            onChange={() => setImages((current) => current.filter((other) => other !== id))}
          />
        ))}
        {images.length < MAX_IMAGES ? (
          <PhotoPicker
            id="support-image-new"
            label={t('care.addImage')}
            purpose="support"
            value={null}
            onChange={(id) => {
              if (id !== null) setImages((current) => [...current, id]);
            }}
          />
        ) : null}
      </div>
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
      <NewTicket key={requested ?? ''} initialTopic={isTopic(requested) ? requested : 'other'} />
      {url || chat ? (
        <List mode="card" header={t('care.otherChannels')}>
          {url ? (
            <List.Item
              extra={
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('messages.openChat')}
                </a>
              }
            >
              {t('messages.serviceLink')}
            </List.Item>
          ) : null}
          {chat ? <List.Item description={chat}>{t('messages.chat')}</List.Item> : null}
        </List>
      ) : null}
    </Page>
  );
}
