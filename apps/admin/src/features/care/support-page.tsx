import {
  ADMIN_UPLOAD_PATH,
  adminQuickReplies,
  adminSupportAssign,
  adminSupportClose,
  adminSupportList,
  adminSupportReply,
  adminSupportThreadCall,
  SUPPORT_TOPICS,
  type CallResponse,
  type SupportTopic,
  type UploadedFile,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { memberColumn } from '@/components/table-columns';
import { UploadImage } from '@/components/upload-image';
import { useApi } from '@/lib/api/api-context';
import { dateTime } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { PageCard } from '@/components/page-card';

type Row = CallResponse<typeof adminSupportList>['items'][number];
type TicketState = Row['state'];
const STATES: TicketState[] = ['open', 'answered', 'closed'];
const STATE_COLOURS: Record<TicketState, string> = { open: 'gold', answered: 'blue', closed: 'default' };

/** One conversation: the thread with images, then take it, reply (quick replies, images) or close. */
function Thread({ ticketId, onClose }: { ticketId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const thread = useQuery({
    queryKey: ['support', 'thread', ticketId],
    queryFn: () => api.call(adminSupportThreadCall, { ticketId }),
  });
  const quick = useQuery({ queryKey: ['support', 'quick'], queryFn: () => api.call(adminQuickReplies, {}) });
  const [text, setText] = useState('');
  const [images, setImages] = useState<number[]>([]);
  const refresh = ['support'];
  const assign = useAction(() => api.call(adminSupportAssign, { ticketId }), { refresh });
  const close = useAction(() => api.call(adminSupportClose, { ticketId }), { refresh });
  const reply = useAction(
    () => api.call(adminSupportReply, { ticketId, text: text.trim(), uploadIds: images }),
    {
      refresh,
      onDone: () => {
        setText('');
        setImages([]);
      },
    },
  );
  const attach = async (file: File | undefined) => {
    if (!file) return;
    const sent = await api.upload<UploadedFile>(ADMIN_UPLOAD_PATH, { purpose: 'support' }, file);
    setImages((current) => [...current, sent.id]);
  };
  const data = thread.data;
  return (
    <Drawer open width={640} onClose={onClose} title={data ? `#${data.id} · ${data.phone}` : ''}>
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <Tag>{t(`care.topic.${data.topic}`)}</Tag>
            <Tag color={STATE_COLOURS[data.state]}>{t(`care.ticketState.${data.state}`)}</Tag>
            <Tag data-testid="member-language">
              {t('care.memberLanguage')}: {t(`languages.${data.language}`)}
            </Tag>
            <span>
              {t('care.assignee')}: {data.assignedTo ?? '—'}
            </span>
          </Space>
          {data.messages.map((message) => (
            <Card
              key={message.id}
              size="small"
              data-testid={`support-message-${message.author}`}
              title={message.author === 'member' ? data.phone : (message.operator ?? '')}
              extra={dateTime(message.createdAt)}
              style={{ background: message.author === 'member' ? '#fff' : '#e6f4ff' }}
            >
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography.Paragraph>
              <Space wrap>
                {message.uploadIds.map((id) => (
                  <UploadImage key={id} id={id} alt={t('care.image')} width={140} />
                ))}
              </Space>
            </Card>
          ))}
          {data.state !== 'closed' ? (
            <>
              <Select
                placeholder={t('care.quickReplies')}
                style={{ width: '100%' }}
                value={null}
                onChange={(id: number) => {
                  const picked = quick.data?.items.find((item) => item.id === id);
                  // In the member's language, whatever language this console is in.
                  if (picked) setText(picked.texts[data.language]);
                }}
                options={(quick.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
              />
              <Input.TextArea
                rows={4}
                maxLength={2000}
                value={text}
                aria-label={t('care.reply')}
                onChange={(event) => setText(event.target.value)}
              />
              <input
                type="file"
                accept="image/jpeg,image/png"
                disabled={images.length >= 3}
                aria-label={t('care.addImage')}
                onChange={(event) => void attach(event.target.files?.[0])}
              />
              <Space wrap>
                {images.map((id) => (
                  <UploadImage key={id} id={id} alt={t('care.image')} width={80} />
                ))}
              </Space>
              <Space>
                <Button
                  type="primary"
                  disabled={!text.trim()}
                  loading={reply.isPending}
                  onClick={() => reply.mutate(undefined)}
                >
                  {t('care.send')}
                </Button>
                <Button onClick={() => assign.mutate(undefined)}>{t('care.take')}</Button>
                <Button danger onClick={() => close.mutate(undefined)}>
                  {t('care.close')}
                </Button>
              </Space>
            </>
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}

/** The support queue (docs/member-care.md): waiting longest first, by state, topic and assignee. */
export function SupportPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<TicketState | undefined>('open');
  const [topic, setTopic] = useState<SupportTopic | undefined>();
  const [open, setOpen] = useState<number | null>(null);
  const filters = { ...(state ? { state } : {}), ...(topic ? { topic } : {}) };
  const list = usePagedList('support', filters, (request) => api.call(adminSupportList, request));
  return (
    <PageCard title={t('menu.support')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          values={STATES}
          value={state}
          onChange={setState}
          text={(value) => t(`care.ticketState.${value}`)}
          placeholder={t('common.status')}
        />
        <FilterSelect
          values={SUPPORT_TOPICS}
          value={topic}
          onChange={setTopic}
          text={(value) => t(`care.topic.${value}`)}
          placeholder={t('care.topicLabel')}
        />
      </Space>
      <PagedTable<Row>
        list={list}
        columns={[
          memberColumn<Row>(t),
          {
            title: t('care.topicLabel'),
            dataIndex: 'topic',
            render: (v: SupportTopic) => t(`care.topic.${v}`),
          },
          {
            title: t('common.status'),
            dataIndex: 'state',
            render: (v: TicketState) => <Tag color={STATE_COLOURS[v]}>{t(`care.ticketState.${v}`)}</Tag>,
          },
          { title: t('care.assignee'), dataIndex: 'assignedTo', render: (v: string | null) => v ?? '—' },
          { title: t('common.time'), dataIndex: 'updatedAt', render: dateTime },
          {
            title: t('common.actions'),
            render: (_: unknown, row: Row) => (
              <Button size="small" type="primary" onClick={() => setOpen(row.id)}>
                {t('care.view')}
              </Button>
            ),
          },
        ]}
      />
      {open !== null ? <Thread ticketId={open} onClose={() => setOpen(null)} /> : null}
    </PageCard>
  );
}
