import { adminMessageSend, adminMessagesList, type CallResponse } from '@cloudmine/api';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { MemberIdFilter } from '@/components/member-id-filter';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { dateTime } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { useConfirm } from '@/lib/use-confirm';
import { usePagedList } from '@/lib/use-paged-list';
import { ArticleFields } from './article-fields';
import { articleTextsOf, type ArticleTexts } from './article-texts';

type Message = CallResponse<typeof adminMessagesList>['items'][number];
interface Fields {
  phone?: string;
  texts: ArticleTexts;
  reason: string;
}

/** Messages to one member by phone, or to everyone registered at the time of sending. */
export function MessagesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const [memberId, setMemberId] = useState<number | undefined>();
  const [sending, setSending] = useState(false);
  const list = usePagedList('messages', memberId ? { memberId } : {}, (request) =>
    api.call(adminMessagesList, request),
  );
  const send = useAction(
    (fields: Fields) =>
      api.call(adminMessageSend, {
        texts: articleTextsOf(fields.texts),
        reason: fields.reason,
        ...(fields.phone?.trim() ? { phone: fields.phone.trim() } : {}),
      }),
    { refresh: ['messages'], onDone: () => setSending(false) },
  );
  const submit = async (fields: Fields) => {
    // A broadcast reaches every member: say so before it goes.
    if (!fields.phone?.trim() && !(await confirm(t('content.broadcastTitle'), t('content.broadcastConfirm'))))
      return;
    send.mutate(fields);
  };

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.messages')}</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => setSending(true)}>
          {t('content.sendMessage')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <MemberIdFilter value={memberId} onChange={setMemberId} />
      </Space>
      <PagedTable<Message>
        list={list}
        columns={[
          {
            title: t('content.recipient'),
            dataIndex: 'phone',
            render: (p: string | null) => p ?? t('content.everyone'),
          },
          { title: t('content.articleTitle'), render: (_: unknown, m: Message) => m.texts.en.title },
          { title: t('content.readCount'), dataIndex: 'readCount' },
          { title: t('common.time'), dataIndex: 'createdAt', render: dateTime },
        ]}
      />
      <FormModal<Fields>
        title={t('content.sendMessage')}
        open={sending}
        pending={send.isPending}
        onSubmit={(fields) => void submit(fields)}
        onCancel={() => setSending(false)}
        okText={t('content.send')}
        width={760}
      >
        <Form.Item name="phone" label={t('content.recipientPhone')} extra={t('content.recipientHint')}>
          <Input />
        </Form.Item>
        <ArticleFields />
        <ReasonField />
      </FormModal>
    </Card>
  );
}
