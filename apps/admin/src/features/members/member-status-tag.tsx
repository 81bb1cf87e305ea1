import type { AdminMemberRow } from '@cloudmine/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AdminMemberRow['status'], string> = {
  active: 'green',
  banned_fraud: 'red',
  banned_bank: 'volcano',
};

export function MemberStatusTag({ status }: { status: AdminMemberRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`members.statuses.${status}`)}</Tag>;
}
