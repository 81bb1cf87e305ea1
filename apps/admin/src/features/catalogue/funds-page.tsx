import { adminFundSave, adminFundsList, formatMinor, type CallResponse } from '@cloudmine/api';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/format';
import {
  CountField,
  ProductCataloguePage,
  TermProductFields,
  UsdField,
  VipField,
  type ProductCatalogue,
} from './product-catalogue-page';
import { productFieldsOf, type ProductFields } from './product-fields';
import { termColumns, termFieldsOf } from './term-product';

type Product = CallResponse<typeof adminFundsList>['items'][number];
interface Fields extends ProductFields {
  termDays: number;
  dailyRateBps: number;
  minAmount: string;
  maxAmount: string;
  totalCap: string;
  maxTimes: number;
  requiredVipLevel: number;
}

/** Funds members invest in; changes apply to new investments only. */
// One object for the life of the page: the form resets whenever its initial values change identity.
const NEW_PRODUCT = { termDays: 30, dailyRateBps: 100, maxTimes: 1, requiredVipLevel: 0, onSale: true };

export function FundsPage() {
  const { t } = useTranslation();
  const catalogue: ProductCatalogue<Product, Fields> = {
    listKey: 'funds',
    titleKey: 'menu.funds',
    newKey: 'catalogue.newFund',
    fetchPage: (api, request) => api.call(adminFundsList, request),
    save: (api, fields) => api.call(adminFundSave, fields),
    columns: [
      ...termColumns<Product>(t),
      { title: t('catalogue.maxAmount'), dataIndex: 'maxAmountMinor', render: money },
      // Raised beside its cap in one column, so the list fits a 1280 px screen.
      {
        title: `${t('catalogue.raised')} / ${t('catalogue.totalCap')}`,
        render: (_: unknown, p: Product) => `${formatMinor(p.raisedMinor)} / ${money(p.totalCapMinor)}`,
      },
      { title: t('catalogue.maxTimes'), dataIndex: 'maxTimes' },
    ],
    newValues: NEW_PRODUCT,
    fieldsOf: (p) => ({
      ...productFieldsOf(p),
      ...termFieldsOf(p),
      maxAmount: formatMinor(p.maxAmountMinor),
      totalCap: formatMinor(p.totalCapMinor),
      maxTimes: p.maxTimes,
      requiredVipLevel: p.requiredVipLevel,
    }),
    fields: (
      <>
        <TermProductFields />
        <UsdField name="maxAmount" label={t('catalogue.maxAmountUsd')} placeholder="10000.00" />
        <UsdField name="totalCap" label={t('catalogue.totalCapUsd')} placeholder="1000000.00" />
        <CountField name="maxTimes" label={t('catalogue.maxTimes')} min={1} max={10_000} />
        <VipField />
      </>
    ),
  };
  return <ProductCataloguePage catalogue={catalogue} />;
}
