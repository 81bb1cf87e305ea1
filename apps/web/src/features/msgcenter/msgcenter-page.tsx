import { formatDateTime } from '@cloudmine/api';
import type { Language, MemberMessage } from '@cloudmine/api';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { RefreshableList } from '@/components/refreshable-list';
import { Page } from '@/components/page';
import { ServiceLinkItem } from '@/components/service-link-item';
import { api } from '@/lib/api/api';
import { copyText } from '@/lib/clipboard';
import { showFailure, showSuccess } from '@/lib/toast';
import { badgeText } from './badge-text';
import { supportEntryQuery } from '@/lib/support';
import { messageKeys, messagesQuery } from './msgcenter-queries';
import './msgcenter.css';

type Pages = InfiniteData<{ items: MemberMessage[]; nextCursor: string | null; unreadCount: number }>;

function CustomerService() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const service = useQuery(supportEntryQuery());
  if (!service.data) return null;
  const { url, chat, unreadCount } = service.data;
  return (
    <List mode="card" header={t('messages.serviceTitle')}>
      <List.Item
        data-testid="msgcenter-support"
        extra={unreadCount > 0 ? <Badge content={String(unreadCount)} /> : null}
        onClick={() => void navigate(paths.support)}
      >
        {t('care.conversations')}
      </List.Item>
      {url ? <ServiceLinkItem url={url} /> : null}
      {chat ? (
        <List.Item
          description={chat}
          extra={
            <button
              type="button"
              className="link-button"
              onClick={() =>
                void copyText(chat).then(
                  () => showSuccess(t('common.copied')),
                  () => showFailure(t('common.copyFailed')),
                )
              }
            >
              {t('common.copy')}
            </button>
          }
        >
          {t('messages.chat')}
        </List.Item>
      ) : null}
    </List>
  );
}

export default function MsgcenterPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(messagesQuery());
  const [open, setOpen] = useState<number | null>(null);
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  /** Mark read in the cache at once; the server's count replaces ours when it answers. */
  const applyRead = (ids: number[] | 'all', unreadCount?: number) =>
    queryClient.setQueryData<Pages>(messageKeys.list(), (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page, index) => ({
              ...page,
              unreadCount: index === 0 && unreadCount !== undefined ? unreadCount : page.unreadCount,
              items: page.items.map((item) =>
                ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item,
              ),
            })),
          }
        : old,
    );

  const markRead = useMutation({
    mutationFn: (ids: number[] | 'all') => api.call('messagesRead', ids === 'all' ? { all: true } : { ids }),
    onMutate: (ids) => applyRead(ids),
    onSuccess: ({ unreadCount }, ids) => {
      applyRead(ids, unreadCount);
      if (ids === 'all') showSuccess(t('messages.markedRead'));
    },
  });

  const toggle = (message: MemberMessage) => {
    setOpen((current) => (current === message.id ? null : message.id));
    if (!message.read) markRead.mutate([message.id]);
  };

  const badge = badgeText(unread);
  return (
    <Page
      title="msgcenter"
      right={
        unread > 0 ? (
          <button type="button" className="nav-link" onClick={() => markRead.mutate('all')}>
            {t('messages.allRead')}
          </button>
        ) : null
      }
    >
      <RefreshableList
        query={list}
        empty={t('messages.noMessages')}
        itemKey={(message) => message.id}
        header={
          <>
            <CustomerService />
            <div className="msg-summary" data-testid="msg-unread">
              {badge ? <Badge content={badge} /> : null}{' '}
              {unread > 0 ? t('messages.unread', { count: unread }) : t('messages.noUnread')}
            </div>
          </>
        }
        renderItem={(message) => (
          <article className={message.read ? 'msg is-read' : 'msg'}>
            <button
              type="button"
              className="msg-head"
              aria-expanded={open === message.id}
              onClick={() => toggle(message)}
            >
              {message.read ? null : <span className="msg-dot" aria-label={t('messages.unreadDot')} />}
              <strong>{message.title}</strong>
              {message.broadcast ? <span className="msg-tag">{t('messages.broadcast')}</span> : null}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
            </button>
            {open === message.id ? <p className="msg-content">{message.content}</p> : null}
          </article>
        )}
      />
    </Page>
  );
}
