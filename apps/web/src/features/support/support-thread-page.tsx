import { MEMBER_UPLOAD_PATH, formatDateTime } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { PrivateImage } from '@/components/private-image';
import { ErrorState, LoadingState } from '@/components/state-views';
import { api } from '@/lib/api/api';
import { supportKeys } from '@/lib/support';
import { MessageField } from './message-field';
import '@/components/member-care.css';
import { SupportPhotos } from './support-photos';

/** One conversation: reading it clears its badge; the member replies while it is not closed. */
export default function SupportThreadPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const ticketId = Number(search.get('id'));
  const thread = useQuery({
    queryKey: supportKeys.thread(ticketId),
    queryFn: () => api.call('supportThreadCall', { ticketId }),
    enabled: Number.isSafeInteger(ticketId) && ticketId > 0,
  });
  const [text, setText] = useState('');
  const [images, setImages] = useState<number[]>([]);
  useEffect(() => {
    // Opening the thread read it: the badges elsewhere follow.
    if (thread.data) void queryClient.invalidateQueries({ queryKey: supportKeys.entry });
  }, [thread.data, queryClient]);
  const reply = useMutation({
    mutationFn: () => api.call('supportReply', { ticketId, text: text.trim(), uploadIds: images }),
    onSuccess: (updated) => {
      queryClient.setQueryData(supportKeys.thread(ticketId), updated);
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
      setText('');
      setImages([]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) reply.mutate();
  };
  let body;
  if (thread.isError) body = <ErrorState onRetry={() => void thread.refetch()} />;
  else if (!thread.data) body = <LoadingState />;
  else
    body = (
      <>
        <List mode="card">
          <List.Item extra={t(`care.ticketState.${thread.data.state}`)}>
            {t(`care.topic.${thread.data.topic}`)}
          </List.Item>
        </List>
        <div className="support-thread">
          {thread.data.messages.map((message) => (
            <div
              key={message.id}
              className={`support-message support-message-${message.author}`}
              data-testid={`support-message-${message.author}`}
            >
              {message.author === 'operator' ? <strong>{t('care.operator')}: </strong> : null}
              {message.text}
              {message.uploadIds.map((id) => (
                <PrivateImage key={id} path={`${MEMBER_UPLOAD_PATH}/${id}`} alt={t('care.image')} />
              ))}
              <time>{formatDateTime(message.createdAt, i18n.language)}</time>
            </div>
          ))}
        </div>
        {thread.data.state === 'closed' ? (
          <p className="care-support-link">{t('care.closed')}</p>
        ) : (
          <form onSubmit={submit} noValidate>
            <List mode="card">
              <MessageField id="reply-text" label={t('care.reply')} value={text} onChange={setText} />
            </List>
            <SupportPhotos idPrefix="reply-image" value={images} onChange={setImages} />
            <FormActions label={t('care.send')} loading={reply.isPending} />
          </form>
        )}
      </>
    );
  return <Page title="supportThread">{body}</Page>;
}
