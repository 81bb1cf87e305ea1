import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A short list the API answers whole (prizes, banks, channels, carousel): paged in the browser, keyed by `id` unless told otherwise. */
export function StaticTable<T extends object>(props: TableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="middle"
      rowKey="id"
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t('common.empty')} /> }}
      // Columns share the page and wrap their text: `max-content` kept every cell on one line, so at
      // 1280-1440 px the table scrolled and its fixed Actions column covered the cells beside it.
      // It still scrolls when even the wrapped cells cannot fit (e2e/tests/console-widths.spec.ts).
      scroll={{ x: true }}
      tableLayout="auto"
      {...props}
    />
  );
}
