import {
  adminPledgeProductSave,
  adminPledgeProductsList,
  formatMinor,
  type CallResponse,
} from '@cloudmine/api';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/format';
import {
  ProductCataloguePage,
  TermProductFields,
  UsdField,
  VipField,
  type ProductCatalogue,
} from './product-catalogue-page';
import { productFieldsOf, type ProductFields } from './product-fields';
import { termColumns, termFieldsOf } from './term-product';

type Product = CallResponse<typeof adminPledgeProductsList>['items'][number];
interface Fields extends ProductFields {
  termDays: number;
  dailyRateBps: number;
  minAmount: string;
  maxPerMember: string;
  requiredVipLevel: number;
}

/** Pledge (staking) products; changes apply to new pledges only. */
// One object for the life of the page: the form resets whenever its initial values change identity.
const NEW_PRODUCT = { termDays: 30, dailyRateBps: 100, requiredVipLevel: 0, onSale: true };

export function PledgeProductsPage() {
  const { t } = useTranslation();
  const catalogue: ProductCatalogue<Product, Fields> = {
    listKey: 'pledge-products',
    titleKey: 'menu.pledgeProducts',
    newKey: 'catalogue.newProduct',
    fetchPage: (api, request) => api.call(adminPledgeProductsList, request),
    save: (api, fields) => api.call(adminPledgeProductSave, fields),
    columns: [
      ...termColumns<Product>(t),
      { title: t('catalogue.maxPerMember'), dataIndex: 'maxPerMemberMinor', render: money },
      { title: t('catalogue.pledged'), dataIndex: 'pledgedMinor', render: money },
    ],
    newValues: NEW_PRODUCT,
    fieldsOf: (p) => ({
      ...productFieldsOf(p),
      ...termFieldsOf(p),
      maxPerMember: formatMinor(p.maxPerMemberMinor),
      requiredVipLevel: p.requiredVipLevel,
    }),
    fields: (
      <>
        <TermProductFields />
        <UsdField name="maxPerMember" label={t('catalogue.maxPerMemberUsd')} placeholder="10000.00" />
        <VipField />
      </>
    ),
  };
  return <ProductCataloguePage catalogue={catalogue} />;
}
