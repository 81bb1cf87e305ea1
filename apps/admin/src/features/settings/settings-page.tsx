import {
  adminSettingsList,
  adminSettingsUpdate,
  SETTING_MODULES,
  SETTING_TEXTS,
  settingText,
  type CallResponse,
  type Language,
} from '@cloudmine/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAction } from '@/lib/use-action';
import { SettingEditor } from './setting-editor';
import { showSetting } from './setting-value';

export type SettingRow = CallResponse<typeof adminSettingsList>['items'][number];

/** A row as the table shows it: texts in the operator's language and how many rows its module spans. */
interface ShownRow extends SettingRow {
  title: string;
  meaning: string;
  moduleTitle: string;
  /** Rows the module cell covers: the count on a module's first row, 0 on the others. */
  moduleSpan: number;
}

const moduleOrder = (row: SettingRow) => SETTING_MODULES.indexOf(row.module);

/** Grouped by module in a fixed order (money first), each module in its declaration order. */
function shownRows(items: SettingRow[], language: Language, needle: string): ShownRow[] {
  const rows = items
    .map((row) => {
      const text = settingText(row.key, language);
      return {
        ...row,
        title: text?.title ?? row.key,
        meaning: text?.meaning ?? '',
        moduleTitle: SETTING_TEXTS[language].modules[row.module],
        moduleSpan: 0,
      };
    })
    .filter(
      (row) =>
        !needle ||
        [row.key, row.title, row.meaning, row.moduleTitle].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => moduleOrder(a) - moduleOrder(b));
  rows.forEach((row, index) => {
    if (index > 0 && rows[index - 1]?.module === row.module) return;
    let end = index;
    while (rows[end + 1]?.module === row.module) end += 1;
    row.moduleSpan = end - index + 1;
  });
  return rows;
}

const changed = (row: SettingRow) => JSON.stringify(row.value) !== JSON.stringify(row.defaultValue);

function columns(language: Language, t: TFunction, edit: (row: SettingRow) => void) {
  return [
    {
      title: t('settings.module'),
      key: 'module',
      width: 130,
      onCell: (row: ShownRow) => ({ rowSpan: row.moduleSpan }),
      render: (_: unknown, row: ShownRow) => <Typography.Text strong>{row.moduleTitle}</Typography.Text>,
    },
    {
      title: t('settings.key'),
      key: 'setting',
      width: 220,
      render: (_: unknown, row: ShownRow) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {row.key}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('settings.description'), dataIndex: 'meaning', key: 'meaning' },
    {
      title: t('settings.value'),
      key: 'value',
      width: 200,
      render: (_: unknown, row: ShownRow) => (
        <span className="setting-value" data-testid={`setting-value-${row.key}`}>
          {showSetting(row.unit, row.value, language, t)}
          {changed(row) && (
            <>
              {' '}
              <Tag color="blue">{t('settings.changed')}</Tag>
            </>
          )}
        </span>
      ),
    },
    {
      title: t('settings.default'),
      key: 'default',
      width: 160,
      render: (_: unknown, row: ShownRow) => (
        <Typography.Text type="secondary">
          {showSetting(row.unit, row.defaultValue, language, t)}
        </Typography.Text>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, row: ShownRow) => (
        <Button size="small" onClick={() => edit(row)} aria-label={`${t('common.edit')} ${row.title}`}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
}

/**
 * Every business setting (DESIGN §5) by module, with its title and meaning in the operator's language
 * and its value and default in their units; found by key, title or meaning.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => api.call(adminSettingsList, {}) });
  const update = useAction(
    (fields: { key: string; value: unknown; reason: string }) => api.call(adminSettingsUpdate, fields),
    { refresh: ['settings'], onDone: () => setEditing(null) },
  );
  const needle = filter.trim().toLowerCase();
  const rows = useMemo(
    () => shownRows(settings.data?.items ?? [], language, needle),
    [settings.data, language, needle],
  );

  return (
    <Card title={<Typography.Title level={4}>{t('menu.settings')}</Typography.Title>}>
      <Input.Search
        allowClear
        placeholder={t('settings.filter')}
        aria-label={t('settings.filter')}
        onChange={(event) => setFilter(event.target.value)}
        style={{ width: 320, marginBottom: 16 }}
      />
      <StaticTable<ShownRow>
        rowKey="key"
        loading={settings.isFetching}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        scroll={{}}
        columns={columns(language, t, setEditing)}
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
