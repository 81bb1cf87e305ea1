import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A short list the API answers whole (prizes, banks, channels, carousel): paged in the browser. */
export function StaticTable<T extends object>(props: TableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="middle"
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t('common.empty')} /> }}
      scroll={{ x: 'max-content' }}
      {...props}
    />
  );
}
