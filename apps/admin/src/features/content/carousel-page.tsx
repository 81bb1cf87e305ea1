import { adminCarouselDelete, adminCarouselList, adminCarouselSave, type CallResponse } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { LocalizedFields } from '@/components/localized-fields';
import { ReasonField } from '@/components/reason-field';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { useAction } from '@/lib/use-action';

type Slide = CallResponse<typeof adminCarouselList>['items'][number];
interface Fields {
  imageUrl: string;
  titles: { en: string; zh?: string; bd?: string };
  linkPath?: string;
  sortOrder: number;
  active: boolean;
  reason: string;
}

/** Images of the home-page carousel, in display order. */
export function CarouselPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [editing, setEditing] = useState<Slide | 'new' | null>(null);
  const [removing, setRemoving] = useState<Slide | null>(null);
  const slides = useQuery({ queryKey: ['carousel'], queryFn: () => api.call(adminCarouselList, {}) });
  const save = useAction(
    (fields: Fields) =>
      api.call(adminCarouselSave, {
        ...fields,
        linkPath: fields.linkPath?.trim() ?? '',
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    { refresh: ['carousel'], onDone: () => setEditing(null) },
  );
  const remove = useAction(
    ({ reason }: { reason: string }) => api.call(adminCarouselDelete, { id: removing?.id ?? 0, reason }),
    { refresh: ['carousel'], onDone: () => setRemoving(null) },
  );

  return (
    <Card
      title={<Typography.Title level={4}>{t('menu.carousel')}</Typography.Title>}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('content.newSlide')}
        </Button>
      }
    >
      <StaticTable<Slide>
        rowKey="id"
        loading={slides.isFetching}
        dataSource={slides.data?.items ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          {
            title: t('catalogue.imageUrl'),
            dataIndex: 'imageUrl',
            render: (u: string) => <img src={u} alt="" style={{ height: 40 }} />,
          },
          { title: t('content.articleTitle'), render: (_: unknown, s: Slide) => s.titles.en },
          { title: t('content.linkPath'), dataIndex: 'linkPath' },
          { title: t('catalogue.sortOrder'), dataIndex: 'sortOrder' },
          {
            title: t('common.status'),
            dataIndex: 'active',
            render: (a: boolean) =>
              a ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>,
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, s: Slide) => (
              <Space>
                <Button size="small" onClick={() => setEditing(s)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" danger onClick={() => setRemoving(s)}>
                  {t('common.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<Fields>
        title={editing === 'new' ? t('content.newSlide') : t('common.edit')}
        open={editing !== null}
        initialValues={editing === 'new' || editing === null ? { sortOrder: 0, active: true } : editing}
        pending={save.isPending}
        onSubmit={(fields) => save.mutate(fields)}
        onCancel={() => setEditing(null)}
      >
        <Form.Item
          name="imageUrl"
          label={t('catalogue.imageUrl')}
          rules={[
            { required: true, message: t('validation.required') },
            { pattern: /^(\/[\w./-]*|https:\/\/\S+)$/, message: t('validation.imageUrls') },
          ]}
        >
          <Input placeholder="/images/banner.png" />
        </Form.Item>
        <LocalizedFields name={['titles']} label={t('content.articleTitle')} max={80} />
        <Space wrap>
          <Form.Item
            name="linkPath"
            label={t('content.linkPath')}
            rules={[{ pattern: /^(|\/|\/pages\/[A-Za-z]+\/[A-Za-z]+)$/, message: t('validation.linkPath') }]}
          >
            <Input placeholder="/pages/mall/mall" />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('catalogue.sortOrder')}>
            <InputNumber min={0} max={1000} precision={0} />
          </Form.Item>
          <Form.Item name="active" label={t('common.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <ReasonField />
      </FormModal>
      <FormModal<{ reason: string }>
        title={t('common.delete')}
        open={removing !== null}
        pending={remove.isPending}
        onSubmit={(fields) => remove.mutate(fields)}
        onCancel={() => setRemoving(null)}
        okText={t('common.delete')}
        danger
      >
        <ReasonField />
      </FormModal>
    </Card>
  );
}
