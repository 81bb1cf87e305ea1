import { adminNoticeSave, adminNoticesList, type CallResponse } from '@cloudmine/api';
import { Button, Card, Form, Input, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { PagedTable } from '@/components/paged-table';
import { ReasonField } from '@/components/reason-field';
import { useApi } from '@/lib/api/api-context';
import { dateTime, localInputToIso } from '@/lib/format';
import { useAction } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { ArticleFields } from './article-fields';
import { articleTextsOf, type ArticleTexts } from './article-texts';

type Notice = CallResponse<typeof adminNoticesList>['items'][number];
interface Fields {
  texts: ArticleTexts;
  published: boolean;
  publishedAt?: string;
  reason: string;
}

/** Notices on the members' home page; a future time schedules one, unpublished ones stay hidden. */
export function NoticesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const list = usePagedList('notices', {}, (request) => api.call(adminNoticesList, request));
  const save = useAction(
    (fields: Fields) =>
      api.call(adminNoticeSave, {
        texts: articleTextsOf(fields.texts),
        published: fields.published,
        reason: fields.reason,
        ...(fields.publishedAt ? { publishedAt: localInputToIso(fields.publishedAt) } : {}),
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: ['notices'], onDone: () => setEditing(null) },
  );

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.notices')}</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('content.newNotice')}
        </Button>
      }
    >
      <PagedTable<Notice>
        list={list}
        columns={[
          { title: t('content.articleTitle'), render: (_: unknown, n: Notice) => n.texts.en.title },
          {
            title: t('common.status'),
            dataIndex: 'published',
            render: (p: boolean) =>
              p ? <Tag color="green">{t('content.published')}</Tag> : <Tag>{t('content.draft')}</Tag>,
          },
          { title: t('content.publishedAt'), dataIndex: 'publishedAt', render: dateTime },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, n: Notice) => (
              <Button size="small" onClick={() => setEditing(n)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('content.newNotice') : t('common.edit')}
        open={editing !== null}
        initialValues={
          editing === 'new' || editing === null
            ? { published: true }
            : { texts: editing.texts, published: editing.published }
        }
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
        width={760}
      >
        <ArticleFields />
        <Form.Item name="published" label={t('content.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="publishedAt" label={t('content.publishedAt')} extra={t('content.publishedAtHint')}>
          <Input type="datetime-local" />
        </Form.Item>
        <ReasonField />
      </FormModal>
    </Card>
  );
}
