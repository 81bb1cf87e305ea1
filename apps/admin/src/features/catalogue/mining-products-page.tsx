import {
  adminMallProductSave,
  adminMallProductsList,
  formatMinor,
  type AdminMiningProduct,
} from '@cloudmine/api';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/format';
import {
  CountField,
  ProductCataloguePage,
  UsdField,
  VipField,
  type ProductCatalogue,
} from './product-catalogue-page';
import { productFieldsOf, type ProductFields } from './product-fields';

interface Fields extends ProductFields {
  price: string;
  dailyIncome: string;
  termDays: number;
  stock: number;
  maxPerMember?: number | null;
  requiredVipLevel: number;
  prerequisiteProductId?: number | null;
  minActiveTeam: number;
}

/** Mining machines members buy in the mall; taken off sale rather than deleted. */
// One object for the life of the page: the form resets whenever its initial values change identity.
const NEW_PRODUCT = { termDays: 30, stock: 1000, requiredVipLevel: 0, minActiveTeam: 0, onSale: true };

export function MiningProductsPage() {
  const { t } = useTranslation();
  const catalogue: ProductCatalogue<AdminMiningProduct, Fields> = {
    listKey: 'mining-products',
    titleKey: 'menu.miningProducts',
    newKey: 'catalogue.newProduct',
    saleFilter: true,
    fetchPage: (api, request) => api.call(adminMallProductsList, request),
    save: (api, fields) =>
      api.call(adminMallProductSave, {
        ...fields,
        maxPerMember: fields.maxPerMember ?? null,
        prerequisiteProductId: fields.prerequisiteProductId ?? null,
      }),
    columns: [
      { title: t('catalogue.price'), dataIndex: 'priceMinor', render: money },
      { title: t('catalogue.dailyIncome'), dataIndex: 'dailyIncomeMinor', render: money },
      { title: t('catalogue.termDays'), dataIndex: 'termDays' },
      { title: t('catalogue.stock'), dataIndex: 'stock' },
      { title: t('catalogue.sold'), dataIndex: 'soldQuantity' },
      { title: t('catalogue.vip'), dataIndex: 'requiredVipLevel' },
    ],
    newValues: NEW_PRODUCT,
    fieldsOf: (product) => ({
      ...productFieldsOf(product),
      price: formatMinor(product.priceMinor),
      dailyIncome: formatMinor(product.dailyIncomeMinor),
      termDays: product.termDays,
      stock: product.stock,
      maxPerMember: product.maxPerMember,
      requiredVipLevel: product.requiredVipLevel,
      prerequisiteProductId: product.prerequisiteProductId,
      minActiveTeam: product.minActiveTeam,
    }),
    fields: (
      <>
        <UsdField name="price" label={t('catalogue.priceUsd')} placeholder="100.00" />
        <UsdField name="dailyIncome" label={t('catalogue.dailyIncomeUsd')} placeholder="3.50" allowZero />
        <CountField name="termDays" label={t('catalogue.termDays')} min={1} max={3650} />
        <CountField name="stock" label={t('catalogue.stock')} min={0} max={100_000_000} />
        <Form.Item name="maxPerMember" label={t('catalogue.maxPerMember')}>
          <InputNumber min={1} max={1_000_000} precision={0} placeholder={t('catalogue.unlimited')} />
        </Form.Item>
        <VipField />
        <Form.Item name="prerequisiteProductId" label={t('catalogue.prerequisite')}>
          <InputNumber min={1} precision={0} placeholder={t('catalogue.none')} />
        </Form.Item>
        <Form.Item
          name="minActiveTeam"
          label={t('catalogue.minActiveTeam')}
          tooltip={t('catalogue.minActiveTeamHint')}
        >
          <InputNumber min={0} max={100_000} precision={0} />
        </Form.Item>
      </>
    ),
  };
  return <ProductCataloguePage catalogue={catalogue} />;
}
