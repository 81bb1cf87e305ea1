import { Empty, Table, type TableColumnType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { usePagedList, Page } from '@/lib/use-paged-list';

interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  list: ReturnType<typeof usePagedList<object, Page<T>>>;
  /** The leading column showing the row's ID; plain text unless a page links it somewhere. */
  idColumn?: TableColumnType<T>;
}

const PLAIN_ID_COLUMN = { title: 'ID', dataIndex: 'id' };

/**
 * An antd table over a server-paged list, with its loading and empty states. Every operator list
 * is keyed by its rows' `id` and leads with it, so the pages name only the columns that differ.
 */
export function PagedTable<T extends object>({
  list,
  idColumn = PLAIN_ID_COLUMN,
  columns = [],
  ...props
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="middle"
      rowKey="id"
      {...props}
      columns={[idColumn, ...columns]}
      dataSource={list.items}
      loading={list.query.isFetching}
      pagination={{ ...list.pagination, showTotal: (total) => t('common.total', { total }) }}
      locale={{ emptyText: <Empty description={t('common.empty')} /> }}
      // Columns share the page and wrap their text: `max-content` kept every cell on one line, so at
      // 1280-1440 px the table scrolled and its fixed Actions column covered the cells beside it.
      // It still scrolls when even the wrapped cells cannot fit (e2e/tests/console-widths.spec.ts).
      scroll={{ x: true }}
      tableLayout="auto"
    />
  );
}
