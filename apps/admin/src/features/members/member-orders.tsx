import { adminMemberOrders, MEMBER_ORDER_KINDS, type AdminMemberOrder } from '@cloudmine/api';
import { Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-table';
import { useApi } from '@/lib/api/api-context';
import { dateTime, money } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';

type Kind = AdminMemberOrder['kind'];

/** The member's mining orders, pledges and fund holdings, newest first, one kind at a time. */
export function MemberOrders({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [kind, setKind] = useState<Kind>('mining');
  const list = usePagedList('member-orders', { memberId, kind }, (request) =>
    api.call(adminMemberOrders, request),
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented<Kind>
        value={kind}
        onChange={setKind}
        options={MEMBER_ORDER_KINDS.map((k) => ({ value: k, label: t(`orders.kinds.${k}`) }))}
      />
      <PagedTable<AdminMemberOrder>
        list={list}
        columns={[
          {
            title: t('orders.product'),
            render: (_: unknown, o: AdminMemberOrder) => `#${o.productId} ${o.productName}`,
          },
          { title: t('orders.quantity'), dataIndex: 'quantity' },
          { title: t('common.amount'), dataIndex: 'amountMinor', render: money },
          { title: t('catalogue.dailyIncome'), dataIndex: 'dailyIncomeMinor', render: money },
          {
            title: t('orders.days'),
            render: (_: unknown, o: AdminMemberOrder) => `${o.daysPaid} / ${o.termDays}`,
          },
          { title: t('orders.income'), dataIndex: 'incomePaidMinor', render: money },
          { title: t('common.status'), dataIndex: 'status' },
          { title: t('common.time'), dataIndex: 'createdAt', render: dateTime },
          { title: t('orders.endsOn'), dataIndex: 'endsOn', render: (d: string | null) => d ?? '—' },
        ]}
      />
    </Space>
  );
}
