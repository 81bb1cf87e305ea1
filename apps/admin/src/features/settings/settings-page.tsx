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
import { Button, Input, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '@/components/static-table';
import { useApi } from '@/lib/api/api-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAction } from '@/lib/use-action';
import { SettingEditor } from './setting-editor';
import { showSetting } from './setting-value';
import { PageCard } from '@/components/page-card';

export type SettingRow = CallResponse<typeof adminSettingsList>['items'][number];

/** A setting as the table shows it, with its texts in the operator's language. */
interface SettingLine extends SettingRow {
  kind: 'setting';
  title: string;
  meaning: string;
}

/** The heading row above a module's settings, spanning the whole table. */
interface ModuleHeading {
  kind: 'module';
  key: string;
  title: string;
}

type TableRow = SettingLine | ModuleHeading;

const moduleOrder = (row: SettingRow) => SETTING_MODULES.indexOf(row.module);

/** Grouped by module in a fixed order (money first), each module in its declaration order, under its heading. */
function tableRows(items: SettingRow[], language: Language, needle: string): TableRow[] {
  const modules = SETTING_TEXTS[language].modules;
  const lines: SettingLine[] = items
    .map((row) => {
      const text = settingText(row.key, language);
      return {
        ...row,
        kind: 'setting' as const,
        title: text?.title ?? row.key,
        meaning: text?.meaning ?? '',
      };
    })
    .filter(
      (row) =>
        !needle ||
        [row.key, row.title, row.meaning, modules[row.module]].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => moduleOrder(a) - moduleOrder(b));
  return lines.flatMap((line, index): TableRow[] =>
    index === 0 || lines[index - 1]?.module !== line.module
      ? [{ kind: 'module', key: `module:${line.module}`, title: modules[line.module] }, line]
      : [line],
  );
}

const changed = (row: SettingRow) => JSON.stringify(row.value) !== JSON.stringify(row.defaultValue);
/** A module heading spans every column: its first cell takes them all, the others none. */
const headingSpan = (span: number) => (row: TableRow) => (row.kind === 'module' ? { colSpan: span } : {});
const COLUMN_COUNT = 5;

/** A column of settings' facts: empty under a module heading, which spans it. */
function settingColumn(
  column: { title: string; key: string; width?: number },
  render: (row: SettingLine) => ReactNode,
) {
  return {
    ...column,
    onCell: headingSpan(0),
    render: (_: unknown, row: TableRow) => (row.kind === 'setting' ? render(row) : null),
  };
}

function columns(language: Language, t: TFunction, edit: (row: SettingRow) => void) {
  return [
    {
      title: t('settings.key'),
      key: 'setting',
      width: 220,
      onCell: headingSpan(COLUMN_COUNT),
      render: (_: unknown, row: TableRow) =>
        row.kind === 'module' ? (
          <Typography.Title level={5} style={{ margin: 0 }}>
            {row.title}
          </Typography.Title>
        ) : (
          <Space direction="vertical" size={0}>
            <Typography.Text strong>{row.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {row.key}
            </Typography.Text>
          </Space>
        ),
    },
    settingColumn({ title: t('settings.description'), key: 'meaning' }, (row) => row.meaning),
    settingColumn({ title: t('settings.value'), key: 'value', width: 180 }, (row) => (
      <span style={{ wordBreak: 'break-word' }} data-testid={`setting-value-${row.key}`}>
        {showSetting(row.unit, row.value, language, t)}
        {changed(row) && (
          <>
            {' '}
            <Tag color="blue">{t('settings.changed')}</Tag>
          </>
        )}
      </span>
    )),
    settingColumn({ title: t('settings.default'), key: 'default', width: 150 }, (row) => (
      <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
        {showSetting(row.unit, row.defaultValue, language, t)}
      </Typography.Text>
    )),
    settingColumn({ title: t('common.actions'), key: 'actions', width: 90 }, (row) => (
      <Button size="small" onClick={() => edit(row)} aria-label={`${t('common.edit')} ${row.title}`}>
        {t('common.edit')}
      </Button>
    )),
  ];
}

/**
 * Every business setting (DESIGN §5) under its module's heading, with its title and meaning in the operator's language
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
    () => tableRows(settings.data?.items ?? [], language, needle),
    [settings.data, language, needle],
  );

  return (
    <PageCard title={t('menu.settings')}>
      <Input.Search
        allowClear
        placeholder={t('settings.filter')}
        aria-label={t('settings.filter')}
        onChange={(event) => setFilter(event.target.value)}
        style={{ width: 320, marginBottom: 16 }}
      />
      <StaticTable<TableRow>
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
    </PageCard>
  );
}
