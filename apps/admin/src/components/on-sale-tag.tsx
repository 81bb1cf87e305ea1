import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function OnSaleTag({ onSale }: { onSale: boolean }) {
  const { t } = useTranslation();
  return onSale ? <Tag color="green">{t('catalogue.onSale')}</Tag> : <Tag>{t('catalogue.offSale')}</Tag>;
}
