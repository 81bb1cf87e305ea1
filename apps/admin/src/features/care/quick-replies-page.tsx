import {
  adminQuickReplies,
  adminQuickReplyDelete,
  adminQuickReplySave,
  LANGUAGES,
  type CallResponse,
  type Language,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { dateTime } from '@/lib/format';
import { useCan } from '@/lib/session-context';
import { useAction } from '@/lib/use-action';
import { PageCard } from '@/components/page-card';

type QuickReply = CallResponse<typeof adminQuickReplies>['items'][number];
interface Fields {
  title: string;
  texts: Record<Language, string>;
}

const MAX_TEXT = 2000;

/**
 * Canned replies for support conversations (docs/member-care.md): each in zh, en and bd, so the
 * thread inserts the one in the member's language. Creating, changing and deleting are audited.
 */
export function QuickRepliesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan('members.manage');
  const [editing, setEditing] = useState<QuickReply | 'new' | null>(null);
  const refresh = ['support', 'quick'];
  const replies = useQuery({ queryKey: refresh, queryFn: () => api.call(adminQuickReplies, {}) });
  const save = useAction(
    (fields: Fields) =>
      api.call(adminQuickReplySave, {
        ...fields,
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh, onDone: () => setEditing(null) },
  );
  const remove = useAction((id: number) => api.call(adminQuickReplyDelete, { id }), { refresh });

  return (
    <PageCard
      title={t('menu.quickReplies')}
      extra={
        canManage && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('care.newQuickReply')}
          </Button>
        )
      }
    >
      <StaticTable<QuickReply>
        loading={replies.isFetching}
        dataSource={replies.data?.items ?? []}
        columns={[
          { title: t('care.quickReplyTitle'), dataIndex: 'title' },
          ...LANGUAGES.map((language) => ({
            title: t(`languages.${language}`),
            render: (_: unknown, reply: QuickReply) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 280 }}>
                {reply.texts[language]}
              </Typography.Paragraph>
            ),
          })),
          { title: t('common.time'), dataIndex: 'updatedAt', render: dateTime },
          {
            title: t('common.actions'),
            fixed: 'right' as const,
            render: (_: unknown, reply: QuickReply) =>
              canManage && (
                <Space>
                  <Button size="small" onClick={() => setEditing(reply)}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('care.deleteQuickReply')}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutate(reply.id)}
                  >
                    <Button size="small" danger>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('care.newQuickReply') : t('common.edit')}
        open={editing !== null}
        initialValues={editing === 'new' || editing === null ? {} : editing}
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
      >
        <Form.Item
          name="title"
          label={t('care.quickReplyTitle')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: 100, message: t('validation.maxLength', { max: 100 }) },
          ]}
        >
          <Input />
        </Form.Item>
        {/* Every language is required: the reply goes out in whichever the member reads. */}
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={['texts', language]}
            label={`${t('care.reply')} (${t(`languages.${language}`)})`}
            rules={[
              { required: true, whitespace: true, message: t('validation.required') },
              { max: MAX_TEXT, message: t('validation.maxLength', { max: MAX_TEXT }) },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        ))}
      </FormModal>
    </PageCard>
  );
}
