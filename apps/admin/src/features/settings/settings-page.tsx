import { adminSettingsList, adminSettingsUpdate, type CallResponse } from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { useAction } from '@/lib/use-action';
import { showValue } from './json-schema';
import { SettingEditor } from './setting-editor';

export type SettingRow = CallResponse<typeof adminSettingsList>['items'][number];

/** Every business setting (DESIGN §5) with its value, its default and a field checked by its schema. */
export function SettingsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => api.call(adminSettingsList, {}) });
  const update = useAction(
    (fields: { key: string; value: unknown; reason: string }) => api.call(adminSettingsUpdate, fields),
    { refresh: ['settings'], onDone: () => setEditing(null) },
  );
  const needle = filter.trim().toLowerCase();
  const rows = (settings.data?.items ?? []).filter(
    (s) => !needle || s.key.toLowerCase().includes(needle) || s.description.toLowerCase().includes(needle),
  );

  return (
    <Card title={<Typography.Title level={4}>{t('menu.settings')}</Typography.Title>}>
      <Input.Search
        allowClear
        placeholder={t('settings.filter')}
        onChange={(event) => setFilter(event.target.value)}
        style={{ width: 320, marginBottom: 16 }}
      />
      <StaticTable<SettingRow>
        rowKey="key"
        loading={settings.isFetching}
        dataSource={rows}
        columns={[
          {
            title: t('settings.key'),
            dataIndex: 'key',
            render: (k: string) => <Typography.Text code>{k}</Typography.Text>,
          },
          { title: t('settings.description'), dataIndex: 'description', width: 360 },
          {
            title: t('settings.value'),
            render: (_: unknown, s: SettingRow) => (
              <>
                <Typography.Text ellipsis style={{ maxWidth: 280 }}>
                  {showValue(s.value)}
                </Typography.Text>{' '}
                {JSON.stringify(s.value) !== JSON.stringify(s.defaultValue) && (
                  <Tag color="blue">{t('settings.changed')}</Tag>
                )}
              </>
            ),
          },
          {
            title: t('settings.default'),
            dataIndex: 'defaultValue',
            render: (v: unknown) => (
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
                {showValue(v)}
              </Typography.Text>
            ),
          },
          {
            title: t('common.actions'),
            fixed: 'right',
            render: (_: unknown, s: SettingRow) => (
              <Button size="small" onClick={() => setEditing(s)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <SettingEditor
        setting={editing}
        pending={update.isPending}
        onSubmit={(value, reason) => editing && update.mutate({ key: editing.key, value, reason })}
        onCancel={() => setEditing(null)}
      />
    </Card>
  );
}
