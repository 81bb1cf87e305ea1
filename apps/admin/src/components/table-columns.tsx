import { Button, Tag, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A status column over a yes/no field: green "active", or grey with `offKey` ("inactive"). */
export function activeColumn<T>(
  t: TFunction,
  dataIndex: string,
  offKey = 'common.inactive',
): TableColumnType<T> {
  return {
    title: t('common.status'),
    dataIndex,
    render: (on: boolean) => (on ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t(offKey)}</Tag>),
  };
}

/** The trailing column with each row's Edit button; empty where the operator may not edit. */
export function editColumn<T>(t: TFunction, onEdit: (row: T) => void, allowed = true): TableColumnType<T> {
  return {
    title: t('common.actions'),
    fixed: 'right',
    render: (_: unknown, row: T) =>
      allowed && (
        <Button size="small" onClick={() => onEdit(row)}>
          {t('common.edit')}
        </Button>
      ),
  };
}

/** The member of a row, by phone, linking to the member's page. */
export function memberColumn<T extends { memberId: number; phone: string }>(
  t: TFunction,
): TableColumnType<T> {
  return {
    title: t('common.member'),
    render: (_: unknown, row: T) => <Link to={paths.member(row.memberId)}>{row.phone}</Link>,
  };
}
